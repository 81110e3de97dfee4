import Foundation
import Testing
@testable import SwippyData

@Suite("MoneyFormat")
struct MoneyFormatTests {
    private func amount(_ text: String) -> Decimal {
        Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) ?? .nan
    }

    @Test(arguments: [
        ("125000.50", "INR", "₹1,25,000.50"),
        ("125000.5", "₹", "₹1,25,000.50"),
        ("242.33", "₹", "₹242.33"),
        ("0", "INR", "₹0.00"),
        ("999", "INR", "₹999.00"),
        ("1000", "INR", "₹1,000.00"),
        ("100000", "INR", "₹1,00,000.00"),
        ("12345678901234.56", "INR", "₹1,23,45,67,89,01,234.56"),
        ("1234567", "USD", "$1,234,567.00"),
        ("1250.5", "USD", "$1,250.50"),
        ("820.4", "GBP", "£820.40"),
        ("99.99", "EUR", "€99.99"),
        ("5000", "JPY", "¥5,000.00"),
        ("10", "SGD", "S$10.00"),
        ("10", "AUD", "A$10.00"),
        ("10", "AED", "AED 10.00"),
        ("10", "inr", "₹10.00"),
    ])
    func string_usesFixedSymbolsAndGrouping(value: String, currency: String, expected: String) {
        #expect(MoneyFormat.string(amount(value), currency: currency) == expected)
    }

    @Test(arguments: [
        ("1234567.891", "₹12,34,567.89"),
        ("0.005", "₹0.01"),
        ("0.004", "₹0.00"),
        ("2.675", "₹2.68"),
        ("2.665", "₹2.67"),
        ("99.995", "₹100.00"),
        ("999.999", "₹1,000.00"),
    ])
    func string_roundsHalfUpToTwoDecimals(value: String, expected: String) {
        #expect(MoneyFormat.string(amount(value), currency: "INR") == expected)
    }

    @Test(arguments: [
        ("-12", "INR", "-₹12.00"),
        ("-125000.5", "INR", "-₹1,25,000.50"),
        ("-1250.5", "USD", "-$1,250.50"),
        ("-0.005", "USD", "-$0.01"),
    ])
    func string_negativeAmounts_haveTheSignBeforeTheSymbol(value: String, currency: String, expected: String) {
        #expect(MoneyFormat.string(amount(value), currency: currency) == expected)
    }

    @Test(arguments: [
        ("XYZ", "XYZ 10.00"),
        ("₹", "₹10.00"),
        ("¤", "¤10.00"),
    ])
    func string_unknownCurrency_isShownAsGiven(currency: String, expected: String) {
        #expect(MoneyFormat.string(10, currency: currency) == expected)
    }

    @Test func symbol_forKnownAndUnknownCodes() {
        #expect(MoneyFormat.symbol(for: "INR") == "₹")
        #expect(MoneyFormat.symbol(for: "gbp") == "£")
        #expect(MoneyFormat.symbol(for: "CHF") == "CHF ")
        #expect(MoneyFormat.symbol(for: "₹") == "₹")
    }

    @Test func plain_hasGroupingAndTwoDecimalsWithoutSymbol() {
        #expect(MoneyFormat.plain(amount("1234.5")) == "1,234.50")
        #expect(MoneyFormat.plain(amount("1234567.5"), indianGrouping: true) == "12,34,567.50")
        #expect(MoneyFormat.plain(0) == "0.00")
        #expect(MoneyFormat.plain(amount("0.5")) == "0.50")
        #expect(MoneyFormat.plain(amount("-7.25")) == "7.25")
    }

    @Test func money_formatted_usesItsCurrency() {
        #expect(Money(amount("48250.75"), "INR").formatted == "₹48,250.75")
        #expect(Money(amount("820.4"), "GBP").formatted == "£820.40")
    }
}

@Suite("AmountInput")
struct AmountInputTests {
    @Test(arguments: [
        ("1500", "1500"),
        ("1,500.50", "1500.5"),
        ("1,50,000", "150000"),
        ("₹20", "20"),
        ("$20.5", "20.5"),
        ("  42  ", "42"),
        ("0.1", "0.1"),
        (".5", "0.5"),
        ("999999999999999.99", "999999999999999.99"),
    ])
    func parse_acceptsPlainAmounts(input: String, expected: String) {
        let value = Decimal(string: expected, locale: Locale(identifier: "en_US_POSIX"))
        #expect(AmountInput.parse(input) == .success(value ?? .nan))
    }

    @Test(arguments: [
        ("", AmountInput.Problem.empty),
        ("   ", .empty),
        ("₹", .empty),
        ("0", .zero),
        ("0.00", .zero),
        ("-5", .negative),
        ("₹-5", .negative),
        ("1e3", .notANumber),
        ("abc", .notANumber),
        ("12abc", .notANumber),
        ("+5", .notANumber),
        ("1.2.3", .notANumber),
        (".", .notANumber),
        ("١٢", .notANumber),
        ("1.234", .tooManyDecimals),
        ("0.001", .tooManyDecimals),
        ("1000000000000000", .tooLarge),
        ("99999999999999999999", .tooLarge),
    ])
    func parse_refusesWithAReason(input: String, problem: AmountInput.Problem) {
        #expect(AmountInput.parse(input) == .failure(problem))
    }

    @Test func everyProblem_readsAsOneSentence() {
        let problems: [AmountInput.Problem] = [.empty, .notANumber, .negative, .zero, .tooManyDecimals, .tooLarge]
        for problem in problems {
            #expect(problem.description.hasSuffix("."))
            #expect(!problem.description.contains("\n"))
        }
        #expect(AmountInput.Problem.tooManyDecimals.description == "Use at most 2 decimal places.")
    }
}

@Suite("SwippyDate")
struct SwippyDateTests {
    @Test func parse_aDateAlone_isMidnightUTC() throws {
        let date = try #require(SwippyDate.parse("2026-11-02"))
        #expect(SwippyDate.iso(date) == "2026-11-02T00:00:00Z")
    }

    @Test func parse_aDateTime_roundTripsThroughISO() throws {
        let date = try #require(SwippyDate.parse("2026-11-02T10:15:00Z"))
        #expect(SwippyDate.iso(date) == "2026-11-02T10:15:00Z")
    }

    @Test func parse_anOffset_isConvertedToUTC() throws {
        let date = try #require(SwippyDate.parse("2026-11-02T10:15:00+05:30"))
        #expect(SwippyDate.iso(date) == "2026-11-02T04:45:00Z")
    }

    @Test(arguments: ["", "nope", "02/11/2026", "2026-11", "yesterday"])
    func parse_refusesOtherText(text: String) {
        #expect(SwippyDate.parse(text) == nil)
    }

    @Test func displayFormats_areFixedAndInUTC() throws {
        let date = try #require(SwippyDate.parse("2026-11-02T23:45:00Z"))
        #expect(SwippyDate.day(date) == "02 Nov 2026")
        #expect(SwippyDate.dayAndTime(date) == "02 Nov 2026, 23:45")
        #expect(SwippyDate.month(date) == "Nov 2026")
        let parts = SwippyDate.components(date)
        #expect(parts.year == 2026 && parts.month == 11 && parts.day == 2 && parts.hour == 23 && parts.minute == 45)
    }

    @Test func month_namesEveryMonth() throws {
        let names = try (1...12).map { month in
            let date = try #require(SwippyDate.parse(String(format: "2026-%02d-15", month)))
            return SwippyDate.month(date)
        }
        #expect(names.map { String($0.prefix(3)) }
            == ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"])
    }

    @Test func manualClock_movesOnlyWhenTold() throws {
        let start = try #require(SwippyDate.parse("2026-11-02T10:00:00Z"))
        let clock = ManualClock(start)
        #expect(clock.now == start)
        clock.advance(by: 90)
        #expect(SwippyDate.iso(clock.now) == "2026-11-02T10:01:30Z")
    }
}
