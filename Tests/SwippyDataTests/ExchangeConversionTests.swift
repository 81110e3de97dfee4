import Foundation
import SwippyData
import SwippyTestSupport
import Testing

private func d(_ text: String) -> Decimal { Decimal(string: text) ?? -1 }

/// Hand-computed values: quotes are units per US dollar (INR 80, EUR 0.8, GBP 0.75, JPY 150, KWD 0.3).
@Suite("Exchange rates: one conversion rule through USD quotes, rounded once to minor units")
struct ExchangeConversionTests {
    static let day = Date(timeIntervalSince1970: 1_790_000_000)

    static func rates() -> ExchangeRates {
        ExchangeRates(
            base: "USD", asOf: day,
            rates: [
                ExchangeRate(code: "INR", rate: d("80"), history: [d("82"), d("80")]),
                ExchangeRate(code: "EUR", rate: d("0.8"), history: [d("0.82"), d("0.8")]),
                ExchangeRate(code: "GBP", rate: d("0.75"), history: [d("0.75"), d("0.75")]),
                ExchangeRate(code: "JPY", rate: d("150"), history: [d("120"), d("150")]),
                ExchangeRate(code: "KWD", rate: d("0.3"), history: [d("0.3"), d("0.3")]),
            ])
    }

    @Test func anAmount_isAmountTimesQuoteOfTargetOverQuoteOfSource() {
        #expect(Self.rates().converted(d("100"), from: "EUR", to: "INR") == d("10000"))
        #expect(Self.rates().converted(d("3"), from: "USD", to: "INR") == d("240"))
        #expect(Self.rates().converted(d("240"), from: "INR", to: "USD") == d("3"))
    }

    @Test func aCrossRate_goesThroughTheQuotes_notThroughTheUsersBase() {
        var rates = Self.rates()
        rates.rates.removeAll { $0.code == "INR" }  // the user's base has no quote at all
        // 100 EUR in GBP = 100 × 0.75 / 0.8 = 93.75
        #expect(rates.converted(d("100"), from: "EUR", to: "GBP") == d("93.75"))
        #expect(rates.rate(from: "EUR", to: "GBP") == d("0.9375"))
        #expect(rates.converted(d("100"), from: "EUR", to: "INR") == nil)
    }

    @Test func theYen_hasNoDecimals_andRoundsHalfUpOnce() {
        // 10.01 EUR = 10.01 × 150 / 0.8 = 1876.875 yen → 1877
        #expect(Self.rates().converted(d("10.01"), from: "EUR", to: "JPY") == d("1877"))
        // 1000 yen = 1000 × 0.8 / 150 = 5.3333… euro → 5.33
        #expect(Self.rates().converted(d("1000"), from: "JPY", to: "EUR") == d("5.33"))
    }

    @Test func theKuwaitiDinar_hasThreeDecimals() {
        // 7 EUR = 7 × 0.3 / 0.8 = 2.625 KWD; 1 INR = 0.3 / 80 = 0.00375 → 0.004
        #expect(Self.rates().converted(d("7"), from: "EUR", to: "KWD") == d("2.625"))
        #expect(Self.rates().converted(d("1"), from: "INR", to: "KWD") == d("0.004"))
        #expect(RateFormat.money(d("2.625"), code: "KWD") == "KWD 2.625")
    }

    @Test func aMissingOrNonPositiveQuote_givesNoAnswer_neverADivisionByZero() {
        var rates = Self.rates()
        rates.rates[1].rate = 0
        #expect(rates.convert(d("1"), from: "EUR", to: "INR") == nil)
        #expect(rates.convert(d("1"), from: "XYZ", to: "INR") == nil)
        #expect(rates.quote("INR", day: 7) == nil)
    }

    @Test func theDaysChange_isAgainstTheBase_inPerCent() {
        // EUR per INR: 0.82/82 = 0.01 then 0.8/80 = 0.01 → 0 %; EUR per USD 0.82 → 0.8 = −2.439… %
        #expect(Self.rates().change(of: "EUR", against: "INR", from: 0, to: 1) == 0)
        #expect(RateFormat.percent(Self.rates().change(of: "EUR", against: "USD", from: 0, to: 1) ?? 0) == "−2.4 %")
        // JPY per USD 120 → 150: +25 %
        #expect(Self.rates().change(of: "JPY", against: "USD", from: 0, to: 1) == d("25"))
        #expect(
            Self.rates().series(of: "JPY", against: "INR", days: 0...1) == [d("120") / d("82"), d("150") / d("80")])
    }

    @Test func days_countBackFromAsOf() {
        let rates = Self.rates()
        #expect(rates.dayCount == 2)
        #expect(rates.date(ofDay: 1) == Self.day)
        #expect(rates.day(of: rates.date(ofDay: 0)) == 0)
        #expect(rates.day(of: Self.day.addingTimeInterval(86_400 * 3)) == nil)
    }

    @Test func theShippedQuotes_giveTheOldINRTablesAmounts() throws {
        // The table before USD quotes said 1 INR = 0.009509 GBP = 1.805477 JPY = 0.011141 EUR on 2026-11-20.
        let rates = try Fixture.mockData().reference.exchangeRates
        #expect(rates.rate(from: "INR", to: "GBP") == d("0.009509"))
        #expect(rates.converted(d("100000"), from: "INR", to: "GBP") == d("950.9"))
        #expect(
            rates.converted(d("500"), from: "GBP", to: "INR")
                == ExchangeRates.rounded(d("500") / d("0.009509"), places: 2))
        #expect(rates.converted(d("1000"), from: "INR", to: "JPY") == d("1805"))
        #expect(rates.converted(d("25000"), from: "INR", to: "EUR") == d("278.53"))
        #expect(rates.converted(d("1000"), from: "INR", to: "USD") == d("12.07"))
        #expect(rates.dayCount >= 90)
        #expect(rates.quotedCodes.count >= 30)
    }
}
