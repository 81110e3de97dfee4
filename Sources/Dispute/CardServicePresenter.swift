import SwippyCore
import SwippyData

/// The card-service screen: blocking or activating a card, as the state's `service` says. The two services
/// share what this presenter does itself: binding to the state, beginning the service for the preset card (or a
/// pick), the card step, the "cannot start" screen, stepping back, and the notice. Each service's own steps are
/// in `BlockCardSteps` and `CardActivationSteps`.
@MainActor
final class CardServicePresenter: ModulePresenter {
    weak var view: (any ScreenView<DisputeViewModel>)?
    private let service: CardServicesState.Service
    /// The card chosen on a card's screen, or nil to choose here (the payload of the disputes' step).
    private let preset: Int?
    private let interactor: any CardServicesInteracting
    /// Where the screen steps back from the service's first step.
    private let disputes: any DisputeInteracting
    private var observation: ObservationToken?

    init(
        service: CardServicesState.Service, preset: Int?, interactor: any CardServicesInteracting,
        disputes: any DisputeInteracting
    ) {
        self.service = service
        self.preset = preset
        self.interactor = interactor
        self.disputes = disputes
    }

    func start() {
        observation = interactor.state.observe { [weak self] state in
            self?.view?.display(Self.viewModel(for: state))
        }
        interactor.begin(service, preset: preset)
    }

    func handle(_ input: String) {
        let state = interactor.state.value
        switch (state.step, state.service) {
        case (.card, _):
            switch state.paging.answer(input) {
            case .turn(let forward): interactor.turnCardsPage(forward: forward)
            case .choose(let index): interactor.chooseCard(at: index)
            case .unknown(let hint): view?.showNotice(hint)
            }
        case (_, .block): BlockCardSteps.handle(input, in: state, interactor: interactor, view: view)
        case (_, .activation): CardActivationSteps.handle(input, in: state, interactor: interactor, view: view)
        }
    }

    /// Steps back one step of the service, or, at its first, leaves the screen through the disputes' step.
    func goBack() -> Bool {
        if !interactor.stepBack() { disputes.back() }
        return true
    }

    /// The screen of the step `state` is at, in its service's words, with the state's notice.
    static func viewModel(for state: CardServicesState) -> DisputeViewModel {
        var model =
            switch state.service {
            case .block: BlockCardSteps.viewModel(for: state)
            case .activation: CardActivationSteps.viewModel(for: state)
            }
        model.notice = state.notice
        return model
    }

    /// The steps both services share: why the flow cannot start, or a page of the user's cards, numbered across
    /// pages, with n/p when there are more.
    static func sharedStep(_ state: CardServicesState, title: String, question: String) -> DisputeViewModel {
        if case .unavailable(let message) = state.step {
            return DisputeViewModel(title: title, parts: [.text(message)], prompt: .back)
        }
        guard !state.cards.isEmpty else {
            return DisputeViewModel(
                title: title, parts: [.text("You have no cards.")], prompt: .back)
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

    /// "Millennia Credit Card ••3456 · HDFC Bank · Blocked": a card as an option of the card step.
    static func cardLabel(_ card: WalletCard) -> String {
        var parts = [card.card.label, card.card.bankLabel]
        if card.card.effectiveStatus != .active { parts.append(card.card.effectiveStatus.label) }
        return parts.joined(separator: " · ")
    }
}
