import SwippyCore
import SwippyData

extension CardActivationPresenter {
    static let title = "Activate or deactivate a card"

    /// The view model of the current step.
    func viewModel() -> DisputeViewModel {
        switch step {
        case .card:
            guard !cards.isEmpty else {
                return DisputeViewModel(
                    title: Self.title, blocks: [.text("You have no cards.")], prompt: DisputeViewModel.backPrompt)
            }
            return DisputeViewModel(
                title: Self.title, blocks: [.text("Which card?")], options: cards.map(BlockCardPresenter.cardLabel),
                prompt: DisputeViewModel.choosePrompt("a card", count: cards.count))
        case .digits:
            let action = willActivate ? "activate" : "deactivate"
            return DisputeViewModel(
                title: Self.title,
                blocks: [face.map { .card($0) }, .text("To \(action) this card, type the last 4 digits of its number.")]
                    .compactMap { $0 },
                prompt: Prompt("Last 4 digits (\(typed.count) of 4 typed)"),
                helpLines: ["Type the digits in one go or a few at a time.", "c        clear the digits typed so far"])
        case .confirm:
            let action = willActivate ? "Activate" : "Deactivate"
            let effect = willActivate
                ? "It can be used for payments again."
                : "It stops working for payments until you activate it again."
            return DisputeViewModel(
                title: Self.title, blocks: [face.map { .card($0) }, .text("The digits match. \(effect)")].compactMap { $0 },
                prompt: Prompt("\(action) \(card?.card.title ?? "this card")? (y/n)"))
        case .done:
            return DisputeViewModel(
                title: Self.title, blocks: [face.map { .card($0) }].compactMap { $0 }, prompt: DisputeViewModel.backPrompt)
        case .unavailable(let message):
            return DisputeViewModel(title: Self.title, blocks: [.text(message)], prompt: DisputeViewModel.backPrompt)
        }
    }

    private var willActivate: Bool { card?.card.effectiveStatus != .active }

    private var face: DisputeViewModel.CardFace? {
        guard let card = card?.card else { return nil }
        return DisputeViewModel.CardFace(
            bank: card.bankName, network: card.type, title: card.title, typedDigits: typed, holder: card.cardHolderName,
            status: card.effectiveStatus.label)
    }
}
