import SwippyCore
import SwippyData

extension CardActivationPresenter {
    /// The screen of the activation step `state` is at.
    static func viewModel(for state: CardServicesState) -> DisputeViewModel {
        var model = stepModel(state)
        model.notice = state.notice
        return model
    }

    private static func stepModel(_ state: CardServicesState) -> DisputeViewModel {
        let face = face(state)
        let willActivate = state.card?.card.effectiveStatus != .active
        switch state.step {
        case .card:
            return BlockCardPresenter.cardStep(state, title: title, question: "Which card?")
        case .digits, .reason, .pin:
            let action = willActivate ? "activate" : "deactivate"
            return DisputeViewModel(
                title: title,
                parts: [face.map { .card($0) }, .text("To \(action) this card, type the last 4 digits of its number.")]
                    .compactMap { $0 },
                prompt: Prompt("Last 4 digits (\(state.typed.count) of 4 typed)"),
                helpLines: ["Type the digits in one go or a few at a time.", "c        clear the digits typed so far",
                            "b        back"])
        case .confirm:
            let action = willActivate ? "Activate" : "Deactivate"
            let effect = willActivate
                ? "It can be used for payments again."
                : "It stops working for payments until you activate it again."
            return DisputeViewModel(
                title: title, parts: [face.map { .card($0) }, .text("The digits match. \(effect)")].compactMap { $0 },
                prompt: .confirm("\(action) \(state.card?.card.displayTitle ?? "this card")?"))
        case .done, .locked:
            return DisputeViewModel(
                title: title, parts: [face.map { .card($0) }].compactMap { $0 }, prompt: DisputeViewModel.backPrompt)
        case .unavailable(let message):
            return DisputeViewModel(title: title, parts: [.text(message)], prompt: DisputeViewModel.backPrompt)
        }
    }

    private static func face(_ state: CardServicesState) -> DisputeViewModel.CardFace? {
        guard let card = state.card?.card else { return nil }
        return DisputeViewModel.CardFace(
            bank: card.bankLabel, network: card.networkLabel, title: card.displayTitle,
            maskedStart: String(card.maskedNumber.dropLast(4)), typedDigits: state.typed, holder: card.holderLabel, status: card.effectiveStatus.label)
    }
}
