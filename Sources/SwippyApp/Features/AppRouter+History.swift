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

    /// Dispute: Dispute's own raise flow.
    func historyDidRequestDispute(of transaction: Transaction) {
        Trace.listener()
        navigator.push(buildDisputeRaise(forTransaction: transaction.id))
    }
}
