import SwippyCore

/// Pushes each Exchange screen over the hub; a chosen base goes back to the hub and tells the host.
/// Holds the navigator and the listener weakly: the module never keeps its host alive.
@MainActor
final class ExchangeRouter: ExchangeRouting {
    private weak var navigator: (any ScreenNavigating)?
    private weak var listener: (any ExchangeListener)?
    /// Builds the screen of a step (set by the builder, which owns the interactor).
    var makeScreen: ((ExchangeState.Step) -> (any Screen)?)?

    init(navigator: any ScreenNavigating, listener: any ExchangeListener) {
        self.navigator = navigator
        self.listener = listener
    }

    func navigate(to destination: ExchangeDestination) {
        switch destination {
        case .step(let step):
            if let screen = makeScreen?(step) { navigator?.push(screen) }
        case .baseChosen(let code):
            navigator?.pop()
            listener?.exchangeDidChangeBase(to: code)
        }
    }
}
