import Foundation
import SwippyTestSupport
import Testing

/// Typed before every session to reach the home menu (empty while the app starts signed in).
private let signIn = SwippyProcess.signInAsDemoUser

/// A copy of MockData with every date moved so the newest transaction is six days old, so the
/// 120-day window and the 48-hour review delay behave the same whenever the tests run. It also
/// seeds an open dispute (DSP-1002, Netflix) raised three days ago, already due for review.
private enum ShiftedMockData {
    static func write(in directory: URL) throws -> URL {
        let data = try Data(contentsOf: SwippyProcess.mockData)
        guard var root = try JSONSerialization.jsonObject(with: data) as? [String: Any],
            var transactions = root["transactions"] as? [[String: Any]],
            var disputes = root["disputes"] as? [[String: Any]]
        else { throw CocoaError(.fileReadCorruptFile) }
        let newest = transactions.compactMap { date($0["date"]) }.max() ?? Date()
        let offset = Date().addingTimeInterval(-6 * 86_400).timeIntervalSince(newest)
        transactions = transactions.map { shifted($0, ["date"], offset) }
        disputes = disputes.map { dispute in
            var moved = shifted(dispute, ["raised_at"], offset)
            moved["timeline"] = (dispute["timeline"] as? [[String: Any]] ?? []).map { shifted($0, ["at"], offset) }
            return moved
        }
        let raised = text(Date().addingTimeInterval(-72 * 3_600))
        disputes.append([
            "id": "DSP-1002", "transaction_id": "t-2301", "reason": "unrecognised_charge", "description": "",
            "status": "open", "raised_at": raised,
            "timeline": [["status": "open", "at": raised, "note": "Dispute raised"]],
        ])
        root["transactions"] = transactions
        root["disputes"] = disputes
        let url = directory.appendingPathComponent("MockData.json")
        try JSONSerialization.data(withJSONObject: root, options: [.sortedKeys]).write(to: url)
        return url
    }

    private static func shifted(_ object: [String: Any], _ keys: [String], _ offset: TimeInterval) -> [String: Any] {
        var result = object
        for key in keys { if let value = date(object[key]) { result[key] = text(value.addingTimeInterval(offset)) } }
        return result
    }

    private static func date(_ value: Any?) -> Date? {
        (value as? String).flatMap { ISO8601DateFormatter().date(from: $0) }
    }

    private static func text(_ date: Date) -> String {
        ISO8601DateFormatter().string(from: date)
    }
}

@Suite("End to end: disputes, support and card services")
struct DisputeEndToEndTests {
    /// Runs one session; a restart passes the same `data` and `state` again (a rewritten data file would
    /// have another fingerprint, and the saved state would rightly be refused).
    private func run(_ input: String, data: URL? = nil, state: URL? = nil) throws -> SwippyProcess.Output {
        let data = try data ?? ShiftedMockData.write(in: SwippyProcess.temporaryDirectory())
        let storage = state.map { ["--state", $0.path] } ?? ["--ephemeral"]
        return try SwippyProcess.run(["--data", data.path] + storage, input: signIn + input)
    }

    @Test func raisingADispute_onACharge_savesItOpen() throws {
        // Savings (7) → newest Uber charge (1) → charged twice (2) → description → y.
        let output = try run("dispute\n1\n7\n1\n2\nCharged twice for one ride\ny\nq\n")
        #expect(output.status == 0)
        #expect(output.stdout.contains("Dispute DSP-1003 raised."))
        #expect(output.stdout.contains("Dispute DSP-1003\n================"))
        #expect(output.stdout.contains("  Status       open\n"))
        #expect(output.stdout.contains("  Reason       Charged twice\n"))
        #expect(output.stdout.contains("open  Dispute raised"))
        #expect(!output.stdout.contains("\u{1B}"))
    }

    @Test func raisingADispute_outsideTheRules_getsOneLineWhy() throws {
        // Spotify (6) is too old; after raising on Uber (1), it cannot be disputed again; "other" needs words.
        let output = try run("dispute\n1\n7\n6\nabc\n1\n1\n\ny\nb\n1\n7\n1\n2\n5\n\nq\n")
        #expect(output.stdout.contains("Only debits from the last 120 days can be disputed.\n"))
        #expect(output.stdout.contains("Unknown choice \"abc\". Type a number 1-6, b to go back, or ? for help.\n"))
        #expect(output.stdout.contains("This transaction already has an open dispute (DSP-1003).\n"))
        #expect(output.stdout.contains("Describe what went wrong: a description is required for \"Other\".\n"))
        #expect(output.stdout.contains("Spotify                    -₹899.00  too old\n"))
    }

    @Test func trackingDisputes_showsTheReview_andWithdrawing_closesOne() throws {
        let output = try run("dispute\n2\n1\n1\ny\nb\nq\n")
        #expect(output.stdout.contains("My disputes\n===========\n\n  2 disputes\n"))
        #expect(output.stdout.contains("DSP-1002"))
        #expect(output.stdout.contains("in review  Our team is reviewing it"))
        #expect(output.stdout.contains("Dispute DSP-1002 withdrawn."))
        #expect(output.stdout.contains("withdrawn  You withdrew it"))
        let list = try #require(output.stdout.components(separatedBy: "My disputes\n===========").last)
        #expect(list.contains("Netflix") && list.contains("withdrawn"))
    }

    @Test func emailingSupport_savesToTheOutbox_andSaysWhereItWent() throws {
        let output = try run("dispute\n3\n1\n\nCard question\nhi\nMy card was charged twice yesterday.\ny\nq\n")
        #expect(output.stdout.contains("  Helpline  1800-266-0101\n  Email     support@swippy.example\n"))
        #expect(output.stdout.contains("The subject cannot be empty.\n"))
        #expect(output.stdout.contains("The message is too short: write at least 10 characters.\n"))
        #expect(output.stdout.contains("Message sent\n============"))
        #expect(output.stdout.contains("  Reference  MSG-1001\n"))
        #expect(output.stdout.contains("Your message to support@swippy.example is saved in Swippy's outbox"))
    }

    @Test func blockingACard_withTheTransactionPIN_showsItBlockedEverywhere() throws {
        let output = try run("dispute\n5\n1\n1\n111111\n592741\nb\nb\nh\ncards\n1\n4\nq\n")
        #expect(output.stdout.contains("Wrong transaction PIN. 2 tries left.\n"))
        #expect(output.stdout.contains("Millennia Credit Card is blocked.\n"))
        #expect(output.stdout.contains("HDFC Bank · •••• •••• •••• 3456 · ASHA RAO · Blocked"))
        let cardScreen = try #require(
            output.stdout.components(separatedBy: "Millennia Credit Card\n=====================").last)
        // Blocking stops spending, not repayment: the due can still be paid.
        #expect(
            cardScreen.contains("  1. View details\n  2. Pay now\n  3. View last statement\nChoose an option (1-3) > "))
        #expect(!cardScreen.contains("Activate card"))
        #expect(!output.stdout.contains("592741"))
    }

    @Test func blockingFromTheCardScreen_cannotBeUndone() throws {
        // Amazon Pay (2): options are details, statement, block (3), deactivate (4).
        let output = try run("cards\n2\n3\n2\n592741\nb\n4\nq\n")
        #expect(output.stdout.contains("Amazon Pay Credit Card is blocked.\n"))
        #expect(output.stdout.contains("  Status   Blocked\n"))
        #expect(output.stdout.contains("Unknown choice \"4\". Type a number 1-2, b to go back, or ? for help."))
    }

    @Test func togglingActivation_needsTheLastFourDigits() throws {
        // Travel One (6) is inactive: its screen offers "Activate card" (4).
        let output = try run("cards\n6\n4\n12\n34\n59\n04\ny\nb\nh\ndispute\n6\n1\n3456\ny\nq\n")
        #expect(output.stdout.contains("| •••• •••••• 12__"), "Diners: 4-6-4")
        #expect(
            output.stdout.contains(
                "1234 does not match the last 4 digits of this card; they were cleared. Type the last 4 digits again.\n"
            ))
        #expect(output.stdout.contains("| •••• •••••• 59__"))
        #expect(output.stdout.contains("Activate Travel One? (y/n) > Travel One is now active.\n"))
        #expect(
            output.stdout.contains("Deactivate Millennia Credit Card? (y/n) > Millennia Credit Card is now inactive.\n")
        )
    }

    @Test func everything_survivesARestart() throws {
        let directory = try SwippyProcess.temporaryDirectory()
        let state = directory.appendingPathComponent("state.json")
        let data = try ShiftedMockData.write(in: directory)
        let first = try run(
            "dispute\n1\n7\n1\n2\n\ny\nb\n5\n1\n1\n592741\nb\n6\n6\n5904\ny\nb\n4\nLost card\nPlease send a "
                + "new card.\ny\nq\n",
            data: data, state: state)
        #expect(first.status == 0)
        #expect(first.stdout.contains("Dispute DSP-1003 raised."))
        let second = try run("dispute\n2\nb\n1\n7\n1\nb\nb\nb\nh\ncards\nq\n", data: data, state: state)
        #expect(second.status == 0)
        #expect(second.stdout.contains("DSP-1003"))
        #expect(second.stdout.contains("This transaction already has an open dispute (DSP-1003)."))
        #expect(second.stdout.contains("HDFC Bank · •••• •••• •••• 3456 · ASHA RAO · Blocked"))
        #expect(!second.stdout.contains("Kotak Mahindra Bank · •••• •••• •••• 5904 · ASHA RAO · Inactive"))
        let saved = try String(contentsOf: state, encoding: .utf8)
        #expect(saved.contains("\"subject\":\"Lost card\""))
        #expect(saved.contains("\"block_reason\":\"lost\""))
        #expect(!saved.contains("592741"))
    }
}
