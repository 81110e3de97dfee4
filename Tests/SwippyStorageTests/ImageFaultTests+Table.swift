import Foundation
import SwippyTestSupport
import Testing

/// The image write's table in Sources/SwippyStorage/README.md ("**A failed save**"): one row for each call
/// failing, which stands for the writes over no image and over an older one alike.
/// `everyCallFailing_writesTheImageOrSaysSo` compares the row it measured with the README's, so the table cannot
/// drift from what the test counts.
extension ImageFaultTests {
    /// The table's header line, which no other table of the README has.
    static let tableHeader =
        "| calls failing | calls | once: written / not / ghost | sticky: written / not / ghost |"

    /// The table's rows in the README, by their first cell; an empty answer when the table is not there.
    static func readmeRows() throws -> [String: String] {
        let readme = try String(
            contentsOf: RepositoryFiles.root.appendingPathComponent("Sources/SwippyStorage/README.md"),
            encoding: .utf8)
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let header = lines.firstIndex(of: tableHeader) else { return [:] }
        // The line after the header is the `|---|` line; the rows run to the first line that is not one.
        let rows = lines.dropFirst(header + 2).prefix { $0.hasPrefix("|") }
        var found: [String: String] = [:]
        for row in rows {
            let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            if let first = cells.first { found[first] = row }
        }
        return found
    }

    /// The first cell of the row for `call` failing.
    static func label(_ call: FaultInjectionTests.Call) -> String {
        switch call {
        case .write: "`write`"
        case .fsync: "`fsync` (file and folder)"
        case .rename: "`rename`"
        default: "the Nth of any"
        }
    }

    /// The README row of `call` failing: its calls, then each ending's count, once and sticky.
    static func row(_ call: FaultInjectionTests.Call, calls: Int, once: Tally, sticky: Tally) -> String {
        let cells = [once, sticky].map { "\($0.written) / \($0.notWritten) / \($0.ghosts)" }
        return "| \(label(call)) | \(calls) | \(cells[0]) | \(cells[1]) |"
    }

    /// The README's table has a row for each call the test fails, and no other.
    @Test func theReadmeTable_hasARowForEveryCall() throws {
        let calls: [FaultInjectionTests.Call] = [.any, .write, .fsync, .rename]
        #expect(try Set(Self.readmeRows().keys) == Set(calls.map(Self.label)))
    }
}
