import SwippyCore
import SwippyText

/// The run loop: draws the top screen when it changed, prompts, reads one line and dispatches it.
/// Global commands (back, home, help, quit) are handled here; everything else goes to the screen.
@MainActor
final class AppShell {
    private let navigator: Navigator
    private let reader: any LineReader
    private let writer: any LineWriter
    private let context: () -> RenderContext
    private let notices: NoticeBoard
    private weak var gate: (any CommandGate)?
    private var drawn: (navigation: Int, revision: Int, part: Int)?
    /// The screen last drawn in place when it is taller than the window, and where its shown part starts.
    private var tall: TallScreen?
    private var part = 0
    /// On a terminal each screen is drawn in place: the window is cleared before it, and the lines an input
    /// produced (a refusal, "Saved.") wait to be shown under the screen that follows, so the clear never
    /// wipes them. Piped output stays a plain sequence of screens, each line where it was said.
    private let drawsInPlace: Bool
    private var waiting: [String] = []
    /// `--ui json`: every screen, notice, help and prompt is one JSON object per line (`JSONView`).
    private let interface: UserInterface

    init(
        navigator: Navigator, reader: any LineReader, writer: any LineWriter, notices: NoticeBoard,
        gate: (any CommandGate)? = nil, drawsInPlace: Bool = false, interface: UserInterface = .text,
        context: @escaping () -> RenderContext
    ) {
        self.gate = gate
        self.interface = interface
        self.drawsInPlace = drawsInPlace && interface == .text
        self.navigator = navigator
        self.reader = reader
        self.writer = writer
        self.notices = notices
        self.context = context
    }

    /// Runs until quit, end of input, or a fatal error; returns how the app should exit.
    func run() -> AppExit? {
        while let screen = navigator.top {
            drawIfChanged(screen)
            say(waiting)
            waiting = []
            if interface == .json {
                writeJSON(JSONView.prompt(screen))
            } else {
                writer.write(SafeText.clean(screen.prompt.text) + " > ")
            }
            writer.flush()
            let read = reader.readLine(
                secret: screen.prompt.isSecret, completions: screen.completionWords,
                idleSeconds: gate?.secondsUntilTimeout)
            switch read {
            case .endOfInput:
                Trace.record(.shell, "end of input")
                if interface == .text { writer.write("\n") }
                return nil
            case .idle:
                // The time ran out while waiting: the gate locks the session now, not at the next key.
                Trace.record(.shell, "no input in time")
                if interface == .text { writer.write("\n") }
                gate?.inputTimedOut()
            case .line(let line):
                let command = Self.clean(line)
                if Self.quitWords.contains(command.lowercased()) {
                    Trace.record(.shell, "quit")
                    return nil
                }
                // The gate (session expiry, home words) sees every command first and may take it instead.
                if gate?.intercept(command) == true {
                    Trace.record(.shell, "the gate took the input")
                } else if command.isEmpty, let tall {
                    // Enter on a screen taller than the window shows its next part.
                    part = tall.next(after: part) ?? 0
                } else {
                    dispatch(command, on: screen)
                }
            }
            // Notices carry names and notes from files: they reach the terminal only through SafeText.
            let said = (screen.takeNotices() + notices.take()).map { SafeText.clean($0, limit: Self.noticeLimit) }
            if drawsInPlace { waiting += said } else { say(said) }
            if let fatal = notices.fatal {
                // The flow's own words about the failure (its result screen) come before the exit.
                if let top = navigator.top { drawIfChanged(top) }
                say(waiting)
                return fatal
            }
        }
        return nil
    }

    /// Longer than a screen line: a notice is one sentence, but may name a payee and a note.
    static let noticeLimit = 1_000

    static let quitWords: Set<String> = ["q", "quit", "exit"]

    private func dispatch(_ command: String, on screen: any Screen) {
        switch command.lowercased() {
        case "h" where !screen.shellCommands.contains(.home), "home" where !screen.shellCommands.contains(.home):
            notices.post(Self.noHome)
        case "b" where !screen.shellCommands.contains(.back), "back" where !screen.shellCommands.contains(.back):
            // The screen may say why in its own words (the sign-in menu does); otherwise one line here.
            if !screen.goBack() { notices.post(Self.noBack) }
        case "h", "home":
            Trace.record(.shell, "home")
            if navigator.isAtRoot { drawn = nil } else { navigator.popToRoot() }
        case "b", "back":
            Trace.record(.shell, "back")
            if screen.goBack() { return }
            if navigator.isAtRoot {
                notices.post("You are on the home menu. Type q to quit.")
            } else {
                navigator.pop()
            }
        case "?", "help":
            Trace.record(.shell, "help")
            let lines =
                Self.help(for: screen.shellCommands)
                + (screen.helpLines.isEmpty ? [] : [""] + screen.helpLines.map { "  " + $0 })
            if interface == .json {
                writeJSON(JSONView.help(lines))
            } else {
                show(HelpText.fitted(lines, context()))
            }
        default:
            screen.handle(command)
        }
    }

    private func drawIfChanged(_ screen: any Screen) {
        let same = drawn.map { $0.navigation == navigator.changeCount && $0.revision == screen.revision } ?? false
        if same, drawn?.part == part { return }
        if !same { part = 0 }
        drawn = (navigator.changeCount, screen.revision, part)
        Trace.record(.view, "draw \(Trace.name(of: screen))")
        if interface == .json {
            writeJSON(JSONView.screen(screen))
        } else if drawsInPlace {
            writer.write(Self.clearWindow)
            let context = context()
            let lines = screen.render(context)
            tall = TallScreen(lines: lines, height: context.height)
            show(tall?.part(from: part) ?? lines)
        } else {
            show([""] + screen.render(context()))
        }
    }

    /// Cursor to the top left, then erase the window: the next screen is drawn in place of the last.
    nonisolated static let clearWindow = "\u{1B}[H\u{1B}[2J"

    /// One-line messages: as lines of text, or one JSON object each. On a terminal each is wrapped at word
    /// boundaries to the width (the terminal would break it mid-word); piped, each stays one line for a script.
    private func say(_ notices: [String]) {
        guard interface == .json else {
            guard drawsInPlace else { return show(notices) }
            let context = context()
            return show(
                notices.flatMap { notice in
                    let lead = notice.prefix { $0 == " " }.count
                    return TextLayout.wrap(String(notice.dropFirst(lead)), indent: lead, context)
                })
        }
        for notice in notices { writeJSON(JSONView.notice(notice)) }
    }

    /// One JSON object and its newline. Where the terminal is not UTF-8 every character beyond ASCII is written
    /// as its JSON escape, so the text a program parses is exact (the writer folds the rest of the app to ASCII).
    private func writeJSON(_ object: String) {
        writer.write((context().ascii ? JSONView.asciiEscaped(object) : object) + "\n")
    }

    private func show(_ lines: [String]) {
        guard !lines.isEmpty else { return }
        writer.write(lines.joined(separator: "\n") + "\n")
    }

    /// Trims spaces and control characters (a pasted "\r", a stray escape) from a typed line.
    static func clean(_ line: String) -> String {
        String(
            String.UnicodeScalarView(
                line.unicodeScalars.filter { !$0.properties.isWhitespace || $0 == " " }
                    .filter { $0.value >= 0x20 && $0.value != 0x7F })
        )
        .trimmingCharacters(in: .whitespaces)
    }

    /// The global help of a screen: only the commands that work on it.
    static func help(for commands: ShellCommands) -> [String] {
        globalHelp.filter { line in
            if line.hasPrefix("  b, back") { return commands.contains(.back) }
            if line.hasPrefix("  h, home") { return commands.contains(.home) }
            return true
        }
    }

    /// Typed h where there is no home menu (before sign-in).
    static let noHome = "There is no home menu before you sign in. Type ? for what works here."
    /// Typed b where there is nothing to go back to (the sign-in menu).
    static let noBack = "There is nothing to go back to here. Type ? for what works here."

    static let globalHelp = [
        "Commands anywhere:",
        "  a number   choose that option",
        "  b, back    go back one screen",
        "  h, home    go to the home menu",
        "  ?, help    show this help",
        "  q, quit    quit Swippy",
    ]
}
