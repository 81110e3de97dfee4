import Foundation
import SwippyCore

/// The line editor on a real terminal: raw mode while a line is read, bytes from read(2) through a
/// `KeyDecoder`, each key applied to a `LineEditorState`, and the row redrawn as
/// `\r` + prompt + text + `ESC[K`, then the cursor placed. Keeps this session's history (never
/// secrets) and keys typed ahead of the next prompt.
@MainActor
final class LineEditorTerminal {
    private var decoder = KeyDecoder()
    private var typedAhead: [LineEditorKey] = []
    private var history = LineEditorHistory()
    private let columns: () -> Int
    /// Only ASCII may be drawn: a prompt cut short starts with "...".
    private let ascii: Bool
    private let output: (String) -> Void

    /// How long the rest of an escape sequence may take to arrive before the part read is swallowed.
    static let sequenceWaitMilliseconds: Int32 = 80

    init(columns: @escaping () -> Int, ascii: Bool = false, output: @escaping (String) -> Void) {
        self.columns = columns
        self.ascii = ascii
        self.output = output
    }

    /// Reads one line after drawing `prompt`; nil at end of input. A secret is not shown and not kept, and
    /// completes nothing; otherwise Tab completes from `completions` (the words the screen on top accepts).
    func readLine(prompt: String, secret: Bool, completions: [String] = []) -> String? {
        if case .line(let line) = readLine(prompt: prompt, secret: secret, completions: completions, idleSeconds: nil) {
            return line
        }
        return nil
    }

    /// Reads one line as above, or gives up (`.idle`) when `idleSeconds` pass without a key, the text typed so far
    /// dropped (it was left for that long).
    func readLine(prompt: String, secret: Bool, completions: [String], idleSeconds: Double?) -> LineRead {
        guard TerminalMode.enterRaw() else {
            output(prompt)
            return Swift.readLine(strippingNewline: true).map(LineRead.line) ?? .endOfInput
        }
        defer { TerminalMode.restore() }
        var state = LineEditorState(history: secret ? [] : history.entries, completions: secret ? [] : completions)
        draw(prompt, state, echo: !secret)
        let deadline = idleSeconds.map { ContinuousClock.now + .milliseconds(Int(($0 * 1000).rounded(.up))) }
        while true {
            if let deadline, typedAhead.isEmpty, !decoder.isWaiting, !Self.inputArrives(before: deadline) {
                return .idle
            }
            guard let key = nextKey() else { break }
            switch state.apply(key) {
            case .redraw:
                // A secret's row never changes: redrawing it would only tell how many keys were typed.
                if !secret { draw(prompt, state, echo: true) }
            case .unchanged:
                break
            case .bell:
                output("\u{07}")
            case .candidates(let words):
                output("\r\n" + words.joined(separator: "  ") + "\r\n")
                draw(prompt, state, echo: !secret)
            case .submit(let line):
                var end = state
                _ = end.apply(.end)
                draw(prompt, end, echo: !secret)
                output("\r\n")
                if !secret { history.add(line) }
                return .line(line)
            case .endOfInput:
                return .endOfInput
            case .interrupt:
                InterruptHandler.interrupt()
            }
        }
        return .endOfInput
    }

    private func draw(_ prompt: String, _ state: LineEditorState, echo: Bool) {
        let display = LineEditorDisplay(
            prompt: prompt, state: state, width: columns(), echo: echo, ellipsis: ascii ? "..." : "…")
        let cursor = display.cursorColumn > 0 ? "\u{1B}[\(display.cursorColumn)C" : ""
        output("\r" + display.row + "\u{1B}[K\r" + cursor)
    }

    /// The next key: typed ahead, or read from standard input; nil when the terminal is gone.
    private func nextKey() -> LineEditorKey? {
        var buffer = [UInt8](repeating: 0, count: 256)
        while typedAhead.isEmpty {
            if decoder.isWaiting, !Self.inputArrives(within: Self.sequenceWaitMilliseconds) {
                typedAhead += decoder.finish()
                continue
            }
            let count = read(STDIN_FILENO, &buffer, buffer.count)
            if count > 0 {
                typedAhead += decoder.decode(buffer[0..<count])
            } else if count < 0, errno == EINTR || errno == EAGAIN {
                continue
            } else {
                return nil
            }
        }
        return typedAhead.removeFirst()
    }

    /// True when a key arrives before `deadline` (polled a minute at a time, so a long wait cannot overflow).
    private static func inputArrives(before deadline: ContinuousClock.Instant) -> Bool {
        while true {
            let left = ContinuousClock.now.duration(to: deadline)
            guard left > .zero else { return false }
            let milliseconds = min(
                left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000, 60_000)
            if inputArrives(within: Int32(max(1, milliseconds))) { return true }
        }
    }

    private static func inputArrives(within milliseconds: Int32) -> Bool {
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, milliseconds) > 0
    }
}
