import Foundation
import SwippyTestSupport
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
        ("5000", "JPY", "¥5,000"),
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

    @Test(arguments: [
        ("0", "JPY", "¥0"),
        ("1250", "JPY", "¥1,250"),
        ("1250.5", "JPY", "¥1,251"),
        ("1249.49", "¥", "¥1,249"),
        ("-0.4", "JPY", "¥0"),
        ("-1250", "JPY", "-¥1,250"),
        ("1.25", "KWD", "KWD 1.250"),
        ("1234.2345", "KWD", "KWD 1,234.235"),
        ("0.0004", "BHD", "BHD 0.000"),
        ("125000.505", "INR", "₹1,25,000.51"),
        ("1832.404", "GBP", "£1,832.40"),
        ("1832.405", "GBP", "£1,832.41"),
        ("3", "CLF", "CLF 3.0000"),
    ])
    func string_roundsToTheCurrencysMinorUnits(value: String, currency: String, expected: String) {
        #expect(MoneyFormat.string(amount(value), currency: currency) == expected)
    }

    @Test(arguments: [
        ("1250.5", "JPY", "1251"), ("1.2345", "KWD", "1.235"), ("2.675", "INR", "2.68"), ("-2.675", "GBP", "-2.68"),
    ])
    func rounded_isHalfAwayFromZeroToTheMinorUnits(value: String, currency: String, expected: String) {
        #expect(Currency.rounded(amount(value), in: currency) == amount(expected))
    }

    @Test func everyCurrencyInTheData_formatsWithItsOwnMinorUnits() throws {
        let currencies = try Fixture.mockData().reference.currencyList
        #expect(currencies.count > 100)
        for currency in currencies {
            let text = MoneyFormat.string(amount("1"), currency: currency.code)
            let decimals = text.split(separator: ".").dropFirst().first?.count ?? 0
            #expect(decimals == currency.minorUnits, "\(currency.code): \(text)")
        }
    }

    @Test func plain_takesTheCurrencysPlaces() {
        #expect(MoneyFormat.plain(amount("1250.4"), places: 0) == "1,250")
        #expect(MoneyFormat.plain(amount("1.25"), places: 3) == "1.250")
    }

    @Test func money_formatted_usesItsCurrency() {
        #expect(Money(amount("48250.75"), "INR").formatted == "₹48,250.75")
        #expect(Money(amount("820.4"), "GBP").formatted == "£820.40")
    }
}
