/// The hop a trace line records; its word starts the line.
public enum TraceKind: String, Sendable, CaseIterable {
    /// A screen got a line of input, or the shell drew it ("draw SourcePresenter").
    case view
    /// An interactor's state changed.
    case state
    /// The navigation stack changed.
    case router
    /// The wallet was saved.
    case store
    /// The shell handled a global command (back, home, help, quit) or the session gate took the input.
    case shell

    /// The word padded to one column: "view     ", "router   ".
    var column: String {
        rawValue + String(repeating: " ", count: max(1, 9 - rawValue.count))
    }
}
