import Dispute
import History
import SwippyCore
import SwippyData
import Transfer

extension AppRouter: HistoryListener {
    /// The History list, wired to this router.
    func buildHistory() -> any Screen {
        Trace.built(HistoryBuilder(dependency: component.history)) { $0.build(listener: self, navigator: navigator) }
    }

    /// Repeat: Transfer, prefilled from the transaction; the user still confirms with the transaction PIN.
    func historyDidRequestRepeat(of transaction: Transaction) {
        Trace.listener()
        switch component.historyRepeat.transferPrefill(repeating: transaction) {
        case .failure(let refusal):
            component.notices.post(refusal.reason)
        case .success(let prefill):
            navigator.push(
                Trace.built(TransferBuilder(dependency: component.transfer)) {
                    $0.build(
                        navigator: navigator, origin: navigator.top, prefill: prefill)
                })
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
        Trace.listener()
        navigator.push(
            Trace.built(DisputeBuilder(dependency: component.dispute)) {
                $0.buildRaise(
                    forTransaction: transaction.id, navigator: navigator)
            })
    }
}
