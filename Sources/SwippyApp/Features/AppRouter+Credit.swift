import Credit
import SwippyCore

extension AppRouter {
    /// The credit dashboard, wired to this router's navigator.
    func buildCredit() -> any Screen {
        Trace.built(CreditBuilder(dependency: component.credit)) { $0.build(navigator: navigator) }
    }
}
