import Exchange
import SwippyCore

extension AppRouter: ExchangeListener {
    /// The Exchange hub, wired to this router.
    func buildExchange() -> any Screen {
        Trace.built(ExchangeBuilder(dependency: component.exchange)) { $0.build(listener: self, navigator: navigator) }
    }

    /// The base is saved per user; home recomputes its total when it reappears, so nothing else is needed.
    func exchangeDidChangeBase(to code: String) {
        Trace.listener()
    }
}
