/// The presenter side of a screen: it receives input and lifecycle events.
@MainActor
public protocol ScreenPresenter: AnyObject {
    /// Called once when the screen is built: binds to the interactor's state, then starts loading.
    func start()
    /// Handles one line of input that is not a global command.
    func handle(_ input: String)
    /// Handles `back`; returns false to let the host pop the screen.
    func goBack() -> Bool
    /// Called when the screen is on top again after a child was popped.
    func didReappear()
}

extension ScreenPresenter {
    public func goBack() -> Bool { false }
    public func didReappear() {}
}
