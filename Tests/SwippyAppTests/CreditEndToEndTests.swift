import Foundation
import SwippyTestSupport
import Testing

@testable import SwippyApp

@Suite("End to end: Credit line and loans")
struct CreditEndToEndTests {
    static let pin = "592741"

    /// Signs in as the demo user, runs `steps` (one line each), then quits.
    static func run(_ steps: [String], arguments: [String] = ["--ephemeral"]) throws -> SwippyProcess.Output {
        try SwippyProcess.run(
            arguments, input: SwippyProcess.signInAsDemoUser + (steps + ["q"]).joined(separator: "\n") + "\n")
    }

    @Test func theDashboard_showsLinesDuesBothChartsAndPayments() throws {
        let output = try Self.run(["credit"])
        #expect(output.status == 0)
        #expect(
            output.stdout.contains("  Millennia Credit Card ••3456    ₹1,50,000.00    ₹242.33  ₹1,49,757.67      0%"))
        #expect(
            output.stdout.contains("  Total                           ₹4,25,000.00  ₹6,242.32  ₹4,18,757.68      1%"))
        #expect(output.stdout.contains("  Flipkart Axis Bank Card ••4321  ₹5,999.99 · Due in 2 days"))
        #expect(output.stdout.contains("Utilisation, last 6 statements"))
        #expect(
            output.stdout.split(separator: "\n").contains {
                $0.hasPrefix("  Jul 2026  ") && $0.hasSuffix("₹97,800.00 · 23%")
            })
        #expect(output.stdout.contains("Interest charged per month"))
        #expect(
            output.stdout.split(separator: "\n").contains { $0.hasPrefix("  Aug 2026  ") && $0.hasSuffix("₹1,635.20") })
        #expect(output.stdout.contains("  08 Nov 2026  Payment received  ₹18,450.00"))
    }

    @Test func withdraw_overTheCapIsRefused_thenCashArrivesWithItsFee_andRepayMakesTheDueFullyPaid() throws {
        let state = try SwippyProcess.temporaryDirectory().appendingPathComponent("state.json").path
        let first = try Self.run(
            [
                "credit", "1", "1", "1", "50000.01", "abc", "10000", "y", "000000", Self.pin, "",
                "2", "1", "1", "200000", "", "y", Self.pin, "", "h", "cards",
            ], arguments: ["--state", state])
        #expect(first.status == 0)
        #expect(first.stdout.contains("One cash withdrawal can be at most ₹50,000.00."))
        #expect(first.stdout.contains("Fee 2.5% (at least ₹250.00); interest 3.5% a month from the day of the"))
        #expect(first.stdout.contains("  Line used by  ₹10,250.00"))
        #expect(first.stdout.contains("Wrong transaction PIN. 2 attempts left before transfers are locked."))
        #expect(first.stdout.contains("Withdrew ₹10,000.00 from Millennia Credit Card ••3456 into Savings."))
        #expect(first.stdout.contains("  Savings now  ₹1,35,000.50"))
        #expect(
            first.stdout.contains("  Millennia Credit Card ••3456    ₹1,50,000.00  ₹10,492.33  ₹1,39,507.67      7%"))
        #expect(first.stdout.contains("You can repay at most what is in use, ₹10,492.33."))
        #expect(first.stdout.contains("Amount (Enter for ₹10,492.33)"), "what was drawn is owed: the due grew by it")
        #expect(first.stdout.contains("Repaid ₹10,492.33 of Millennia Credit Card ••3456 from Savings."))
        #expect(first.stdout.contains("  Due          Fully paid"))
        // The card list shows the paid due too.
        let cards = try #require(first.stdout.components(separatedBy: "Payment cards\n").last)
        #expect(cards.contains("Millennia") && cards.contains("Fully paid"))

        let second = try Self.run(["credit"], arguments: ["--state", state])
        #expect(
            second.stdout.contains("  Millennia Credit Card ••3456    ₹1,50,000.00      ₹0.00  ₹1,50,000.00      0%"))
        #expect(
            second.stdout.split(separator: "\n").contains {
                $0.contains("Repayment from Savings") && $0.hasSuffix("₹10,492.33")
            })
    }

    @Test func aHomeLoan_stepsBackKeepingAnswers_showsTheEMI_isSubmitted_andIsThereAfterARestart() throws {
        let state = try SwippyProcess.temporaryDirectory().appendingPathComponent("state.json").path
        let first = try Self.run(
            [
                "credit", "3", "5000000", "20", "b", "", "90000", "1", "Pune", "ABCDE12X4F", "ABCDE1234F", "n", "y",
                "next", "y", "",
            ], arguments: ["--state", state])
        #expect(first.status == 0)
        #expect(first.stdout.contains("Tenure in years (Enter keeps 20) >"))
        #expect(first.stdout.contains("Characters 6 to 9 of a PAN are digits; \"12X4\" is not."))
        #expect(first.stdout.contains("We need your consent to check your credit record"))
        #expect(first.stdout.contains("  EMI             ₹43,391.16"))
        #expect(first.stdout.contains("7–12 of 240 · page 2 of 40 · n next, p previous"))
        #expect(first.stdout.contains("Application HL00000001 is submitted."))
        #expect(first.stdout.contains("What happens next: we check your documents and credit record"))

        let second = try Self.run(["credit", "5"], arguments: ["--state", state])
        #expect(second.stdout.contains("My loan applications"))
        #expect(second.stdout.contains("HL00000001"))
        #expect(second.stdout.contains("₹43,391.16  submitted"))
    }

    @Test func anEMIOverHalfTheIncome_isRefusedWithTheReason() throws {
        let output = try Self.run(["credit", "3", "5000000", "20", "80000", "2", "Pune", "ABCDE1234F", "y", "y"])
        #expect(
            output.stdout.contains(
                "The EMI of ₹43,391.16 is more than 50% of your monthly income of ₹80,000.00 (at most ₹40,000.00)"))
        #expect(!output.stdout.contains("is submitted"))
    }

    @Test func theCalculator_givesEMITotalInterestAndSchedule() throws {
        let output = try Self.run(["credit", "4", "100000", "10", "1", "n"])
        #expect(output.stdout.contains("  EMI             ₹8,791.59"))
        #expect(output.stdout.contains("  Total interest  ₹5,499.05"))
        #expect(output.stdout.contains("7–12 of 12 · page 2 of 2 · n next, p previous"))
    }
}
