import SwippyCore
import SwippyData

/// Step 6: what happened. Success shows the reference, the new balance and the transaction;
/// failure shows why (and that no money moved).
@MainActor
final class ResultPresenter: StepPresenter {
    weak var view: (any ScreenView<StepViewModel>)?
    private let interactor: any TransferInteracting
    private let router: any TransferRouting
    private var canSave = false

    init(interactor: any TransferInteracting, router: any TransferRouting) {
        self.interactor = interactor
        self.router = router
    }

    func start() {
        if case .success = interactor.draft.value.outcome, case .newAccount = interactor.draft.value.destination { canSave = true }
        refresh()
    }

    func handle(_ input: String) {
        switch (input.lowercased(), canSave) {
        case ("1", _), ("d", _), ("done", _):
            router.navigate(.cancel)
        case ("2", true), ("s", true), ("save", true):
            switch interactor.saveNewAccountAsBeneficiary() {
            case .success(let saved):
                canSave = false
                notify("Saved \(saved.name) as a beneficiary.")
                refresh()
            case .failure(let failure):
                notify(failure.message)
            }
        default:
            notify(MenuInput.unknownHint(input, count: canSave ? 2 : 1))
        }
    }

    private func refresh() {
        var cardDue: String?
        if case .cardDue(let position) = interactor.draft.value.destination, let due = interactor.card(at: position)?.due {
            cardDue = due.state == .fullyPaid ? "Fully paid" : "\(due.money.formatted) left"
        }
        show(Self.viewModel(outcome: interactor.draft.value.outcome, cardDue: cardDue, canSave: canSave))
    }

    static func viewModel(outcome: TransferOutcome?, cardDue: String?, canSave: Bool) -> StepViewModel {
        guard case .success(let receipt)? = outcome else {
            let reason = outcome.flatMap { if case .failure(let failure) = $0 { failure.message } else { nil } }
            return StepViewModel(
                title: "\(TransferText.title) · Not sent", message: (reason ?? "The transfer did not finish.") + " No money moved.",
                choices: [["Done"]], prompt: Prompt("Choose (1)"))
        }
        var fields: [StepViewModel.Field] = [
            .init(label: "Reference", value: receipt.reference),
            .init(label: "From", value: receipt.sourceName),
            .init(label: "To", value: receipt.counterparty),
            .init(label: "Amount", value: receipt.amount.formatted),
        ]
        if receipt.fee.amount > 0 { fields.append(.init(label: "Fee", value: receipt.fee.formatted)) }
        fields.append(.init(label: "New balance", value: receipt.newBalance.formatted))
        if let cardDue { fields.append(.init(label: "Card due", value: cardDue)) }
        let debit = receipt.debit
        fields.append(.init(
            label: "Transaction",
            value: "\(SwippyDate.dayAndTime(debit.date)) · \(debit.counterparty) · -\(debit.money.formatted)"))
        if !debit.note.isEmpty { fields.append(.init(label: "Note", value: debit.note)) }
        var choices = [["Done"]]
        if canSave { choices.append(["Save \(receipt.counterparty) as a beneficiary"]) }
        return StepViewModel(
            title: "\(TransferText.title) · Sent", fields: fields,
            message: "Sent \(receipt.amount.formatted) to \(receipt.counterparty).", choices: choices,
            prompt: Prompt.choice("Choose", count: canSave ? 2 : 1))
    }
}
