import SwippyCore
import SwippyData

/// Blocking (hotlisting) a lost, stolen or damaged card: the card (unless already chosen), a reason,
/// then the transaction PIN. It cannot be undone.
@MainActor
final class BlockCardPresenter: DisputeScreenPresenter {
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
}
