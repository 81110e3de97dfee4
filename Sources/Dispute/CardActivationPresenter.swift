import SwippyCore
import SwippyData

/// Activating or deactivating a card: the card (unless already chosen), then its last four digits,
/// typed in one go or a few at a time; the card is redrawn with the digits typed so far. A match asks
/// for confirmation and then switches the card; a blocked card cannot be activated.
@MainActor
final class CardActivationPresenter: DisputeScreenPresenter {
    static let title = "Activate or deactivate a card"

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
        interactor.begin(.activation, preset: presetPosition)
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
        case .digits where ["c", "clear"].contains(input.lowercased()):
            interactor.clearDigits()
        case .digits:
            interactor.enterDigits(input)
        case .confirm:
            interactor.answerChange(YesNo(input))
        case .reason, .pin, .done, .locked, .unavailable:
            view?.showNotice(MenuInput.unknownHint(input, count: 0))
        }
    }

    func goBack() -> Bool {
        interactor.stepBack()
    }
}
