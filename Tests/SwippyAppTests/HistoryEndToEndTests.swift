import Foundation
import SwippyTestSupport
import Testing

@testable import SwippyApp

@Suite("End to end: History")
struct HistoryEndToEndTests {
    static let transferPIN = "592741"
    static let demoMobile = "9876543210"
    static let environment = ["TZ": "UTC", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"]

    static func run(
        _ steps: [String], arguments: [String] = ["--ephemeral"], in folder: URL? = nil, now: String? = nil
    ) throws -> SwippyProcess.Output {
        try SwippyProcess.run(
            arguments, input: SwippyProcess.signInAsDemoUser + (steps + ["q"]).joined(separator: "\n") + "\n",
            environment: environment.merging(now.map { ["SWIPPY_TEST_NOW": $0] } ?? [:]) { $1 },
            workingDirectory: folder)
    }

    @Test func searchFilterDetailsShareChart_andBadInputKeepsTheScreen() throws {
        let output = try Self.run([
            "history", "/uber", "1", "t", "b", "x", "f", "from 2026-02-30", "min 500", "max 100", "out", "b", "c", "b",
        ])
        #expect(output.status == 0)
        #expect(output.stdout.contains("Search: uber · 2 of 23"))
        #expect(output.stdout.contains("  Counterparty: Uber India"))
        #expect(output.stdout.contains("  Reference: SWPT1011"))
        #expect(
            output.stdout.contains(
                "There is no day 2026-02-30. Use 2026-11-01, 1 Nov 2026, today, yesterday or 30d (30 days ago)."))
        #expect(output.stdout.contains("The maximum cannot be below the minimum (500)."))
        #expect(output.stdout.contains("Filters: min 500, money out · "))
        #expect(output.stdout.contains("Monthly spending"))
        #expect(output.stdout.contains("  Nov 2026  █"))
    }

    @Test func exportCSV_interactively_asksBeforeReplacing() throws {
        let folder = try SwippyProcess.temporaryDirectory()
        let output = try Self.run(
            ["history", "/uber", "e", "uber.csv", "e", "uber.csv", "maybe", "n", "b", "e", "uber.csv", "y"], in: folder)
        #expect(output.stdout.contains("Exported 2 transactions to uber.csv."))
        #expect(output.stdout.contains("Answer y to replace uber.csv or n to keep it."))
        #expect(output.stdout.contains("uber.csv was left as it was. Type another path."))
        let text = try String(contentsOf: folder.appendingPathComponent("uber.csv"), encoding: .utf8)
        #expect(
            text.hasPrefix(
                "date_utc,local_time,counterparty,counterparty_mobile,note,account,direction,amount,currency,category,"
                    + "reference,id\r\n"))
        #expect(text.contains(",Uber India,,,Savings ••7812,out,-2300.00,INR,travel,SWPT1011,"))
        #expect(text.split(separator: "\r\n").count == 3)
    }

    @Test func exportCSV_toAFolder_saysSoAtOnce_withoutOfferingToReplaceIt() throws {
        let folder = try SwippyProcess.temporaryDirectory()
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("reports"), withIntermediateDirectories: true)
        let output = try Self.run(["history", "e", "reports"], in: folder)
        #expect(!output.stdout.contains("Replace it?"))
        #expect(output.stdout.contains("it is a folder"))
    }

    @Test func exportCSV_asAFlag_writesEveryTransaction_orFailsInOneLine() throws {
        let folder = try SwippyProcess.temporaryDirectory()
        let file = folder.appendingPathComponent("all.csv").path
        let good = try SwippyProcess.run(
            ["--ephemeral", "--export-csv", file, "--user", Self.demoMobile], input: "4826\n",
            environment: Self.environment)
        #expect(good.status == 0)
        #expect(good.stdout == "Exported 23 transactions to \(file).\n")
        #expect(try String(contentsOfFile: file, encoding: .utf8).split(separator: "\r\n").count == 24)
        let wrong = try SwippyProcess.run(
            ["--ephemeral", "--export-csv", file + "2", "--user", Self.demoMobile], input: "1111\n",
            environment: Self.environment)
        #expect(wrong.status == 65)
        #expect(wrong.stderr == "swippy: wrong PIN (2 attempts left before the sign-in locks).\n")
        let unknown = try SwippyProcess.run(
            ["--ephemeral", "--export-csv", file + "3", "--user", "9000000000"], input: "4826\n",
            environment: Self.environment)
        #expect(unknown.status == 64)
        let unwritable = try SwippyProcess.run(
            [
                "--ephemeral", "--export-csv", folder.appendingPathComponent("no/such/x.csv").path, "--user",
                Self.demoMobile,
            ],
            input: "4826\n", environment: Self.environment)
        #expect(unwritable.status == 74)
        #expect(unwritable.stderr.split(separator: "\n").count == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["all.csv"])
    }

    @Test func aTransferMadeEarlier_isInHistoryAfterARestart_andAReportIsMailed() throws {
        let state = try SwippyProcess.temporaryDirectory().appendingPathComponent("state.json").path
        let first = try Self.run(
            ["transfer", "1", "1", "1", "500", "Rent for history", "1", Self.transferPIN],
            arguments: ["--state", state], now: "2026-11-22T09:00:00Z")
        #expect(first.stdout.contains("Sent ₹500.00 to Priya Sharma."))
        let second = try Self.run(
            ["history", "/rent for history", "1", "b", "m", "today to 30d", "30d to today", "y"],
            arguments: ["--state", state], now: "2026-11-22T10:00:00Z")
        #expect(second.stdout.contains("Search: rent for history · 1 of 24"))
        #expect(second.stdout.contains("Priya Sharma"))
        #expect(second.stdout.contains("From (22 Nov 2026) must be on or before to (23 Oct 2026)."))
        #expect(second.stdout.contains("Report of "))
        #expect(second.stdout.contains("transactions sent to asha"), "the report goes to the user's own address")
        let saved = try String(contentsOfFile: state, encoding: .utf8)
        #expect(saved.contains("\"sender_user_id\""))
        #expect(saved.contains("Transaction report "))
    }

    @Test func totals_sayTheyCoverEveryMatchingTransaction() throws {
        let output = try Self.run(["history", "/uber"])
        #expect(output.stdout.contains("  Totals of all 23 transactions\n  In   "))
        #expect(output.stdout.contains("  Totals of all 2 matching\n  In   ₹0.00\n  Out  ₹4,600.00\n"))
    }

    @Test func emailedReport_showsWhatWillBeSent_andNoSendsNothing() throws {
        let state = try SwippyProcess.temporaryDirectory().appendingPathComponent("state.json").path
        let output = try Self.run(
            ["history", "m", "1 Nov 2026 to 2026-11-12", "maybe", "n", "b"], arguments: ["--state", state])
        #expect(output.stdout.contains("  To            asha.rao@example.in"))
        #expect(output.stdout.contains("  Days          01 Nov 2026 to 12 Nov 2026"))
        #expect(output.stdout.contains("  Transactions  "))
        #expect(output.stdout.contains("Send it? (y/n) >"))
        #expect(output.stdout.contains("Type y to send the report to asha.rao@example.in or n to keep it."))
        #expect(output.stdout.contains("Not sent. Type other days, or b to go back."))
        #expect(!output.stdout.contains("Report of "))
        let saved = (try? String(contentsOfFile: state, encoding: .utf8)) ?? ""
        #expect(!saved.contains("Transaction report "), "nothing went to the outbox")
    }

    @Test func repeat_opensTransferPrefilled_andSendsOnlyWithThePIN() throws {
        let state = try SwippyProcess.temporaryDirectory().appendingPathComponent("state.json").path
        _ = try Self.run(
            ["transfer", "1", "1", "1", "500", "Rent again", "1", Self.transferPIN], arguments: ["--state", state])
        let stopped = try Self.run(["history", "/rent again", "1", "r", "", "", "1"], arguments: ["--state", state])
        #expect(stopped.stdout.contains("Amount (Enter keeps ₹500.00) >"))
        #expect(stopped.stdout.contains("Note (Enter keeps \"Rent again\", - for none) >"))
        #expect(stopped.stdout.trimmingCharacters(in: .whitespacesAndNewlines).hasSuffix("Transaction PIN >"))
        #expect(!stopped.stdout.contains("Sent ₹500.00"))
        let sent = try Self.run(
            ["history", "/rent again", "1", "r", "", "", "1", Self.transferPIN], arguments: ["--state", state])
        #expect(sent.stdout.contains("Sent ₹500.00 to Priya Sharma."))
        let after = try Self.run(["history", "/rent again"], arguments: ["--state", state])
        #expect(after.stdout.contains("Search: rent again · 2 of 25"))
        let refused = try Self.run(["history", "/uber", "1", "r"])
        #expect(
            refused.stdout.contains("Type d to dispute, t to share as text, or b to go back."),
            "card spending: r is not offered")
    }

    @Test func dispute_fromDetails_opensDisputesRaiseFlowOnThatTransaction() throws {
        let output = try Self.run(["history", "/uber", "1", "d", "2", "", "y", "h", "history", "/uber", "1"])
        #expect(output.stdout.contains("  Transaction  12 Nov 2026 · Uber India · ₹2,300.00"))
        #expect(output.stdout.contains("Choose a reason (1-5) >"))
        #expect(output.stdout.contains("  Dispute       DSP-"))
        #expect(output.stdout.contains(" · open · raised "))
    }

    @Test func dispute_fromDetails_backReturnsToTheDetails_notToDisputesLists() throws {
        let output = try Self.run(["history", "/uber", "1", "d", "b", "d", "2", "", "y", "b", "d"])
        #expect(!output.stdout.contains("Which card or account was charged?"))
        #expect(!output.stdout.contains("Transactions, newest first"))
        let afterRaising = try #require(output.stdout.range(of: "raised.", options: .backwards))
        let rest = output.stdout[afterRaising.upperBound...]
        // b after raising shows History's details again, with the dispute just raised, and d answers once, in place.
        #expect(rest.contains("Type t >"), "b after raising shows History's details again")
        #expect(rest.contains("Completed · disputed (DSP-"))
        #expect(rest.components(separatedBy: "This transaction already has an open dispute (DSP-").count == 2)
        let afterBack = try #require(output.stdout.range(of: "Choose a reason (1-5) >"))
        #expect(output.stdout[afterBack.upperBound...].hasPrefix(" \nTransaction\n==========="))
    }

    @Test func theChart_isPlainASCII_whenTheLocaleIsNotUTF8() throws {
        let output = try SwippyProcess.run(
            ["--ephemeral"], input: SwippyProcess.signInAsDemoUser + "history\nc\nq\n",
            environment: ["TZ": "UTC", "LANG": "C", "LC_ALL": "C", "LC_CTYPE": "C"])
        #expect(output.stdout.contains("  Nov 2026  #"))
        #expect(!output.stdout.contains("█"))
    }
}
