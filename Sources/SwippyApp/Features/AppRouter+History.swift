import Dispute
import History
import SwippyCore
import SwippyData

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
            navigator.push(buildTransfer(prefill: prefill))
        }
    }

    /// A quick transfer from home: Transfer prefilled like a repeat, starting on the amount.
    func homeDidChooseQuickTransfer(_ prefill: TransferPrefill) {
        Trace.listener()
        navigator.push(buildTransfer(prefill: prefill))
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
