import SwippyCore
import SwippyData

/// Step 6: what happened. Success shows the reference, the new balance and the transaction;
/// failure shows why (and that no money moved).
@MainActor
final class ResultPresenter: TransferStepPresenting {
    weak var view: (any ScreenView<StepViewModel>)?
    private let interactor: any TransferInteracting
    private let router: any TransferRouting
    private var observation: ObservationToken?

    init(interactor: any TransferInteracting, router: any TransferRouting) {
        self.interactor = interactor
        self.router = router
    }

    func start() {
        observation = interactor.state.observe { [weak self] state in
            self?.view?.display(Self.viewModel(for: state))
        }
    }

    func handle(_ input: String) {
        let canSave = interactor.state.value.canSaveBeneficiary
        switch (input.lowercased(), canSave) {
        case ("1", _), ("d", _), ("done", _):
            router.navigate(to: .origin)
        case ("2", true), ("s", true), ("save", true):
            interactor.saveBeneficiary()
        default:
            view?.showNotice(MenuInput.unknownHint(input, count: canSave ? 2 : 1))
        }
    }

    static func viewModel(for state: TransferState) -> StepViewModel {
        guard case .sent(let receipt)? = state.outcome else {
            var reason: String?
            if case .refused(let failure)? = state.outcome { reason = failure.message }
            return StepViewModel(
                title: "\(TransferText.title) · Not sent", message: (reason ?? "The transfer did not finish.") + " No money moved.",
                choices: [["Done"]], prompt: Prompt("Choose (1)"), notice: state.notice)
        }
        var fields: [StepViewModel.Field] = [
            .init(label: "Reference", value: receipt.reference),
            .init(label: "From", value: receipt.sourceName),
            .init(label: "To", value: receipt.counterparty),
            .init(label: "Amount", value: receipt.amount.formatted),
        ]
        if receipt.fee.amount > 0 { fields.append(.init(label: "Fee", value: receipt.fee.formatted)) }
        fields.append(.init(label: "New balance", value: receipt.newBalance.formatted))
        if case .cardDue? = state.payee, let due = state.card?.due {
            fields.append(.init(label: "Card due", value: due.state == .fullyPaid ? "Fully paid" : "\(due.money.formatted) left"))
        }
        let debit = receipt.debit
        fields.append(.init(
            label: "Transaction",
            value: "\(SwippyDate.dayAndTime(debit.date)) · \(debit.counterparty) · -\(debit.money.formatted)"))
        if !debit.note.isEmpty { fields.append(.init(label: "Note", value: debit.note)) }
        var choices = [["Done"]]
        if state.canSaveBeneficiary { choices.append(["Save \(receipt.counterparty) as a beneficiary"]) }
        return StepViewModel(
            title: "\(TransferText.title) · Sent", fields: fields,
            message: "Sent \(receipt.amount.formatted) to \(receipt.counterparty).", choices: choices,
            prompt: Prompt.choice("Choose", count: choices.count), notice: state.notice)
    }
}
