import SwippyCore
import SwippyData

/// Blocking (hotlisting) a lost, stolen or damaged card: the card (unless already chosen), a reason,
/// then the transaction PIN. It cannot be undone.
@MainActor
final class BlockCardPresenter: ModulePresenter {
    static let title = "Block a card"

    weak var view: (any ScreenView<DisputeViewModel>)?
    /// The card chosen on a card's screen, or nil to choose here (a route argument, not state).
    private let presetPosition: Int?
    private let interactor: any CardServicesInteracting
    private let router: any DisputeRouting
    private var observation: ObservationToken?

    init(position: Int?, interactor: any CardServicesInteracting, router: any DisputeRouting) {
        self.presetPosition = position
        self.interactor = interactor
        self.router = router
    }

    func start() {
        observation = interactor.state.observe { [weak self] state in
            self?.view?.display(Self.viewModel(for: state))
        }
        interactor.begin(.block, preset: presetPosition)
    }

    func handle(_ input: String) {
        let state = interactor.state.value
        switch state.step {
        case .card:
            switch state.paging.answer(input) {
            case .turn(let forward): interactor.turnCardsPage(forward: forward)
            case .choose(let index): interactor.chooseCard(at: index)
            case .unknown(let hint):
                view?.showNotice(hint)
            }
        case .reason:
            guard let index = choice(input, count: BlockReason.allCases.count) else { return }
            interactor.chooseReason(at: index)
        case .pin:
            interactor.block(pin: input)
        case .digits, .confirm, .done, .locked, .unavailable:
            view?.showNotice(MenuInput.unknownHint(input, count: 0))
        }
    }

    func goBack() -> Bool {
        interactor.stepBack()
    }

    /// The option `input` picks, or nil after telling the user it matched nothing.
    private func choice(_ input: String, count: Int) -> Int? {
        guard let index = MenuInput.choice(input, count: count) else {
            view?.showNotice(MenuInput.unknownHint(input, count: count))
            return nil
        }
        return index
    }

    /// The screen of the block step `state` is at.
    static func viewModel(for state: CardServicesState) -> DisputeViewModel {
        var model = stepModel(state)
        model.notice = state.notice
        return model
    }

    /// "Millennia Credit Card ••3456 · HDFC Bank · Blocked": a card as an option of the shared first step.
    static func cardLabel(_ card: WalletCard) -> String {
        var parts = [card.card.label, card.card.bankLabel]
        if card.card.effectiveStatus != .active { parts.append(card.card.effectiveStatus.label) }
        return parts.joined(separator: " · ")
    }

    /// The shared first step: a page of the user's cards, numbered across pages, with n/p when there are more.
    static func cardStep(_ state: CardServicesState, title: String, question: String) -> DisputeViewModel {
        guard !state.cards.isEmpty else {
            return DisputeViewModel(
                title: title, parts: [.text("You have no cards.")], prompt: DisputeViewModel.backPrompt)
        }
        var commands: [Block.Command] = []
        if state.paging.hasNext { commands.append(Block.Command("n", "Next page")) }
        if state.paging.hasPrevious { commands.append(Block.Command("p", "Previous page")) }
        return DisputeViewModel(
            title: title,
            parts: [.text(state.paging.pageCount > 1 ? "\(question) \(state.paging.header("card"))" : question)],
            options: state.paging.visible(state.cards).map(cardLabel), firstOption: state.paging.number(at: 0),
            commands: commands, prompt: state.paging.prompt("Choose a card"),
            helpLines: [
                "A number chooses that card (its number in the whole list, on any page).",
                "n / p    next / previous page",
            ])
    }

    private static func stepModel(_ state: CardServicesState) -> DisputeViewModel {
        let fields = fields(state)
        switch state.step {
        case .card:
            return cardStep(state, title: title, question: "Which card is lost, stolen or damaged?")
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
        case .unavailable(let message):
            return DisputeViewModel(title: title, parts: [.text(message)], prompt: DisputeViewModel.backPrompt)
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
