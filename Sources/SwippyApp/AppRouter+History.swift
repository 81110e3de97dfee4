import History
import SwippyCore
import SwippyData

extension AppRouter: HistoryListener {
    /// The History list, wired to this router.
    func buildHistory() -> any Screen {
        HistoryBuilder(dependency: component.history).build(listener: self, navigator: navigator)
    }

    /// Repeat: Transfer, prefilled from the transaction; the user still confirms with the transaction PIN.
    func historyDidRequestRepeat(of transaction: Transaction) {
        component.notices.post("Repeat is not available for this transaction yet.")
    }

    /// Dispute: Dispute's own raise flow.
    func historyDidRequestDispute(of transaction: Transaction) {
        component.notices.post("Disputes are raised from Disputes and support (dispute).")
    }
}
