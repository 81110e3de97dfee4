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
