import SwippyCore
import SwippyData

/// The block screen's own steps (`CardServicePresenter` shares the rest with activation): a reason, then the
/// transaction PIN, after a warning that blocking cannot be undone; then done, or locked.
@MainActor
enum BlockCardSteps {
    static let title = "Block a card"

    /// Sends `input` on a blocking step to its intent: a reason's number, the PIN; elsewhere a hint.
    static func handle(
        _ input: String, in state: CardServicesState, interactor: any CardServicesInteracting,
        view: (any ScreenView<DisputeViewModel>)?
    ) {
        switch state.step {
        case .reason:
            let count = BlockReason.allCases.count
            if let index = MenuInput.choice(input, count: count) {
                interactor.chooseReason(at: index)
            } else {
                view?.showNotice(MenuInput.unknownHint(input, count: count))
            }
        case .pin:
            interactor.block(pin: input)
        case .card, .digits, .confirm, .done, .locked, .unavailable:
            view?.showNotice(MenuInput.unknownHint(input, count: 0))
        }
    }

    /// The screen of the block step `state` is at (without the notice).
    static func viewModel(for state: CardServicesState) -> DisputeViewModel {
        let fields = fields(state)
        switch state.step {
        case .card, .unavailable:
            return CardServicePresenter.sharedStep(
                state, title: title, question: "Which card is lost, stolen or damaged?")
        case .reason:
            return DisputeViewModel(
                title: title, parts: [.fields(fields), .text("Why are you blocking it?")],
                options: BlockReason.allCases.map(\.label),
                prompt: DisputeViewModel.choosePrompt("a reason", count: BlockReason.allCases.count))
        case .pin, .digits, .confirm:
            return DisputeViewModel(
                title: title,
                parts: [
                    .fields(fields),
                    .text(
                        "Blocking cannot be undone: the card stops working at once for purchases and cash, and its "
                            + "credit is no longer available. Its bill can still be paid (cards, then Pay now). "
                            + "Type your transaction PIN to block it, or b to step back."),
                ],
                prompt: .secret("Transaction PIN"))
        case .done:
            return DisputeViewModel(
                title: title,
                parts: [
                    .fields(fields),
                    .text(
                        "The card is blocked for good. Its bill can still be paid (cards, then Pay now). "
                            + "Ask your bank for a replacement."),
                ],
                prompt: .back)
        case .locked:
            return DisputeViewModel(
                title: title,
                parts: [
                    .fields(fields),
                    .text(
                        "Your transaction PIN is locked after too many wrong tries, so cards cannot be blocked here "
                            + "and transfers are paused. Reset the transaction PIN, or call support to block the card "
                            + "now."),
                ],
                prompt: .back)
        }
    }

    private static func fields(_ state: CardServicesState) -> [DisputeViewModel.Field] {
        guard let card = state.card else { return [] }
        var fields: [DisputeViewModel.Field] = [
            .init(label: "Card", value: card.card.displayTitle),
            .init(label: "Number", value: card.card.maskedNumber, keep: true),
        ]
        if let reason = state.reason { fields.append(.init(label: "Reason", value: reason.label)) }
        if card.card.effectiveStatus == .blocked { fields.append(.init(label: "Status", value: "Blocked", tone: .bad)) }
        return fields
    }
}
