import Foundation
import Testing

@testable import SwippyData

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
        ("1.234", .tooManyDecimals(currency: "", places: 2)),
        ("0.001", .tooManyDecimals(currency: "", places: 2)),
        ("1000000000000000", .tooLarge),
        ("99999999999999999999", .tooLarge),
    ])
    func parse_refusesWithAReason(input: String, problem: AmountInput.Problem) {
        #expect(AmountInput.parse(input) == .failure(problem))
    }

    @Test func everyProblem_readsAsOneSentence() {
        let problems: [AmountInput.Problem] = [
            .empty, .notANumber, .negative, .zero, .tooManyDecimals(currency: "", places: 2),
            .tooManyDecimals(currency: "JPY", places: 0), .tooLarge,
        ]
        for problem in problems {
            #expect(problem.description.hasSuffix("."))
            #expect(!problem.description.contains("\n"))
        }
        #expect(
            AmountInput.Problem.tooManyDecimals(currency: "", places: 2).description == "Use at most 2 decimal places.")
    }

    @Test(arguments: [
        ("1250", "JPY", "1250"),
        ("¥1,250", "JPY", "1250"),
        ("1.", "JPY", "1"),
        ("1.234", "KWD", "1.234"),
        ("0.001", "BHD", "0.001"),
        ("1,25,000.50", "INR", "125000.5"),
        ("£1,832.40", "GBP", "1832.4"),
        ("1.5", "gbp", "1.5"),
    ])
    func parse_inACurrency_acceptsItsMinorUnits(input: String, currency: String, expected: String) {
        let value = Decimal(string: expected, locale: Locale(identifier: "en_US_POSIX"))
        #expect(AmountInput.parse(input, currency: currency) == .success(value ?? .nan))
    }

    @Test(arguments: [
        ("1.5", "JPY", "JPY has no minor units; type a whole number."),
        ("1.0", "jpy", "JPY has no minor units; type a whole number."),
        ("1.2345", "KWD", "Use at most 3 decimal places."),
        ("1.234", "INR", "Use at most 2 decimal places."),
        ("1.234", "GBP", "Use at most 2 decimal places."),
        ("0.001", "GBP", "Use at most 2 decimal places."),
    ])
    func parse_inACurrency_refusesMoreDecimalsThanItsMinorUnits(input: String, currency: String, reason: String) {
        #expect(AmountInput.parse(input, currency: currency).failureReason == reason)
    }
}

extension Result where Failure == AmountInput.Problem {
    fileprivate var failureReason: String? {
        if case .failure(let problem) = self { return problem.description }
        return nil
    }
}
