import SwippyCore
import SwippyData

/// Blocking (hotlisting) a lost, stolen or damaged card: the card (unless already chosen), a reason,
/// then the transaction PIN. It cannot be undone.
@MainActor
final class BlockCardPresenter: DisputeScreenPresenter {
    enum Step: Equatable { case card, reason, pin, done, locked, unavailable(String) }

    weak var view: (any ScreenView<DisputeViewModel>)?
    private let interactor: any CardServicesInteracting
    private let router: any DisputeRouting
    private let presetPosition: Int?
    private(set) var step = Step.card
    private(set) var cards: [WalletCard] = []
    private(set) var card: WalletCard?
    private(set) var reason: BlockReason?

    init(position: Int?, interactor: any CardServicesInteracting, router: any DisputeRouting) {
        self.presetPosition = position
        self.interactor = interactor
        self.router = router
    }

    func start() {
        switch CardChoice.start(preset: presetPosition, interactor: interactor, refusal: interactor.blockRefusal) {
        case .list(let found): cards = found
        case .chosen(let found):
            card = found
            step = .reason
        case .unavailable(let message): step = .unavailable(message)
        }
        refresh()
    }

    func handle(_ input: String) {
        switch step {
        case .card: chooseCard(input)
        case .reason: chooseReason(input)
        case .pin: confirm(pin: input)
        case .done, .locked, .unavailable: view?.showNotice(MenuInput.unknownHint(input, count: 0))
        }
    }

    func goBack() -> Bool {
        switch step {
        case .reason where presetPosition == nil: step = .card
        case .pin: step = .reason
        default: return false
        }
        refresh()
        return true
    }

    private func chooseCard(_ input: String) {
        switch CardChoice.pick(input, from: cards, refusal: interactor.blockRefusal) {
        case .failure(let error):
            view?.showNotice(error.message)
        case .success(let chosen):
            card = chosen
            step = .reason
            refresh()
        }
    }

    private func chooseReason(_ input: String) {
        guard let index = MenuInput.choice(input, count: BlockReason.allCases.count) else {
            view?.showNotice(MenuInput.unknownHint(input, count: BlockReason.allCases.count))
            return
        }
        reason = BlockReason.allCases[index]
        step = .pin
        refresh()
    }

    private func confirm(pin: String) {
        guard let card, let reason else { return }
        switch interactor.block(card, reason: reason, pin: pin) {
        case .blocked(let blocked):
            self.card = blocked
            step = .done
            view?.showNotice("\(blocked.card.title) is blocked.")
        case .wrongPIN(let left):
            view?.showNotice(left == 1 ? "Wrong transaction PIN. 1 try left." : "Wrong transaction PIN. \(left) tries left.")
        case .locked:
            step = .locked
            view?.showNotice("Too many wrong transaction PINs: the card was not blocked.")
        case .refused(let error):
            view?.showNotice(error.message)
        }
        refresh()
    }

    private func refresh() {
        view?.display(viewModel())
    }
}
