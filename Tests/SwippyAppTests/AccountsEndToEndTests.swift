import Foundation
import SwippyCore
import SwippyTestSupport
import Testing

@testable import SwippyApp

@Suite("End to end: Accounts")
struct AccountsEndToEndTests {
    static let pin = "592741"

    /// Signs in as the demo user, runs `steps` (one line each), then quits.
    static func run(_ steps: [String], arguments: [String] = ["--ephemeral"]) throws -> SwippyProcess.Output {
        try SwippyProcess.run(
            arguments, input: SwippyProcess.signInAsDemoUser + (steps + ["q"]).joined(separator: "\n") + "\n")
    }

    @Test func addDepositWithdrawRename_restart_closeRefused_moveOut_close() throws {
        let state = try SwippyProcess.temporaryDirectory().appendingPathComponent("state.json").path
        let first = try Self.run(
            [
                "accounts", "a", "savings", "", "9", "1", "5", "1", "7", "", "abc", "-5", "0", "1.234", "1500", "2",
                "2000", "500",
                "4", "salary", "Holiday",
            ], arguments: ["--state", state])
        #expect(first.status == 0)
        #expect(first.stdout.contains("You already have an account named savings. Choose another name."))
        #expect(first.stdout.contains("Unknown choice \"9\"."))
        #expect(first.stdout.contains("Opened Account 1 (INR) at Swippy"))
        #expect(first.stdout.contains("Enter an amount, for example 1500 or 1500.50."))
        #expect(first.stdout.contains("An amount has digits and at most one decimal point, for example 1500.50."))
        #expect(first.stdout.contains("The amount cannot be negative."))
        #expect(first.stdout.contains("The amount must be more than 0."))
        #expect(first.stdout.contains("Use at most 2 decimal places."))
        #expect(first.stdout.contains("Added ₹1,500.00 from Bank transfer. New balance ₹1,500.00."))
        #expect(first.stdout.contains("Insufficient balance: Account 1 has ₹1,500.00 available."))
        #expect(first.stdout.contains("Withdrew ₹500.00. New balance ₹1,000.00."))
        #expect(first.stdout.contains("You already have an account named salary. Choose another name."))
        #expect(first.stdout.contains("Renamed Account 1 to Holiday."))

        let second = try Self.run(
            [
                "accounts", "5", "5", "1", "1", "1000", "", "1", Self.pin, "1", "5", "1",
            ], arguments: ["--state", state])
        #expect(second.status == 0)
        #expect(second.stdout.contains("  5.  Holiday        INR     ₹1,000.00  Active"))
        #expect(second.stdout.contains("Holiday holds ₹1,000.00: move it out first."))
        #expect(second.stdout.contains("Send money · Own account"))
        #expect(second.stdout.contains("Sent ₹1,000.00 to Savings (own account)."))
        #expect(second.stdout.contains("Closed Holiday. Its history stays here."))

        let third = try Self.run(["transfer", "5", "c", "accounts"], arguments: ["--state", state])
        #expect(third.stdout.contains("Holiday is closed: money cannot leave it. Choose another account."))
        #expect(third.stdout.contains("Holiday        INR         ₹0.00  Closed"))
        #expect(third.stdout.contains("₹1,26,000.50"))
    }

    @Test func inputEndingInTheMiddleOfAForm_exitsZero_andMovesNothing() throws {
        let output = try SwippyProcess.run(["--ephemeral"], input: SwippyProcess.signInAsDemoUser + "accounts\n1\n2\n")
        #expect(output.status == 0)
        #expect(output.stdout.trimmingCharacters(in: .whitespacesAndNewlines).hasSuffix("Amount >"))
        #expect(!output.stdout.contains("Withdrew"))
    }

    @Test func aBlockedAccount_offersNoMoneyAction_andSaysWhy() throws {
        let output = try Self.run(["accounts", "4", "2"])
        #expect(output.stdout.contains("Blocked: no money moves in or out of it, so it cannot be closed while it"))
        #expect(output.stdout.contains("1. Rename"))
        #expect(!output.stdout.contains("2. Withdraw"))
        #expect(output.stdout.contains(MenuInput.unknownHint("2", count: 1)))
    }

    @Test func home_showsTheMoney_andRefreshesAfterATransfer() throws {
        let output = try Self.run(["transfer", "1", "3", "9123456780", "1", "1000", "", "1", Self.pin, "1"])
        #expect(output.stdout.contains("Hello, Asha Rao.\n\nYour money\n----------\n  Total  ₹1,76,951.25\n"))
        #expect(output.stdout.contains("  Total  ₹1,75,951.25\n"))
        #expect(output.stdout.contains("  Savings        ••7812  ₹1,24,000.50"))
        #expect(output.stdout.contains("  Rahul Mehta ") && output.stdout.contains("-₹1,000.00  Savings\n"))
        #expect(output.stdout.contains("  Millennia Credit Card ••3456    ₹1,50,000.00    ₹242.33  ₹1,49,757.67"))
    }
}
