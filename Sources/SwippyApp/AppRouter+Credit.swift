import Credit
import SwippyCore

extension AppRouter {
    /// The credit dashboard, wired to this router's navigator.
    func buildCredit() -> any Screen {
        CreditBuilder(dependency: component.credit).build(navigator: navigator)
    }
}
