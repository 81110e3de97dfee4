import Foundation
import SwippyData
import Testing

@Suite("Card numbers: Luhn, length, network, expiry")
struct CardNumberTests {
    @Test(arguments: [
        ("4111 1111 1111 1111", "Visa"), ("378282246310005", "Amex"), ("5555555555554444", "Mastercard"),
        ("2223003122003222", "Mastercard"), ("30569309025904", "Diners"), ("6522 4100 3344 5566", "RuPay"),
        ("6073 8400 0000 0008", "RuPay"), ("79927398713", "Card"),
    ])
    func knownNumbers_networkIsDetected(number: String, network: String) {
        #expect(CardNumber.network(of: number.filter { $0 != " " }) == network)
    }

    @Test func knownValidNumbers_passLuhn() throws {
        for number in [
            "4111 1111 1111 1111", "378282246310005", "5555555555554444", "30569309025904", "6011111111111117",
        ] {
            let parsed = try CardNumber.parse(number).get()
            #expect(parsed.digits == number.filter { $0 != " " })
        }
        #expect(CardNumber.luhn("79927398713"))
    }

    @Test func oneDigitOff_failsLuhn_andSaysTheCheckDigit() {
        #expect(CardNumber.parse("4111 1111 1111 1112") == .failure(.checkDigit))
        #expect(CardNumber.parse("378282246310006") == .failure(.checkDigit))
        #expect(!CardNumber.luhn("79927398710"))
        #expect(CardNumber.Problem.checkDigit.description.contains("check digit"))
    }

    @Test func length_andCharacters_sayWhichPartIsWrong() {
        #expect(CardNumber.parse("4111 1111 111") == .failure(.length(11)))
        #expect(CardNumber.parse("4111 1111 1111 1111 1111") == .failure(.length(20)))
        #expect(CardNumber.parse("4111-1111-1111-1111") == .failure(.notADigit("-")))
        #expect(CardNumber.parse("  ") == .failure(.empty))
        #expect(CardNumber.Problem.length(11).description == "A card number has 12 to 19 digits; this one has 11.")
    }

    @Test func onlyTheLastFourAreShown() throws {
        let number = try CardNumber.parse("4111 1111 1111 1111").get()
        #expect(number.lastFour == "1111")
        #expect(number.masked == "•••• •••• •••• 1111")
    }

    @Test func expiry_isMMYY_andNotInThePast() throws {
        let now = try #require(SwippyDate.parse("2026-11-22T08:00:00Z"))
        #expect(try CardExpiry.parse("11/26", now: now).get() == CardExpiry(month: 11, year: 2026))
        #expect(try CardExpiry.parse("01/30", now: now).get().text == "01/30")
        #expect(
            CardExpiry.parse("10/26", now: now).failureMessage
                == "That card expired at the end of 10/26: check the expiry date.")
        #expect(CardExpiry.parse("13/27", now: now).failureMessage == "The month (MM) must be 01 to 12; \"13\" is not.")
        #expect(
            CardExpiry.parse("08/2029", now: now).failureMessage
                == "The year (YY) is two digits, for example 29; \"2029\" is not.")
        #expect(CardExpiry.parse("0829", now: now).failureMessage == "Type the expiry as MM/YY, for example 08/29.")
    }

    @Test func expiry_oneDigitMonth_saysTheMonthNeedsTwoDigits() throws {
        let now = try #require(SwippyDate.parse("2026-11-22T08:00:00Z"))
        #expect(
            CardExpiry.parse("1/30", now: now).failureMessage == "The month (MM) needs two digits: type 01, not \"1\".")
        #expect(
            CardExpiry.parse("9/30", now: now).failureMessage == "The month (MM) needs two digits: type 09, not \"9\".")
        #expect(CardExpiry.parse("0/30", now: now).failureMessage == "The month (MM) must be 01 to 12; \"0\" is not.")
    }
}

extension Result where Failure == TransferFailure {
    /// The refusal's line; nil on success.
    var failureMessage: String? {
        if case .failure(let failure) = self { return failure.message }
        return nil
    }
}
