import SwippyCore
import SwippyData

/// Blocking (hotlisting) a lost, stolen or damaged card: the card (unless already chosen), a reason,
/// then the transaction PIN. It cannot be undone.
@MainActor
final class BlockCardPresenter: ModulePresenter {
    static let title = "Block a card"

    weak var view: (any ScreenView<DisputeViewModel>)?
    /// The card chosen on a card's screen, or nil to choose here (the payload of the disputes' step).
    private let preset: Int?
    private let interactor: any CardServicesInteracting
    /// Where the screen steps back from the flow's first step.
    private let disputes: any DisputeInteracting
    private var observation: ObservationToken?

    init(preset: Int?, interactor: any CardServicesInteracting, disputes: any DisputeInteracting) {
        self.preset = preset
        self.interactor = interactor
        self.disputes = disputes
    }

    func start() {
        observation = interactor.state.observe { [weak self] state in
            self?.view?.display(Self.viewModel(for: state))
        }
        interactor.begin(.block, preset: preset)
    }

    func handle(_ input: String) {
        let state = interactor.state.value
        switch state.step {
        case .card:
            CardServiceScreen.chooseCard(input, in: state, interactor: interactor, view: view)
        case .reason:
            let count = BlockReason.allCases.count
            if let index = MenuInput.choice(input, count: count) {
                interactor.chooseReason(at: index)
            } else {
                view?.showNotice(MenuInput.unknownHint(input, count: count))
            }
        case .pin:
            interactor.block(pin: input)
        case .digits, .confirm, .done, .locked, .unavailable:
            view?.showNotice(MenuInput.unknownHint(input, count: 0))
        }
    }

    func goBack() -> Bool {
        CardServiceScreen.goBack(interactor, disputes: disputes)
    }

    /// The screen of the block step `state` is at.
    static func viewModel(for state: CardServicesState) -> DisputeViewModel {
        CardServiceScreen.viewModel(for: state, step: stepModel)
    }

    private static func stepModel(_ state: CardServicesState) -> DisputeViewModel {
        let fields = fields(state)
        switch state.step {
        case .card, .unavailable:
            return CardServiceScreen.sharedStep(state, title: title, question: "Which card is lost, stolen or damaged?")
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
                prompt: DisputeViewModel.backPrompt)
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
                prompt: DisputeViewModel.backPrompt)
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
