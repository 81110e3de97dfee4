import Exchange
import SwippyCore

extension AppRouter: ExchangeListener {
    /// The Exchange hub, wired to this router.
    func buildExchange() -> any Screen {
        ExchangeBuilder(dependency: component.exchange).build(listener: self, navigator: navigator)
    }

    /// The base is saved per user; home recomputes its total when it reappears, so nothing else is needed.
    func exchangeDidChangeBase(to code: String) {}
}
