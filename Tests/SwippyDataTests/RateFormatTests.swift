import Foundation
import SwippyData
import Testing

@Suite("RateFormat: changes, rates and amounts with their minor units")
struct RateFormatTests {
    static func d(_ text: String) -> Decimal { Decimal(string: text) ?? -1 }

    @Test func aChange_isSignedWithAPlusOrATrueMinus_whateverTheColour() {
        #expect(RateFormat.percent(Self.d("1.24")) == "+1.2 %")
        #expect(RateFormat.percent(Self.d("-0.75")) == "\u{2212}0.8 %")
        #expect(RateFormat.percent(Self.d("0.04")) == "0.0 %")
        #expect(RateFormat.percent(Self.d("-0.04")) == "0.0 %")
    }

    @Test func aRate_hasSixSignificantDigits_andAtLeastTwoDecimals() {
        #expect(RateFormat.rate(Self.d("0.012067")) == "0.0120670")
        #expect(RateFormat.rate(Self.d("82.8706389326")) == "82.8706")
        #expect(RateFormat.rate(Self.d("15862")) == "15,862.00")
        #expect(RateFormat.rate(Self.d("1")) == "1.00000")
    }

    @Test func money_usesTheCurrencysMinorUnits() {
        #expect(RateFormat.money(Self.d("1805.477"), code: "JPY") == "¥1,805")
        #expect(RateFormat.money(Self.d("125000.5"), code: "INR") == "₹1,25,000.50")
        #expect(RateFormat.money(Self.d("1234.5"), code: "EUR") == "€1,234.50")
        #expect(RateFormat.money(Self.d("0.3074"), code: "KWD") == "KWD 0.307")
    }
}
