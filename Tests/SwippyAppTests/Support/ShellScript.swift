import Foundation
import SwippyCore
import SwippyData

@testable import SwippyApp

/// Feeds scripted lines to the shell and collects what it writes.
@MainActor
final class ShellScript: LineReader, LineWriter {
    private var lines: [String]
    private(set) var output = ""
    private(set) var secretReads: [Bool] = []
    /// The words Tab would complete at each read (the shell passes the top screen's).
    private(set) var completionReads: [[String]] = []
    private(set) var flushCount = 0

    init(_ lines: [String]) {
        self.lines = lines
    }

    func readLine(secret: Bool, completions: [String]) -> String? {
        completionReads.append(completions)
        return readLine(secret: secret)
    }

    /// The time limits the shell gave each read (nil: none).
    private(set) var idleLimits: [Double?] = []

    /// The line `ShellScript.idle` stands for the time running out, when the shell gave a limit.
    func readLine(secret: Bool, completions: [String], idleSeconds: Double?) -> LineRead {
        idleLimits.append(idleSeconds)
        if idleSeconds != nil, lines.first == Self.idle {
            lines.removeFirst()
            secretReads.append(secret)
            return .idle
        }
        return readLine(secret: secret, completions: completions).map(LineRead.line) ?? .endOfInput
    }

    /// A scripted line that is not typed: the time runs out instead.
    static let idle = "<no key before the time runs out>"

    func readLine(secret: Bool) -> String? {
        secretReads.append(secret)
        return lines.isEmpty ? nil : lines.removeFirst()
    }

    func write(_ text: String) { output += text }
    func flush() { flushCount += 1 }

    /// How many times `text` appears in the output.
    func count(_ text: String) -> Int {
        output.components(separatedBy: text).count - 1
    }
}
