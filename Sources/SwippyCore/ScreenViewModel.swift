/// A view model that knows how the shell should prompt for it.
public protocol ScreenViewModel: Equatable {
    /// The prompt to show below the rendered lines.
    var prompt: Prompt { get }
    /// Screen-specific help lines.
    var helpLines: [String] { get }
    /// Which of back and home work on this screen (all of them after sign-in).
    var shellCommands: ShellCommands { get }
    /// The words the screen accepts that Tab completes on a terminal; none (the default) completes nothing.
    var completionWords: [String] { get }
    /// What the flow last said; the screen shows it once, when its serial is new.
    var notice: Notice? { get set }
}

extension ScreenViewModel {
    public var helpLines: [String] { [] }
    public var shellCommands: ShellCommands { .all }
    public var completionWords: [String] { [] }
}
