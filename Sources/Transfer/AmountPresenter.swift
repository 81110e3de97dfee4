import Foundation
import SwippyCore
import SwippyData

/// Step 3: how much (for a card: the whole due or another amount), then an optional note.
@MainActor
final class AmountPresenter: ModulePresenter {
    weak var view: (any ScreenView<TransferViewModel>)?
    private let interactor: any TransferInteracting
    private var observation: ObservationToken?

    init(interactor: any TransferInteracting) {
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
        if TransferInput.isCancel(input) { return interactor.cancel() }
        let state = interactor.state.value
        switch state.step {
        case .dueChoice:
            let choice = MenuInput.choice(input, count: 2)
            guard choice != nil || state.hasNothingDue else {
                view?.showNotice(MenuInput.unknownHint(input, count: 2))
                return
            }
            interactor.chooseDuePayment(whole: choice == 0)
        case .note:
            interactor.typeNote(input)
        default:
            interactor.typeAmount(input)
        }
    }

    static func viewModel(for state: TransferState) -> TransferViewModel {
        var fields = TransferText.fromField(state) + TransferText.payeeFields(state)
        if state.fee > 0 { fields.append(.init("Fee", TransferText.money(state.fee, state), keep: true)) }
        let title = "\(TransferText.title) · Amount"
        let due = state.due
        let onThisScreen: [TransferState.Step] = [.dueChoice, .amount, .note]
        switch onThisScreen.contains(state.step) ? state.step : state.isCardPayment ? .dueChoice : .amount {
        case .note:
            fields.append(.init("Amount", TransferText.money(state.amount ?? 0, state), keep: true))
            let prompt =
                state.note.isEmpty
                ? Prompt("Note (Enter for none)")
                : Prompt("Note (Enter keeps \"\(state.note.prefix(20))\", - for none)")
            return TransferViewModel(
                title: title, fields: fields,
                message: "Add a note for the payee, up to \(TransferInput.maxNoteLength) characters.",
                prompt: prompt, notice: state.notice)
        case .amount:
            let most =
                due.map { "at most the due, \($0.formatted)" }
                ?? state.limit.map { "at most \($0.text) per transfer" } ?? "within the per-transfer limit"
            let kept = state.amount.map { " (Enter keeps \(TransferText.money($0, state)))" } ?? ""
            let examples =
                Currency.decimalPlaces(of: state.currency) == 0
                ? "Examples: 1500, 1,500" : "Examples: 1500, 1500.50, 1,500"
            return TransferViewModel(
                title: title, fields: fields,
                message: "Type the amount in \(state.currency): more than 0, "
                    + "\(AmountInput.decimalsRule(currency: state.currency)), \(most).",
                prompt: Prompt("Amount\(kept)"), notice: state.notice, help: [examples])
        default:
            guard let due, due.amount > 0 else {
                return TransferViewModel(
                    title: title, fields: fields, message: "This card has nothing due: there is nothing to pay.",
                    prompt: Prompt.back, notice: state.notice)
            }
            return TransferViewModel(
                title: title, fields: fields, message: "How much do you want to pay?",
                choices: [["Pay the whole due (\(due.formatted))"], ["Pay another amount"]], prompt: .option(count: 2),
                notice: state.notice)
        }
    }
}
