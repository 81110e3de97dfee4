import Foundation
import SwippyCore
import SwippyData

/// Step 6: what happened. Success shows the reference, the new balance and the transaction;
/// failure shows why (and that no money moved).
@MainActor
final class ResultPresenter: ModulePresenter {
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

    func handle(_ input: String) {
        if interactor.state.value.bankDidNotAnswer {
            switch input.lowercased() {
            case "1", "t", "try again": return interactor.tryAgain()
            case "2", "d", "done": return interactor.finish()
            default: return view?.showNotice(MenuInput.unknownHint(input, count: 2)) ?? ()
            }
        }
        let canSave = interactor.state.value.canSaveBeneficiary
        switch (input.lowercased(), canSave) {
        case ("1", _), ("d", _), ("done", _):
            interactor.finish()
        case ("2", true), ("s", true), ("save", true):
            interactor.saveBeneficiary()
        default:
            view?.showNotice(MenuInput.unknownHint(input, count: canSave ? 2 : 1))
        }
    }

    static func viewModel(for state: TransferState) -> TransferViewModel {
        if state.bankDidNotAnswer {
            // What failed, in full: the source, the payee and the amount (with its fee), so "Try again" is clear.
            var fields = TransferText.fromField(state) + TransferText.payeeFields(state)
            fields.append(.init("Amount", TransferText.money(state.amount ?? 0, state), keep: true))
            if state.fee > 0 { fields.append(.init("Fee", TransferText.money(state.fee, state), keep: true)) }
            return TransferViewModel(
                title: "\(TransferText.title) · Network error", fields: fields,
                message: TransferFailure.bankDidNotAnswer.message + " Try again, or come back later.",
                choices: [["Try again"], ["Done"]], prompt: .option(count: 2), notice: state.notice)
        }
        guard case .sent(let receipt)? = state.outcome else {
            if case .refused(.saveOutcomeUnknown(let reason))? = state.outcome {
                return TransferViewModel(
                    title: "\(TransferText.title) · Not known if sent", message: reason, choices: [["Done"]],
                    prompt: .option(count: 1), notice: state.notice)
            }
            var reason: String?
            if case .refused(let failure)? = state.outcome { reason = failure.message }
            return TransferViewModel(
                title: "\(TransferText.title) · Not sent",
                message: (reason ?? "The transfer did not finish.") + " No money moved.",
                choices: [["Done"]], prompt: .option(count: 1), notice: state.notice)
        }
        var fields: [TransferViewModel.Field] = [
            .init("Reference", receipt.reference, keep: true),
            .init("From", receipt.sourceName),
            .init("To", receipt.counterparty),
            .init("Amount", receipt.amount.formatted, keep: true),
        ]
        if let received = receipt.received {
            fields.append(.init("They received", received.formatted, keep: true))
            // Both legs and the rate they were converted at, as the confirm screen quoted them.
            if let quote = state.quote {
                fields.append(
                    .init("Rate", "\(quote.rateText) on \(SwippyDate.day(quote.asOf, in: state.zone))", keep: true))
            }
        }
        if receipt.fee.amount > 0 { fields.append(.init("Fee", receipt.fee.formatted, keep: true)) }
        fields.append(.init("New balance", receipt.newBalance.formatted, keep: true))
        if case .cardDue? = state.payee, let due = state.card?.due {
            fields.append(
                .init("Card due", due.isPayable ? "\(due.outstandingMoney.formatted) left" : due.stateLabel, keep: true)
            )
        }
        let debit = receipt.debit
        fields.append(
            .init(
                "Transaction",
                "\(SwippyDate.dayAndTime(debit.date, in: state.zone)) · \(debit.counterparty) · "
                    + "-\(debit.money.formatted)"
            ))
        if !debit.note.isEmpty { fields.append(.init("Note", debit.note)) }
        var choices = [["Done"]]
        if state.canSaveBeneficiary { choices.append(["Save \(receipt.counterparty) as a beneficiary"]) }
        return TransferViewModel(
            title: "\(TransferText.title) · Sent", fields: fields,
            message: "Sent \(receipt.amount.formatted) to \(receipt.counterparty).", choices: choices,
            prompt: .option(count: choices.count), notice: state.notice)
    }
}
