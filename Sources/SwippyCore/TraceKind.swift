/// The hop a trace line records; its word starts the line.
public enum TraceKind: String, Sendable, CaseIterable {
    /// A screen's presenter got a line of input, or the shell drew the screen ("draw Transfer.SourcePresenter").
    case view
    /// An interactor's intent began (the one `state.update` it makes).
    case intent
    /// A data adapter read the wallet or changed it for a module's repository.
    case data
    /// An interactor's state changed, and how many observers were told.
    case state
    /// A module's router was asked to navigate, with its destination.
    case router
    /// The navigation stack changed: root, push, pop, replace.
    case navigator
    /// A Builder assembled a module and handed out its first screen.
    case build
    /// A screen, with its presenter, or an interactor's state was deallocated.
    case release
    /// A module told its host (a listener protocol, across modules).
    case listener
    /// The wallet was saved, or kept in memory under `--ephemeral`.
    case store
    /// The shell handled a global command (back, home, help, quit) or the session gate took the input.
    case shell

    /// The word padded to one column: "view     ", "navigator ".
    var column: String {
        rawValue + String(repeating: " ", count: max(1, 9 - rawValue.count))
    }
}
