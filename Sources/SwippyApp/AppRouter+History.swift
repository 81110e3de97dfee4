import Dispute
import History
import SwippyCore
import SwippyData
import Transfer

extension AppRouter: HistoryListener {
    /// The History list, wired to this router.
    func buildHistory() -> any Screen {
        HistoryBuilder(dependency: component.history).build(listener: self, navigator: navigator)
    }

    /// Repeat: Transfer, prefilled from the transaction; the user still confirms with the transaction PIN.
    func historyDidRequestRepeat(of transaction: Transaction) {
        switch component.historyRepeat.transferPrefill(repeating: transaction) {
        case .failure(let refusal):
            component.notices.post(refusal.reason)
        case .success(let prefill):
            navigator.push(
                TransferBuilder(dependency: component.transfer).build(
                    navigator: navigator, origin: navigator.top, prefill: prefill))
        }
    }

    /// A quick transfer from home: Transfer prefilled like a repeat, starting on the amount.
    func homeDidChooseQuickTransfer(_ prefill: TransferPrefill) {
        navigator.push(
            TransferBuilder(dependency: component.transfer).build(
                navigator: navigator, origin: navigator.top, prefill: prefill))
    }

    /// Dispute: Dispute's own raise flow.
    func historyDidRequestDispute(of transaction: Transaction) {
        navigator.push(
            DisputeBuilder(dependency: component.dispute).buildRaise(
                forTransaction: transaction.id, navigator: navigator))
    }
}
