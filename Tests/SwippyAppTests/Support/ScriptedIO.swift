import Foundation

@testable import SwippyApp

/// A reader and writer for running the app in-process: each answer is computed from everything
/// printed so far (so a script can read a code from the SMS line), and may move a clock first.
@MainActor
final class ScriptedIO: LineReader, LineWriter {
    /// One scripted answer: given the output so far, the line to type (nil ends input).
    typealias Step = (String) -> String?

    private var steps: [Step]
    private(set) var output = ""
    private(set) var secretReads = 0

    init(_ steps: [Step]) {
        self.steps = steps
    }

    /// Answers that are fixed lines.
    convenience init(lines: [String]) {
        self.init(lines.map { line in { _ in line } })
    }

    func readLine(secret: Bool) -> String? {
        guard !steps.isEmpty else { return nil }
        if secret { secretReads += 1 }
        let line = steps.removeFirst()(output)
        if let line { output += line + "\n" }
        return line
    }

    func write(_ text: String) { output += text }
    func flush() {}

    /// The last SMS code printed, e.g. from "[SMS to ••••••3210] Your Swippy code is 482913".
    static func lastCode(in output: String) -> String? {
        guard let range = output.range(of: "Your Swippy code is ", options: .backwards) else { return nil }
        return String(output[range.upperBound...].prefix(6))
    }
}
