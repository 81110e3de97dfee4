import SwippyCore
import SwippyData

/// The add-card screen: binds the flow's state and forwards each input to one intent; Enter on the result, or
/// `b` on the first question, ends the flow (the module goes back to the list).
@MainActor
final class AddCardPresenter: ModulePresenter {
    weak var view: (any ScreenView<AddCardViewModel>)?
    private let interactor: any AddCardInteracting
    private var observation: ObservationToken?

    init(interactor: any AddCardInteracting) {
        self.interactor = interactor
    }

    func start() {
        observation = interactor.state.observe { [weak self] state in
            self?.view?.display(Self.viewModel(for: state))
        }
    }

    func goBack() -> Bool {
        interactor.back()
    }

    func handle(_ input: String) {
        let state = interactor.state.value
        switch state.step {
        case .bank:
            guard let index = MenuInput.choice(input, count: state.banks.count) else {
                view?.showNotice(MenuInput.unknownHint(input, count: state.banks.count))
                return
            }
            interactor.chooseBank(at: index)
        case .confirm:
            guard let answer = YesNo(input) else { return interactor.type(input) }
            interactor.answer(answer)
        case .done:
            interactor.close()
        default:
            interactor.type(input)
        }
    }

    static func viewModel(for state: AddCardState) -> AddCardViewModel {
        var model = AddCardViewModel(
            title: "Add card · step \(min(state.step.rawValue, 4) + 1) of 5", message: "", prompt: Prompt())
        let kept = state.kept.map { " (Enter keeps \($0))" } ?? ""
        switch state.step {
        case .number:
            model.message = "The card number: 12 to 19 digits, spaces allowed. Only its last four digits are kept."
            model.prompt = Prompt("Card number" + kept)
        case .expiry:
            model.message = "The expiry date printed on the card, as MM/YY."
            model.prompt = Prompt("Expiry (MM/YY)" + kept)
        case .holder:
            model.message = "The name as printed on the card."
            model.prompt = Prompt("Name on card" + kept)
        case .bank:
            model.message = "Which bank issued the card?"
            model.menu = state.banks.map { Block.MenuItem($0) }
            model.prompt = Prompt.choice("Choose a bank", count: state.banks.count)
        case .confirm:
            model.message = "Add this card?"
            model.fields = [
                Block.Field("Network", state.number?.knownNetwork ?? "Unknown network", keep: true),
                Block.Field("Number", state.number?.masked ?? "", keep: true),
                Block.Field("Expires", state.expiry?.text ?? "", keep: true),
                Block.Field("Name", state.holder ?? ""), Block.Field("Bank", state.bank ?? ""),
            ]
            model.prompt = Prompt.confirm("Confirm?")
        case .done:
            model.title = "Add card"
            if let card = state.saved {
                let expiry = card.expiry.map { ", expiring \($0.text)" } ?? ""
                model.message = "Added \(card.label)\(expiry). It is in your card list now."
            } else {
                model.message = "No card was added."
            }
            model.prompt = Prompt.back
        }
        model.notice = state.notice
        return model
    }
}
