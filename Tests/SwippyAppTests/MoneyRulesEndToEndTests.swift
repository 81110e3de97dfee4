import Foundation
import SwippyCore
import SwippyTestSupport
import Testing

@testable import SwippyApp

/// Issue 36's repros on the real binary, piped: a card that cannot fund a deposit is refused when chosen, a
/// usable one is drawn on only with the transaction PIN (never echoed); the bank's confirmed name is the payee;
/// a quick transfer from a closed account asks for another source.
@Suite("End to end: money rules on every screen")
struct MoneyRulesEndToEndTests {
    static let pin = "592741"

    static func run(_ steps: [String], arguments: [String] = ["--ephemeral"]) throws -> SwippyProcess.Output {
        try SwippyProcess.run(
            arguments, input: SwippyProcess.signInAsDemoUser + (steps + ["q"]).joined(separator: "\n") + "\n")
    }

    @Test func addMoneyFromACard_refusesAnInactiveCardWhenChosen_andDrawsOnlyWithThePIN() throws {
        let output = try Self.run(["accounts", "1", "1", "6", "1", "1000", "123456", Self.pin])
        #expect(output.status == 0)
        let out = output.stdout
        #expect(out.contains("Choose a source (1-7) > Travel One ••5904 has no credit line"))
        #expect(out.contains("Wrong transaction PIN. 2 attempts left"))
        #expect(out.contains("Added ₹1,000.00 from Millennia Credit Card ••3456 (fee ₹250.00 on the card)."))
        #expect(!out.contains(Self.pin) && !out.contains("123456"), "a PIN is never echoed")
    }

    @Test func theBanksConfirmedName_isThePayee_inTheReceiptHistoryAndTheBeneficiary() throws {
        let output = try Self.run([
            "transfer", "1", "2", "Zed Zulu", "123456789012", "123456789012", "HDFC0000060", "1", "500", "", "y",
            Self.pin, "2", "1", "history",
        ])
        #expect(output.status == 0)
        let out = output.stdout
        #expect(out.contains("Sent ₹500.00 to Anil Mehra."))
        #expect(out.contains("Saved Anil Mehra as a beneficiary."))
        let afterSending = out.components(separatedBy: "Registered holder").dropFirst().joined()
        #expect(!afterSending.contains("Zed Zulu"), "the typed name is gone once the bank's name is chosen")
    }

    @Test func aQuickTransferFromAClosedAccount_saysSo_andAsksForASource() throws {
        let state = try SwippyProcess.temporaryDirectory().appendingPathComponent("state.json").path
        _ = try Self.run(
            [
                "accounts", "a", "Temp", "1", "5", "1", "7", "100", "b", "b", "transfer", "5", "1", "1", "10", "", "y",
                Self.pin, "1", "accounts", "5", "2", "90", "5", "1",
            ], arguments: ["--state", state])
        let output = try Self.run(["t1", "1"], arguments: ["--state", state])
        #expect(output.stdout.contains("Temp is closed: money cannot leave it. Choose another account."))
        #expect(!output.stdout.contains("From  Temp"))
        #expect(output.stdout.contains("Amount (Enter keeps ₹10.00)"))
    }
}
