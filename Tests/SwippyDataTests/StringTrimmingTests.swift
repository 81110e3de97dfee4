import Foundation
import SwippyData
import Testing

@Suite("Trimming a name from the data reads only its ends")
struct StringTrimmingTests {
    static let samples = [
        "", " ", "\n\t \r\n", "Millennia", "  Millennia  ", "\tMillennia Credit Card\n", "Café ", " naïve",
        "\u{00A0}Amazon Pay\u{2003}", "\u{2028}Travel One\u{3000}", "a b", " a \n b ", "👩🏽‍💻 ", " 🇮🇳",
        "e\u{0301} ", " \u{0301}x", "\u{200B}zero width", "Card\u{0085}",
    ]

    @Test(arguments: samples)
    func trimmedOfWhitespace_isFoundationsTrim(_ text: String) {
        #expect(text.trimmedOfWhitespace == text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    @Test func aVeryLongTitle_keepsItsMiddle_andLosesOnlyItsEnds() {
        let middle = String(repeating: "A", count: 1_000_000)
        let card = PaymentCard(
            id: "c", title: "  Millennia \(middle) Card \n", number: "4386 2894 0012 3456", cardHolderName: "ASHA",
            type: "VISA", bankName: " HDFC Bank ")
        #expect(card.displayTitle == "Millennia \(middle) Card")
        #expect(card.label == "Millennia \(middle) Card ••3456")
        #expect(card.bankLabel == "HDFC Bank")
    }
}
