import Foundation
import SwippyTestSupport
import Testing

/// Piped sessions for the rough edges of issue 10: each test is the issue's own script.
@Suite("End to end: rough edges (issue 10)")
struct RoughEdgesEndToEndTests {
    /// Rahul Mehta (mobile 9123456780, login PIN 7351) has no payment cards.
    static let signInAsRahul = "3\n9123456780\n7351\n"

    @Test func anEmptyCardList_saysThereAreNoCards_andHelpDoesNotDescribePaging() throws {
        let output = try SwippyProcess.run(input: Self.signInAsRahul + "cards\n?\nq\n")
        #expect(output.status == 0)
        let list = try #require(output.stdout.components(separatedBy: "Payment cards\n=============").last)
        #expect(list.contains("You have no payment cards yet."))
        #expect(!list.contains("Choose an option > "))
        #expect(!list.contains("next / previous page"))
    }
}

extension RoughEdgesEndToEndTests {
    @Test func aDisputeInReview_isCalledInReview_inTheRaiseListAndInMyDisputes() throws {
        let output = try SwippyProcess.run(
            input: SwippyProcess.signInAsDemoUser + "dispute\n1\n2\n2\nh\ndispute\n2\nq\n")
        #expect(output.stdout.contains("IndiGo Airlines    -₹6,000.00  DSP-1001 in review\n"))
        #expect(output.stdout.contains("This transaction already has a dispute in review (DSP-1001).\n"))
        #expect(output.stdout.contains("  1.  DSP-1001  30 Oct 2026  IndiGo Airlines  ₹6,000.00  in review\n"))
        #expect(!output.stdout.contains("DSP-1001 open"))
    }
}

extension RoughEdgesEndToEndTests {
    /// Six card transactions recorded in one second, "Shop 1" first.
    static func sameSecondData() throws -> URL {
        try DataFiles.write { object in
            var transactions = object["transactions"] as? [[String: Any]] ?? []
            for number in 1...6 {
                transactions.append([
                    "id": "t-same-\(number)", "date": "2026-11-10T10:00:00Z", "direction": "debit", "amount": number,
                    "currency": "₹", "counterparty": "Shop \(number)", "category": "shopping", "note": "",
                    "reference": "SWPSAME\(number)", "card_number": "5241 8300 1122 7788",
                ])
            }
            object["transactions"] = transactions
        }
    }

    @Test func sameSecondTransactions_areNewestRecordedFirst_inNewestFirstLists_andOldestFirstInTheStatement() throws {
        let data = try Self.sameSecondData()
        let output = try SwippyProcess.run(
            ["--ephemeral", "--data", data.path],
            input: SwippyProcess.signInAsDemoUser + "dispute\n1\n2\nh\ncards\n2\n2\nq\n")
        let raise = try #require(output.stdout.components(separatedBy: "Transactions, newest first").dropFirst().first)
        let newestFirst = (1...6).reversed().compactMap { raise.range(of: "Shop \($0) ")?.lowerBound }
        #expect(newestFirst.count == 6 && newestFirst == newestFirst.sorted())
        let statement = try #require(output.stdout.components(separatedBy: "last statement").last)
        let oldestFirst = (1...6).compactMap { statement.range(of: "Shop \($0) ")?.lowerBound }
        #expect(oldestFirst.count == 6 && oldestFirst == oldestFirst.sorted())
    }
}

extension RoughEdgesEndToEndTests {
    static let mobileRefusal =
        "A mobile number is 10 digits starting with 6, 7, 8 or 9, like 98765 43210 or +91 98765 43210."

    @Test func aMobileWrittenWithPrefixOrSpaces_signsIn_andFindsARecipient() throws {
        let output = try SwippyProcess.run(
            input: "3\n0123456789\n+91 91234-56780\n7351\ntransfer\n1\n3\n98765 43210\nq\n")
        #expect(output.stdout.contains("Mobile number > \(Self.mobileRefusal)\n"))
        #expect(output.stdout.contains("Hello, Rahul Mehta."))
        #expect(output.stdout.contains("Send to Asha Rao? (y/n)"))  // the recipient found by "98765 43210"
    }

    @Test func registration_refusesAMobileStartingWithZero() throws {
        let output = try SwippyProcess.run(input: "4\nNeha Iyer\n0123456789\nq\n")
        #expect(output.stdout.contains("> \(Self.mobileRefusal)\n"))
    }
}

extension RoughEdgesEndToEndTests {
    @Test func theTransactionPIN_hasOneName_andUnlockingIsOnlyClaimedWhenTransfersWereLocked() throws {
        let output = try SwippyProcess.run(
            input: SwippyProcess.signInAsDemoUser + "profile\n5\n592741\n246801\n246801\nq\n")
        #expect(output.stdout.contains("  5. Change transaction PIN\n  6. Forgot transaction PIN\n"))
        #expect(output.stdout.contains("Transaction PIN changed.\n"))
        #expect(!output.stdout.contains("transfers are unlocked"))
        #expect(!output.stdout.lowercased().contains("transfer pin"))
    }
}

extension RoughEdgesEndToEndTests {
    @Test func everyConfirmation_isAskedOneWay_andTakesYOr1() throws {
        let dispute = try SwippyProcess.run(
            input: SwippyProcess.signInAsDemoUser + "dispute\n1\n7\n1\n2\nCharged twice for one ride\n1\nq\n")
        #expect(dispute.stdout.contains("Raise it? (y/n) > "))
        #expect(dispute.stdout.contains("Dispute raised"))
        let transfer = try SwippyProcess.run(
            input: SwippyProcess.signInAsDemoUser + "transfer\n1\n1\n1\n100\n\nmaybe\ny\n592741\nq\n")
        #expect(transfer.stdout.contains("Send it? (y/n) > Type y for yes or n for no.\n"))
        #expect(transfer.stdout.contains("Sent ₹100.00 to Priya Sharma."))
        #expect(!transfer.stdout.contains("Choose (1-2)"))
    }
}

extension RoughEdgesEndToEndTests {
    @Test func ephemeralWithAStateFile_isBadUsage_exit64_oneLine() throws {
        let output = try SwippyProcess.run(["--ephemeral", "--state", "/tmp/never-written.json"], input: "")
        #expect(output.status == 64)
        #expect(
            output.stderr
                == "swippy: --ephemeral writes nothing, so it cannot go with --state FILE. Try 'swippy --help'.\n")
        #expect(output.stdout.isEmpty)
    }
}

extension RoughEdgesEndToEndTests {
    @Test func aOneMinuteCode_isValidFor1Minute_notMinutes() throws {
        let data = try DataFiles.write { object in
            var config = object["config"] as? [String: Any] ?? [:]
            config["otp_validity_minutes"] = 1
            object["config"] = config
        }
        let output = try SwippyProcess.run(["--ephemeral", "--data", data.path], input: "2\n\nq\n")
        #expect(output.stdout.contains("it is valid for 1 minute."))
        #expect(!output.stdout.contains("1 minutes"))
    }
}

extension RoughEdgesEndToEndTests {
    @Test func enterAtEditName_keepsTheCurrentName() throws {
        let output = try SwippyProcess.run(input: SwippyProcess.signInAsDemoUser + "profile\n1\n\nq\n")
        #expect(output.stdout.contains("New name (Enter keeps Asha Rao) > Name kept: Asha Rao.\n"))
        #expect(!output.stdout.contains("A name is 1 to 60 characters"))
    }
}

extension RoughEdgesEndToEndTests {
    @Test func anEmptyCardList_saysHowToAddACard() throws {
        let output = try SwippyProcess.run(input: Self.signInAsRahul + "cards\nq\n")
        let list = try #require(output.stdout.components(separatedBy: "Payment cards\n=============").last)
        #expect(
            list.contains(
                "You have no payment cards yet. Type a to add one; it shows here with its due\n  and statements."))
        #expect(list.contains("Type a to add a card, or b to go back > "))
    }
}
