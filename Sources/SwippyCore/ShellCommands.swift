/// Which of the shell's own screen commands a screen accepts (`?` and `q` always work). Before sign-in there
/// is no home menu, and the sign-in menu has nothing to go back to: such a screen leaves them out, so its `?`
/// does not list them and typing them gets one line saying why, never a silent no-op.
public struct ShellCommands: OptionSet, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// `b`, `back`: go back one screen (or one step).
    public static let back = ShellCommands(rawValue: 1)
    /// `h`, `home`: go to the home menu.
    public static let home = ShellCommands(rawValue: 2)
    /// What a screen after sign-in accepts.
    public static let all: ShellCommands = [.back, .home]
}
