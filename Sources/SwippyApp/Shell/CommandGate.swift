/// Sees every command before the shell dispatches it, and may take it instead.
@MainActor
protocol CommandGate: AnyObject {
    /// Returns true when `command` was handled here and must not reach the screen.
    func intercept(_ command: String) -> Bool
}
