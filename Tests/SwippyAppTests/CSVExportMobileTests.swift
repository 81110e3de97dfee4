import Foundation
import SwippyTestSupport
import Testing

@testable import SwippyApp

/// Issue 36, item 7: the CSV carries the other side's mobile on a payment between Swippy users, from the
/// command line as from History, in its own escaped column; an export over a long history streams to the file.
@Suite("End to end: the CSV's counterparty mobile")
struct CSVExportMobileTests {
    @Test func theCommandLineExport_hasTheMobileColumn_filledOnAPaymentBetweenUsers() throws {
        let folder = try SwippyProcess.temporaryDirectory()
        let file = folder.appendingPathComponent("rahul.csv").path
        let output = try SwippyProcess.run(
            ["--ephemeral", "--export-csv", file, "--user", "9123456780"], input: "7351\n",
            environment: HistoryEndToEndTests.environment)
        #expect(output.status == 0)
        let lines = try String(contentsOfFile: file, encoding: .utf8).components(separatedBy: "\r\n")
        #expect(lines.first?.hasPrefix("date_utc,local_time,counterparty,counterparty_mobile,note,") == true)
        #expect(lines.contains { $0.contains(",Asha Rao,9876543210,Dinner split,") && $0.hasSuffix(",t-3001") })
        #expect(lines.filter { !$0.isEmpty }.allSatisfy { $0.hasPrefix("date_utc") || $0.contains(",\"") })
    }

    @Test func historysExport_hasTheMobileColumnToo() throws {
        let folder = try SwippyProcess.temporaryDirectory()
        let output = try HistoryEndToEndTests.run(["history", "e", "all.csv"], in: folder)
        #expect(output.stdout.contains("Exported 23 transactions to all.csv."))
        let text = try String(contentsOf: folder.appendingPathComponent("all.csv"), encoding: .utf8)
        #expect(text.hasPrefix("date_utc,local_time,counterparty,counterparty_mobile,note,account,"))
        #expect(text.components(separatedBy: "\r\n").filter { !$0.isEmpty }.count == 24)
    }
}
