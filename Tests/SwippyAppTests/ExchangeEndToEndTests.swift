import Foundation
import SwippyTestSupport
import Testing

@testable import SwippyApp

@Suite("End to end: Exchange")
struct ExchangeEndToEndTests {
    static let utf8 = ["LANG": "C.UTF-8", "COLUMNS": "80"]

    /// Signs in as the demo user, runs `steps` (one line each), then quits.
    static func run(_ steps: [String], arguments: [String] = ["--ephemeral"], environment: [String: String] = utf8)
        throws
        -> SwippyProcess.Output
    {
        try SwippyProcess.run(
            arguments, input: SwippyProcess.signInAsDemoUser + (steps + ["q"]).joined(separator: "\n") + "\n",
            environment: environment)
    }

    @Test func zoomPastTheLastDayOfRates_isClampedToIt_andAllOutsideIsRefused() throws {
        let output = try Self.run(["exchange", "1", "eur", "z 2026-11-15 2026-12-31", "z 2026-12-01 2026-12-31"])
        #expect(output.status == 0)
        let out = output.stdout
        #expect(out.contains("Rates end on 20 Nov 2026; showing to then."))
        #expect(out.contains("  Euro, zoomed to 6 days"))
        #expect(out.contains("           15 Nov 2026                                               20 Nov 2026"))
        #expect(out.contains("01 Dec 2026 is outside the data (24 Jul 2026 to 20 Nov 2026)."))
    }

    @Test func rates_chartAndZoom_converter_movers() throws {
        let output = try Self.run([
            "exchange", "1", "n", "change", "what", "eur", "z 2026-11-01 2026-11-10", "z 2026-11-10 2026-11-01",
            "z 2020-01-01 2026-11-01", "a", "b", "b", "3", "100 EUR to JPY", "1.5 JPY INR", "1.234 EUR", "10 XYZ INR",
            "b",
            "4", "b",
        ])
        #expect(output.status == 0)
        let out = output.stdout
        #expect(out.contains("Rates against INR\n=================\n  1 INR buys · rates of 20 Nov 2026"))
        #expect(out.contains("  1–12 of 42 · page 1 of 4, by code"))
        #expect(out.contains("  13–24 of 42 · page 2 of 4, by code"))
        #expect(out.contains("  GBP   Pound Sterling      0.00950900  −0.1 %"))
        #expect(out.contains("  1–12 of 42 · page 1 of 4, by change"))
        #expect(out.contains("Unknown command \"what\": type n or p, code, rate or change, or a currency code."))
        // The price of €1 in rupees, not euro per rupee.
        #expect(out.contains("INR per 1 EUR\n=============\n  Euro, last 30 days, −2.1 %"))
        #expect(out.contains("  92.6612 ┤"))
        #expect(out.contains("           22 Oct 2026                                               20 Nov 2026"))
        #expect(out.contains("           ▲ max 92.6612 on 06 Nov 2026\n           ▼ min 89.7585 on 20 Nov 2026"))
        #expect(out.contains("  Euro, zoomed to 10 days, +0.2 %"))
        #expect(out.contains("           01 Nov 2026                                               10 Nov 2026"))
        #expect(out.contains("The first day must not be after the second."))
        #expect(out.contains("01 Jan 2020 is outside the data (24 Jul 2026 to 20 Nov 2026)."))
        #expect(
            out.contains(
                "  Amount   €100.00 (EUR)\n  Result   ¥16,206 (JPY)\n  Rate     1 EUR = 162.057 JPY\n  "
                    + "Rate of  20 Nov 2026"
            ))
        #expect(out.contains("JPY has no minor units; type a whole number."))
        #expect(out.contains("Use at most 2 decimal places."))
        #expect(out.contains("Unknown currency \"XYZ\"; type a code like EUR."))
        #expect(out.contains("Top movers against INR\n======================\n  30 days to 20 Nov 2026"))
        #expect(out.contains("  NGN   Naira                +7.6 %  ▁▃▄▅▅▄▄▄▅▆▇█"))
    }

    @Test func withoutUTF8_theChartAndSparklinesAreASCII() throws {
        let output = try Self.run(["exchange", "2", "b", "4"], environment: ["LANG": "C", "COLUMNS": "40"])
        let chart = output.stdout.components(separatedBy: "INR per 1 EUR").dropFirst().first ?? ""
        #expect(chart.contains("  92.6612 |"))
        #expect(chart.contains("+-"))
        #expect(!chart.contains("┤"))
        #expect(output.stdout.contains("  NGN   Naira"))
        #expect(!output.stdout.contains("▁"))
    }

    @Test func thePicker_searchesNarrowsAndSaysNoMatch() throws {
        let output = try Self.run(["exchange", "5", "", "rupee", "zorkmid", "mur", "1", "b"])
        let out = output.stdout
        #expect(out.contains("  Popular currencies. Type a code or a name to search all 164."))
        #expect(out.contains("Type a currency's number, or a code or a name to search."))
        #expect(
            out.contains(
                "  6 currencies match \"rupee\" (4 with rates).\n\n  1. INR  Indian Rupee  ₹\n  2. LKR  "
                    + "Sri Lanka Rupee  Rs\n  3. MUR  Mauritius Rupee  (no rates)"
            ))
        #expect(out.contains("No currency matches \"zorkmid\"; try a code like EUR or a name."))
        #expect(out.contains("No rates for Mauritius Rupee (MUR) in the data; choose a currency with rates."))
        #expect(out.contains("Your base currency is now INR (Indian Rupee); totals follow it."))
    }

    @Test func aBaseChosenByAsha_movesHerHomeTotal_survivesARestart_andLeavesRahulAlone() throws {
        let state = try SwippyProcess.temporaryDirectory().appendingPathComponent("state.json").path
        let first = try Self.run(["exchange", "5", "usd", "1", "h", "history"], arguments: ["--state", state])
        #expect(first.status == 0)
        #expect(first.stdout.contains("  Total  ₹1,76,951.25\n"))
        #expect(first.stdout.contains("Your base currency is now USD (US Dollar); totals follow it."))
        #expect(first.stdout.contains("  Total  ≈ $2,135.27\n"))
        // History's totals follow the same per-user base.
        #expect(first.stdout.contains("  In   ≈ $3,904.27\n  Out  ≈ $1,220.35\n"))

        let second = try Self.run(["exchange", "1", "n"], arguments: ["--state", state])
        #expect(second.stdout.contains("  Total  ≈ $2,135.27\n"))
        #expect(second.stdout.contains("  5. Base currency: USD (US Dollar)"))
        #expect(second.stdout.contains("Rates against USD"))
        #expect(second.stdout.contains("  EUR   Euro               0.923262  −0.2 %"))
        #expect(second.stdout.contains("  INR   Indian Rupee          82.8706  −0.3 %"))

        let rahul = try SwippyProcess.run(
            ["--state", state], input: "3\n9123456780\n7351\nprofile\nq\n", environment: Self.utf8)
        #expect(rahul.stdout.contains("Hello, Rahul Mehta."))
        #expect(rahul.stdout.contains("  Total  ₹15,000.00\n"))
        #expect(rahul.stdout.contains("Base currency  INR (your currency)"))
    }
}
