import Foundation
import SwippyTestSupport
import Testing

@testable import SwippyApp

@Suite("End to end: money in each currency's own minor units, config limits in the user's currency")
struct CurrencyEndToEndTests {
    /// Emma Clarke (GBP): mobile and login PIN.
    static let signInAsEmma = "3\n9988776655\n2958\n"

    static func run(_ signIn: String, _ steps: [String]) throws -> SwippyProcess.Output {
        try SwippyProcess.run(["--ephemeral"], input: signIn + (steps + ["q"]).joined(separator: "\n") + "\n")
    }

    @Test func emma_isToldTheTransferLimitInPounds_withTheConfiguredRupees() throws {
        let output = try Self.run(
            Self.signInAsEmma,
            [
                "transfer", "1", "2", "John Smith", "123456789012", "123456789012", "HDFC0000123", "1", "2000", "1.234",
                "1.5", "", "c",
            ])
        #expect(output.status == 0)
        // ₹2,00,000 at the shipped quotes (GBP 0.78801… and INR 82.87063… per USD), rounded once to pence.
        #expect(
            output.stdout.contains(
                "Type the amount in GBP: more than 0, 2 decimals at most, at most £1,901.80\n  "
                    + "(₹2,00,000.00) per transfer."
            ))
        #expect(output.stdout.contains("Limit exceeded: one transfer can move at most £1,901.80 (₹2,00,000.00)."))
        #expect(output.stdout.contains("Use at most 2 decimal places."))
        #expect(output.stdout.contains("Amount   £1.50"))
        #expect(!output.stdout.contains("£200,000.00"))
    }

    @Test func emma_isAskedForAHomeLoanInPounds() throws {
        let output = try Self.run(Self.signInAsEmma, ["credit", "3", "500000000", "50000"])
        #expect(output.status == 0)
        #expect(
            output.stdout.contains(
                "How much do you want to borrow? £950.90 (₹1,00,000.00) to £475,450.00\n  (₹5,00,00,000.00)."))
        #expect(output.stdout.contains("A home loan is £950.90 (₹1,00,000.00) to £475,450.00 (₹5,00,00,000.00)."))
        #expect(output.stdout.contains("Over how many years? 1 to 30."))
    }

    @Test func aYenAccount_showsWholeYen_andRefusesDecimals() throws {
        let output = try Self.run(
            SwippyProcess.signInAsDemoUser, ["accounts", "a", "Tokyo", "7", "5", "1", "7", "1.5", "1250"])
        #expect(output.status == 0)
        #expect(output.stdout.contains("  5.  Tokyo          JPY            ¥0  Active"))
        #expect(output.stdout.contains("JPY has no minor units; type a whole number."))
        #expect(output.stdout.contains("Added ¥1,250 from Bank transfer. New balance ¥1,250."))
        #expect(output.stdout.contains("  Balance   ¥1,250\n"))
        #expect(!output.stdout.contains("¥0.00"))
    }

    @Test func profilesBaseCurrency_searchesTheWholeList_andRefusesACodeWithoutRates() throws {
        let output = try Self.run(SwippyProcess.signInAsDemoUser, ["profile", "7", "ALL", "lek", "swiss"])
        #expect(output.status == 0)
        #expect(output.stdout.contains("Popular currencies. Type a code or a name to search all 164."))
        #expect(output.stdout.contains("No rates for Lek (ALL) in the data; choose a currency with rates."))
        #expect(output.stdout.contains("Totals will be shown in CHF."))
        #expect(output.stdout.contains("  Base currency  CHF\n"))
    }
}
