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
