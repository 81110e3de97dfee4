import Foundation
import SwippyTestSupport
import Testing

@testable import SwippyApp

@Suite("End to end: Add card")
struct AddCardEndToEndTests {
    static func run(_ steps: [String], signIn: String = SwippyProcess.signInAsDemoUser, state: String) throws
        -> SwippyProcess.Output
    {
        try SwippyProcess.run(["--state", state], input: signIn + (steps + ["q"]).joined(separator: "\n") + "\n")
    }

    @Test func anAddedCard_isMasked_survivesARestart_getsTheCardActions_andADuplicateIsRefused() throws {
        let state = try SwippyProcess.temporaryDirectory().appendingPathComponent("state.json").path
        let first = try Self.run(
            [
                "cards", "a", "4111 1111 1111 1112", "4111 1111 111", "4111 1111 1111 1111", "13/27", "10/26", "08/29",
                "asha rao",
                "2", "y", "",
            ], state: state)
        #expect(first.status == 0)
        #expect(
            first.stdout.contains("The last digit (the check digit) does not match the others: a digit is mistyped."))
        #expect(first.stdout.contains("A card number has 12 to 19 digits; this one has 11."))
        #expect(first.stdout.contains("The month (MM) must be 01 to 12; \"13\" is not."))
        #expect(first.stdout.contains("That card expired at the end of 10/26: check the expiry date."))
        #expect(first.stdout.contains("  Network  Visa"))
        #expect(
            first.stdout.contains("Added ICICI Bank Visa card ••1111, expiring 08/29. It is in your card list\n  now."))
        #expect(first.stdout.contains("1–6 of 7 cards · page 1 of 2"))
        let saved = try String(contentsOfFile: state, encoding: .utf8)
        #expect(!saved.contains("4111 1111 1111 1111") && !saved.contains("4111111111111111"))

        let second = try Self.run(["cards", "n", "1", "1"], state: state)
        #expect(second.stdout.contains("ICICI Bank Visa card"))
        #expect(second.stdout.contains("ICICI Bank · •••• •••• •••• 1111 · ASHA RAO"))
        #expect(second.stdout.contains("View details"))
        let third = try Self.run(
            ["cards", "a", "5555 5555 5555 1111".luhnFixed, "08/29", "Asha Rao", "2"], state: state)
        #expect(third.stdout.contains("You already have a ICICI Bank card ending 1111: it is in your list."))
    }

    @Test func anEmptyCardList_offersAddCard() throws {
        let state = try SwippyProcess.temporaryDirectory().appendingPathComponent("state.json").path
        let output = try Self.run(["cards", "a"], signIn: "3\n9123456780\n7351\n", state: state)
        #expect(output.stdout.contains("  a  Add a card"))
        #expect(output.stdout.contains("Add card · step 1 of 5"))
    }
}

extension String {
    /// These digits with the one digit before the last four changed so the Luhn check passes (test data only).
    var luhnFixed: String {
        let digits = filter(\.isNumber).compactMap(\.wholeNumberValue)
        for candidate in 0...9 {
            var trial = digits
            trial[trial.count - 5] = candidate
            let sum = trial.reversed().enumerated().reduce(0) { total, pair in
                let doubled = pair.offset % 2 == 1 ? pair.element * 2 : pair.element
                return total + (doubled > 9 ? doubled - 9 : doubled)
            }
            if sum % 10 == 0 { return trial.map(String.init).joined() }
        }
        return self
    }
}
