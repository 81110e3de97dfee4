import Foundation
import SwippyData
import Testing

@Suite("Loan maths: EMI, schedule, PAN and the form's rules")
struct LoanMathsTests {
    /// ₹50,00,000 at 8.5 % a year over 20 years: r = 8.5 / 12 / 100 = 0.0070833…, n = 240.
    /// (1 + r)^240 = 5.44124256890450748… (by hand: ln(1.00708333) = 0.00705836, × 240 = 1.694006, e^1.694006 ≈
    /// 5.44124).
    /// EMI = 50,00,000 × 0.00708333 × 5.44124257 / 4.44124257 = 43,391.1616682766… → ₹43,391.16.
    @Test func fiftyLakhAt8Point5PercentOver20Years_is43391Point16() {
        #expect(LoanMaths.emi(principal: 5_000_000, annualRatePercent: 8.5, months: 240) == Decimal(string: "43391.16"))
    }

    /// ₹10,00,000 at 12 % over 12 months: r = 0.01, (1.01)^12 = 1.12682503013…,
    /// EMI = 10,00,000 × 0.01 × 1.12682503 / 0.12682503 = 88,848.7886783… → ₹88,848.79.
    /// ₹1,00,000 at 10 % over 12 months: r = 0.0083333…, (1 + r)^12 = 1.10471306744…,
    /// EMI = 1,00,000 × 0.0083333 × 1.10471307 / 0.10471307 = 8,791.588723… → ₹8,791.59.
    /// ₹25,00,000 at 9 % over 10 years: r = 0.0075, (1.0075)^120 = 2.45135707812…, EMI = 31,668.9434… → ₹31,668.94.
    @Test func otherHandComputedEMIs() {
        #expect(LoanMaths.emi(principal: 1_000_000, annualRatePercent: 12, months: 12) == Decimal(string: "88848.79"))
        #expect(LoanMaths.emi(principal: 100_000, annualRatePercent: 10, months: 12) == Decimal(string: "8791.59"))
        #expect(LoanMaths.emi(principal: 2_500_000, annualRatePercent: 9, months: 120) == Decimal(string: "31668.94"))
    }

    /// The same loans in yen: rounded once to whole yen (8,791.5887… → ¥8,792), and the schedule's interest too
    /// (month 1: 1,00,000 × 0.0083333 = 833.33… → ¥833; principal 8,792 − 833 = 7,959).
    @Test func inYen_theEMIAndTheScheduleAreWholeYen() throws {
        #expect(LoanMaths.emi(principal: 100_000, annualRatePercent: 10, months: 12, places: 0) == 8_792)
        #expect(LoanMaths.emi(principal: 5_000_000, annualRatePercent: 8.5, months: 240, places: 0) == 43_391)
        let rows = LoanMaths.schedule(principal: 100_000, annualRatePercent: 10, months: 12, places: 0)
        let first = try #require(rows.first)
        #expect(first.interest == 833)
        #expect(first.principal == 7_959)
        #expect(rows.last?.balance == 0)
        #expect(rows.allSatisfy { Currency.rounded($0.interest, in: "JPY") == $0.interest })
    }

    @Test func zeroRate_splitsEvenly_andNothingOwedIsZero() {
        #expect(LoanMaths.emi(principal: 120_000, annualRatePercent: 0, months: 12) == 10_000)
        #expect(LoanMaths.emi(principal: 0, annualRatePercent: 8.5, months: 12) == 0)
        #expect(LoanMaths.emi(principal: 1_000, annualRatePercent: 8.5, months: 0) == 0)
    }

    @Test func schedule_endsAtZero_andItsPartsAddUp() throws {
        let rows = LoanMaths.schedule(principal: 100_000, annualRatePercent: 10, months: 12)
        #expect(rows.count == 12)
        // Month 1: interest = 1,00,000 × 0.0083333 = 833.33; principal = 8,791.59 − 833.33 = 7,958.26.
        let first = try #require(rows.first)
        #expect(first.interest == Decimal(string: "833.33"))
        #expect(first.principal == Decimal(string: "7958.26"))
        #expect(first.balance == Decimal(string: "92041.74"))
        #expect(rows.last?.balance == 0)
        #expect(rows.reduce(Decimal(0)) { $0 + $1.principal } == 100_000)
        for row in rows { #expect(row.payment == row.principal + row.interest) }
        let interest = LoanMaths.totalInterest(principal: 100_000, annualRatePercent: 10, months: 12)
        #expect(interest == rows.reduce(Decimal(0)) { $0 + $1.payment } - 100_000)
        #expect(LoanMaths.schedule(principal: 5_000_000, annualRatePercent: 8.5, months: 240).last?.balance == 0)
    }

    @Test func pan_saysWhichPartIsWrong() throws {
        #expect(try LoanRules.pan(" abcde1234f ").get() == "ABCDE1234F")
        #expect(
            LoanRules.pan("ABCDE1234").failureMessage
                == "A PAN has 10 characters (5 letters, 4 digits, 1 letter, like ABCDE1234F); this one has 9.")
        #expect(
            LoanRules.pan("ABC1E1234F").failureMessage
                == "The first 5 characters of a PAN are letters; \"ABC1E\" is not.")
        #expect(LoanRules.pan("ABCDE12X4F").failureMessage == "Characters 6 to 9 of a PAN are digits; \"12X4\" is not.")
        #expect(LoanRules.pan("ABCDE12345").failureMessage == "The last character of a PAN is a letter; \"5\" is not.")
        #expect(LoanRules.maskedPAN("ABCDE1234F") == "•••••1234F")
    }

    @Test func tenureCityAndAffordability() throws {
        #expect(try LoanRules.tenure("20").get() == 20)
        #expect(LoanRules.tenure("31").failureMessage == "The tenure is 1 to 30 years; 31 is outside that.")
        #expect(LoanRules.tenure("2.5").failureMessage == "Type the tenure in whole years, 1 to 30.")
        #expect(try LoanRules.city(" Bengaluru ").get() == "Bengaluru")
        #expect(LoanRules.city("B4ngalore").failureMessage == "A city name has letters, spaces, dots and hyphens only.")
        #expect(LoanRules.affordability(emi: 43_391.16, income: 100_000, sharePercent: 50, currency: "INR") == nil)
        #expect(
            LoanRules.affordability(emi: 43_391.16, income: 80_000, sharePercent: 50, currency: "INR")
                == "The EMI of ₹43,391.16 is more than 50% of your monthly income of ₹80,000.00 (at most "
                + "₹40,000.00): choose a smaller amount or a longer tenure."
        )
    }
}
