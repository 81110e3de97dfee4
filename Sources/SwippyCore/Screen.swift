/// One screen on the navigation stack: the shell renders it, reads a line and hands the line to it.
///
/// Feature modules do not implement this directly: their Builder wraps a presenter and a pure View
/// in a `ModuleScreen`.
@MainActor
public protocol Screen: AnyObject {
    /// Changes whenever what `render` would return changes, so the shell redraws only then.
    var revision: Int { get }
    /// What the shell shows before reading the next line.
    var prompt: Prompt { get }
    /// Lines to print: title, content and numbered options. Pure: no I/O.
    func render(_ context: RenderContext) -> [String]
    /// The second View (`--ui json`): the view model the lines are drawn from, as one line of JSON.
    var viewModelJSON: String { get }
    /// Screen-specific lines shown by `help`, after the global commands.
    var helpLines: [String] { get }
    /// Which of the shell's back and home work here: the shell's help lists only those, and refuses the others
    /// with one line.
    var shellCommands: ShellCommands { get }
    /// The words this screen accepts that Tab completes on a terminal; none (the default) completes nothing.
    var completionWords: [String] { get }
    /// Handles one trimmed line of input that is not a global command.
    func handle(_ input: String)
    /// Handles `back`; returns false when the shell should pop the screen instead.
    func goBack() -> Bool
    /// One-line messages produced since the last call (a hint, a refusal, a confirmation).
    func takeNotices() -> [String]
    /// Called when another screen is pushed over this one: until `didReappear`, it draws nothing and
    /// shows no notices.
    func didDisappear()
    /// Called when the screen becomes the top of the stack again after the one above it was popped.
    func didReappear()
}

extension Screen {
    public var viewModelJSON: String { "{}" }
    public var helpLines: [String] { [] }
    public var shellCommands: ShellCommands { .all }
    public var completionWords: [String] { [] }
    public func goBack() -> Bool { false }
    public func didDisappear() {}
    public func didReappear() {}
}
