/// Sees every command before the shell dispatches it, and may take it instead.
@MainActor
protocol CommandGate: AnyObject {
    /// Returns true when `command` was handled here and must not reach the screen.
    func intercept(_ command: String) -> Bool
    /// How long the shell may wait for a key before it calls `inputTimedOut()`; nil to wait for ever.
    var secondsUntilTimeout: Double? { get }
    /// No key came within `secondsUntilTimeout`.
    func inputTimedOut()
}
