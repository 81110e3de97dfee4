import SwippyCore
import SwippyData

/// The activation screen's own steps (`CardServicePresenter` shares the rest with blocking): the card's last four
/// digits, typed in one go or a few at a time, with the card redrawn with the digits typed so far; a match asks
/// for confirmation and then switches the card; a blocked card cannot be activated.
@MainActor
enum CardActivationSteps {
    static let title = "Activate or deactivate a card"

    /// Sends `input` on an activation step to its intent: digits, `c` to clear them, y/n; elsewhere a hint.
    static func handle(
        _ input: String, in state: CardServicesState, interactor: any CardServicesInteracting,
        view: (any ScreenView<DisputeViewModel>)?
    ) {
        switch state.step {
        case .digits where ["c", "clear"].contains(input.lowercased()):
            interactor.clearDigits()
        case .digits:
            interactor.enterDigits(input)
        case .confirm:
            interactor.answerChange(YesNo(input))
        case .card, .reason, .pin, .done, .locked, .unavailable:
            view?.showNotice(MenuInput.unknownHint(input, count: 0))
        }
    }

    /// The screen of the activation step `state` is at (without the notice).
    static func viewModel(for state: CardServicesState) -> DisputeViewModel {
        let face = face(state)
        let willActivate = state.card?.card.effectiveStatus != .active
        switch state.step {
        case .card, .unavailable:
            return CardServicePresenter.sharedStep(state, title: title, question: "Which card?")
        case .digits, .reason, .pin:
            let action = willActivate ? "activate" : "deactivate"
            return DisputeViewModel(
                title: title,
                parts: [face.map { .card($0) }, .text("To \(action) this card, type the last 4 digits of its number.")]
                    .compactMap { $0 },
                prompt: Prompt("Last 4 digits (\(state.typed.count) of 4 typed)"),
                helpLines: [
                    "Type the digits in one go or a few at a time.", "c        clear the digits typed so far",
                    "b        back",
                ])
        case .confirm:
            let action = willActivate ? "Activate" : "Deactivate"
            let effect =
                willActivate
                ? "It can be used for payments again."
                : "It stops working for payments until you activate it again."
            return DisputeViewModel(
                title: title, parts: [face.map { .card($0) }, .text("The digits match. \(effect)")].compactMap { $0 },
                prompt: .confirm("\(action) \(state.card?.card.displayTitle ?? "this card")?"))
        case .done, .locked:
            return DisputeViewModel(
                title: title, parts: [face.map { .card($0) }].compactMap { $0 }, prompt: .back)
        }
    }

    private static func face(_ state: CardServicesState) -> DisputeViewModel.CardFace? {
        guard let card = state.card?.card else { return nil }
        return DisputeViewModel.CardFace(
            bank: card.bankLabel, network: card.networkLabel, title: card.displayTitle,
            maskedStart: String(card.maskedNumber.dropLast(4)), typedDigits: state.typed, holder: card.holderLabel,
            status: card.effectiveStatus.label)
    }
}
