import SwippyCore

/// Decides where a step leads: a chosen item pops the screen and goes to the host.
/// Holds the navigator and the listener weakly: the module never keeps its host alive.
@MainActor
final class ExchangeRouter: ExchangeRouting {
    private weak var navigator: (any ScreenNavigating)?
    private weak var listener: (any ExchangeListener)?

    init(navigator: any ScreenNavigating, listener: any ExchangeListener) {
        self.navigator = navigator
        self.listener = listener
    }

    func navigate(to destination: ExchangeDestination) {
        switch destination {
        case .step(.choosing):
            break
        case .step(.chosen(let item)):
            navigator?.pop()
            listener?.exchangeDidChoose(item)
        }
    }
}
