import Foundation
import SwippyData
import Testing

@testable import SwippyStorage

/// The cards of a data image come back exactly: every field present or absent, amounts that fit 64 bits and
/// ones kept as text, each due state, statements, expiry; and anything that does not read as a card is a
/// refusal, never a crash.
@Suite("Image cards")
struct ImageCardsTests {
    private static func decimal(_ text: String) -> Decimal {
        Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) ?? 0
    }

    static let cards: [PaymentCard] = {
        let bare = PaymentCard(
            id: "c-1", title: "Plain", number: "4111 1111 1111 1111", cardHolderName: "Asha Rao", type: "debit",
            bankName: "HDFC")
        var full = bare
        full.id = "c-2"
        full.due = CardDue(id: "d-1", amount: decimal("12.50"), currency: "INR", state: .pending("due in 5 days"))
        full.actions = [.viewDetails, .payNow]
        full.status = .blocked
        full.blockReason = "Lost"
        full.creditLimit = decimal("200000")
        full.userID = "u-asha"
        full.creditUsed = decimal("123456789012345678901234567890.5")
        full.statements = [
            CreditStatementMonth(month: "2026-10", used: decimal("100.25"), interest: decimal("0")),
            CreditStatementMonth(month: "2026-11", used: decimal("0.0001"), interest: decimal("3.5")),
        ]
        full.expiry = CardExpiry(month: 8, year: 2029)
        var paid = bare
        paid.id = "c-3"
        paid.due = CardDue(id: "d-2", amount: 0, currency: "$", state: .fullyPaid)
        paid.statements = []
        paid.title = "Café ☕ " + String(repeating: "é", count: 3_000)
        return [bare, full, paid]
    }()

    @Test func everyField_comesBackExactly() throws {
        var writer = ImageBytesWriter()
        ImageCards.write(Self.cards, into: &writer)
        let read = try writer.bytes.withUnsafeBytes { buffer in
            var reader = ImageBytesReader(buffer)
            let cards = try ImageCards.read(&reader)
            #expect(reader.offset == buffer.count)
            return cards
        }
        var expected = Self.cards
        expected[2].title = DisplayBound.cut(expected[2].title)
        #expect(read == expected)
        #expect(read[1].due?.amount.exponent == Self.cards[1].due?.amount.exponent)
        #expect(read[1].creditUsed == Self.cards[1].creditUsed)
    }

    @Test func bytesThatAreNoCard_areRefused_neverACrash() throws {
        var writer = ImageBytesWriter()
        ImageCards.write(Self.cards, into: &writer)
        let whole = writer.bytes
        for cut in [0, 4, 8, 9, 20, whole.count / 2, whole.count - 1] {
            #expect(throws: DataImageRefusal.self, "cut at \(cut)") {
                try Array(whole.prefix(cut)).withUnsafeBytes { buffer in
                    var reader = ImageBytesReader(buffer)
                    _ = try ImageCards.read(&reader)
                }
            }
        }
        // The first card's flags: a field no card has.
        var unknown = whole
        unknown[9] = 0x01
        #expect(throws: DataImageRefusal.self) {
            try unknown.withUnsafeBytes { buffer in
                var reader = ImageBytesReader(buffer)
                _ = try ImageCards.read(&reader)
            }
        }
    }
}
