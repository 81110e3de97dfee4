import SwippyCore
import SwippyData

/// Activating or deactivating a card: the card (unless already chosen), then its last four digits,
/// typed in one go or a few at a time; the card is redrawn with the digits typed so far. A match asks
/// for confirmation and then switches the card; a blocked card cannot be activated.
@MainActor
final class CardActivationPresenter: DisputeScreenPresenter {
    enum Step: Equatable { case card, digits, confirm, done, unavailable(String) }

    weak var view: (any ScreenView<DisputeViewModel>)?
    private let interactor: any CardServicesInteracting
    private let router: any DisputeRouting
    private let presetPosition: Int?
    private(set) var step = Step.card
    private(set) var cards: [WalletCard] = []
    private(set) var card: WalletCard?
    private(set) var typed = ""

    init(position: Int?, interactor: any CardServicesInteracting, router: any DisputeRouting) {
        self.presetPosition = position
        self.interactor = interactor
        self.router = router
    }

    func start() {
        switch CardChoice.start(preset: presetPosition, interactor: interactor, refusal: interactor.activationRefusal) {
        case .list(let found): cards = found
        case .chosen(let found):
            card = found
            step = .digits
        case .unavailable(let message): step = .unavailable(message)
        }
        refresh()
    }

    func handle(_ input: String) {
        switch step {
        case .card: chooseCard(input)
        case .digits: enterDigits(input)
        case .confirm: confirm(input)
        case .done, .unavailable: view?.showNotice(MenuInput.unknownHint(input, count: 0))
        }
    }

    func goBack() -> Bool {
        switch step {
        case .confirm:
            step = .digits
            typed = ""
        case .digits where presetPosition == nil:
            step = .card
            typed = ""
        default:
            return false
        }
        refresh()
        return true
    }

    private func chooseCard(_ input: String) {
        switch CardChoice.pick(input, from: cards, refusal: interactor.activationRefusal) {
        case .failure(let error):
            view?.showNotice(error.message)
        case .success(let chosen):
            card = chosen
        typed = ""
            step = .digits
            refresh()
        }
    }

    private func enterDigits(_ input: String) {
        guard let card else { return }
        if ["c", "clear"].contains(input.lowercased()) {
            typed = ""
            return refresh()
        }
        switch interactor.appendDigits(input, to: typed) {
        case .failure(let error):
            view?.showNotice(error.message)
        case .success(let digits) where digits.count < 4:
            typed = digits
        case .success(let digits):
            if interactor.matchesLastFour(digits, of: card) {
                typed = digits
                step = .confirm
            } else {
                typed = ""
                view?.showNotice("\(digits) does not match the last 4 digits of this card. Try again.")
            }
        }
        refresh()
    }

    private func confirm(_ input: String) {
        guard let card else { return }
        switch input.lowercased() {
        case "y", "yes":
            switch interactor.toggleActivation(card) {
            case .success(let changed):
                self.card = changed
                step = .done
                view?.showNotice("\(changed.card.title) is now \(changed.card.effectiveStatus.label.lowercased()).")
            case .failure(let error):
                view?.showNotice(error.message)
            }
            refresh()
        case "n", "no":
            step = .digits
            typed = ""
            refresh()
            view?.showNotice("Nothing changed.")
        default:
            view?.showNotice("Type y to confirm or n to leave the card as it is.")
        }
    }

    private func refresh() {
        view?.display(viewModel())
    }
}
