import Foundation
import SwippyTestSupport
import Testing

@testable import SwippyApp

/// Profile's and Exchange's base currency are one picker (SwippyCore's `ChoicePicker`): the same answers give the
/// same lists, lines and choice in both.
@Suite("End to end: one currency picker in Profile and Exchange")
struct CurrencyPickerEndToEndTests {
    /// The answers tried in both: a name several currencies have (paged), no match, another long list, a code.
    static let answers = ["franc", "n", "zzz", "dollar", "chf"]

    static func run(_ opening: [String]) throws -> String {
        let output = try SwippyProcess.run(
            ["--ephemeral"],
            input: SwippyProcess.signInAsDemoUser + (opening + answers + ["q"]).joined(separator: "\n") + "\n",
            environment: ["LANG": "C.UTF-8", "COLUMNS": "100"])
        #expect(output.status == 0)
        return output.stdout
    }

    /// The numbered currency rows a session listed, in order, leading spaces dropped.
    static func listed(_ out: String) -> [String] {
        out.components(separatedBy: "\n")
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.range(of: #"^[0-9]+\. [A-Z]{3}  "#, options: .regularExpression) != nil }
    }

    /// What both say for the answers: franc lists 11 over two pages, zzz is refused, dollar lists 23, chf chooses.
    static func expectThePickersWords(_ out: String) {
        #expect(out.contains("11 currencies match \"franc\" (1 with rates). 1–10 of 11 · page 1 of 2 · n next."))
        #expect(out.contains("   3. CHF  Swiss Franc  CHF\n"))
        #expect(out.contains("   1. BIF  Burundi Franc  (no rates)\n"))
        #expect(out.contains("11 currencies match \"franc\" (1 with rates). 11 of 11 · page 2 of 2 · p previous."))
        #expect(out.contains("  11. XPF  CFP Franc  (no rates)\n"))
        #expect(out.contains("No currency matches \"zzz\"; try a code like EUR or a name."))
        #expect(out.contains("23 currencies match \"dollar\" (7 with rates). 1–10 of 23 · page 1 of 3 · n next."))
    }

    @Test func exchange_francListsEveryFranc_zzzIsRefused_dollarLists_chfChoosesAtOnce() throws {
        let out = try Self.run(["exchange", "5"])
        Self.expectThePickersWords(out)
        #expect(out.contains("Your base currency is now CHF (Swiss Franc); totals follow it."))
        #expect(out.contains("  5. Base currency: CHF (Swiss Franc)"))
    }

    @Test func profile_francListsEveryFranc_zzzIsRefused_dollarLists_chfChoosesAtOnce() throws {
        let out = try Self.run(["profile", "7"])
        Self.expectThePickersWords(out)
        #expect(out.contains("Totals will be shown in CHF."))
        #expect(out.contains("  Base currency  CHF\n"))
    }

    @Test func bothList_theSameCurrenciesInTheSameOrder() throws {
        let exchange = Self.listed(try Self.run(["exchange", "5"]))
        let profile = Self.listed(try Self.run(["profile", "7"]))
        // The seven popular ones, ten francs, the eleventh, ten dollars.
        #expect(exchange.count == 7 + 10 + 1 + 10)
        #expect(profile == exchange)
    }
}
