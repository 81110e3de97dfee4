import Foundation
import SwippyData
import Testing

/// The rates table and movers against a base, on the sample table (INR rising 80 → 83.9 against USD).
@Suite("Rate table: every currency against the base, the day's change, the top movers")
struct ExchangeRatesMathsTests {
    @Test func rows_areQuoteOfXOverQuoteOfBase_withTheDaysChange() throws {
        let rows = RateTable.rows(ExchangeSample.rates(), names: ExchangeSample.currencies, base: "INR")
        #expect(rows.map(\.code) == ["EUR", "GBP", "JPY", "KWD", "USD"])
        let eur = try #require(rows.first)
        #expect(eur.rate == ExchangeSample.d("0.9") / ExchangeSample.d("83.9"))
        // (0.9/83.9) / (0.8/83.8) − 1 = +12.36… %
        #expect(RateFormat.percent(eur.change ?? 0) == "+12.4 %")
        #expect(rows.last?.name == "US Dollar")
    }

    @Test func movers_areTheLargestAbsoluteChangesOver30Days() {
        let movers = RateTable.movers(ExchangeSample.rates(), names: ExchangeSample.currencies, base: "INR", count: 3)
        #expect(movers.map(\.code) == ["EUR", "GBP", "JPY"])
        // EUR per INR: 0.8/81 → 0.9/83.9 = 72.9/67.12 − 1 = +8.61 %; GBP per INR: 0.75/81 → 0.75/83.9 = −3.46 %
        // (equal moves — GBP, JPY, KWD, USD — by code)
        #expect(movers.map { RateFormat.percent($0.change) } == ["+8.6 %", "−3.5 %", "−3.5 %"])
        #expect(movers.first?.series.count == 30)
    }
}
