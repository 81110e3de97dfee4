import Foundation
import SwippyText

/// Standard input and output of a real process. When both are terminals (and TERM is not "dumb"),
/// lines are read with the line editor, and the text written after the last newline (the prompt) is
/// held back for the editor to draw; otherwise lines are read as they come, as from a pipe. When the locale
/// is not UTF-8 everything written is folded to ASCII (`ASCIIFold`), the editor's row too.
@MainActor
final class StandardIO: LineReader, LineWriter {
    private let editor: LineEditorTerminal?
    private var unfinishedLine = ""

    /// `columns` is the terminal's width when the editor draws.
    init(useEditor: Bool = StandardIO.bothAreTerminals(), columns: @escaping () -> Int = { 80 }) {
        editor =
            useEditor ? LineEditorTerminal(columns: columns, ascii: TerminalFacts.asciiOnly, output: Self.emit) : nil
    }

    /// True when standard input and output are both terminals and TERM is not "dumb".
    nonisolated static func bothAreTerminals(environment: [String: String] = ProcessInfo.processInfo.environment)
        -> Bool
    {
        isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 && environment["TERM"] != "dumb"
    }

    func readLine(secret: Bool) -> String? {
        readLine(secret: secret, completions: [])
    }

    func readLine(secret: Bool, completions: [String]) -> String? {
        if case .line(let line) = readLine(secret: secret, completions: completions, idleSeconds: nil) { return line }
        return nil
    }

    /// Only the line editor can wait for a key with a time limit; piped input waits for ever.
    func readLine(secret: Bool, completions: [String], idleSeconds: Double?) -> LineRead {
        if let editor {
            let prompt = unfinishedLine
            unfinishedLine = ""
            return editor.readLine(prompt: prompt, secret: secret, completions: completions, idleSeconds: idleSeconds)
        }
        return plainLine(secret: secret).map(LineRead.line) ?? .endOfInput
    }

    private func plainLine(secret: Bool) -> String? {
        guard secret, isatty(STDIN_FILENO) == 1, TerminalMode.enterSilent() else {
            return Swift.readLine(strippingNewline: true)
        }
        defer {
            TerminalMode.restore()
            write("\n")
        }
        return Swift.readLine(strippingNewline: true)
    }

    func write(_ text: String) {
        let text = TerminalFacts.asciiOnly ? ASCIIFold.fold(text) : text
        guard editor != nil else { return print(text, terminator: "") }
        let all = unfinishedLine + text
        guard let lastNewline = all.lastIndex(of: "\n") else {
            unfinishedLine = all
            return
        }
        print(all[...lastNewline], terminator: "")
        unfinishedLine = String(all[all.index(after: lastNewline)...])
    }

    func flush() {
        fflush(nil)
    }

    private static func emit(_ text: String) {
        print(TerminalFacts.asciiOnly ? ASCIIFold.fold(text) : text, terminator: "")
        fflush(nil)
    }
}
