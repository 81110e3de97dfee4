import Foundation
import SwippyData
import SwippyStorage
import SwippyTestSupport
import Testing

/// One masking rule by network: the long form groups as the network prints the number, the short form is "••7812".
@Suite("Card masks")
struct CardMaskTests {
    @Test(
        arguments: [
            ("4386 2894 0012 7812", "VISA", "•••• •••• •••• 7812"),
            ("5241830011227812", "MASTERCARD", "•••• •••• •••• 7812"),
            ("6522 4100 3344 7812", "RuPay", "•••• •••• •••• 7812"),
            ("3782 822463 17812", "AMEX", "•••• •••••• •7812"),
            ("3782 822463 17812", "American Express", "•••• •••••• •7812"),
            ("3056 9309 0278 12", "DINERS", "•••• •••••• 7812"),
            ("3056 9309 0278 12", "Diners Club", "•••• •••••• 7812"),
            ("3782 822463 17812", "", "•••• •••••• •7812"),
            ("3782 822463 17812", "Zeta", "•••• •••••• •7812"),
            ("•••• •••• •••• 7812", "VISA", "•••• •••• •••• 7812"),
            ("•••• •••••• •7812", "AMEX", "•••• •••••• •7812"),
            ("•••• 7812", "", "•••• •••• •••• 7812"),
            ("1234 5678 9012 7812 345", "", "••• •••• •••• •••• 2345"),
            ("6221260000000000001", "", "••• •••• •••• •••• 0001"),
            ("622126000000000001", "", "•• •••• •••• •••• 0001"),
            ("900000000001", "", "•••• •••• 0001"),
            ("•••• •••• 0001", "", "•••• •••• 0001"),
            ("••• •••• •••• •••• 0001", "", "••• •••• •••• •••• 0001"),
            ("", "VISA", "••••"),
        ] as [(String, String, String)])
    func long_groupsByNetwork(number: String, network: String, expected: String) {
        #expect(CardMask.long(number, network: network) == expected)
    }

    @Test func short_isTwoDotsAndTheLastFour() {
        #expect(CardMask.short("4386 2894 0012 7812") == "••7812")
        #expect(CardMask.short("•••• •••• •••• 7812") == "••7812")
        #expect(CardMask.short("") == "••••")
    }

    @Test func aCard_labelsItsBlankParts() {
        var card = PaymentCard(
            id: "c", title: " ", number: "4386 2894 0012 7812", cardHolderName: "", type: "", bankName: "\t")
        #expect(card.displayTitle == "Card ••7812")
        #expect(card.label == "Card ••7812", "the fallback title already names the digits")
        #expect(card.bankLabel == "Unknown bank")
        #expect(card.networkLabel == "Visa")
        #expect(card.holderLabel == "Name not given")
        card.title = "Millennia"
        card.type = "VISA"
        #expect(card.label == "Millennia ••7812")
        #expect(card.networkLabel == "VISA")
    }
}

/// A card's expiry in the data: optional, "2029-08", anything else an error naming the path.
@Suite("Card expiry in the data")
struct CardExpiryDataTests {
    @Test func anExpiry_loads_andRoundTripsThroughTheState() throws {
        let data = try Fixture.document { try $0.edit("cards", 0) { $0["expiry"] = "2029-08" } }
        let cards = try MockDataLoader.decode(data, file: "test.json").wallet.cards
        #expect(cards[0].expiry == CardExpiry(month: 8, year: 2029))
        #expect(cards[0].expiry?.text == "08/29")
        #expect(cards[1].expiry == nil, "absent: not known; old data still loads")
        let encoded = try JSONEncoder().encode(cards[0])
        #expect(String(decoding: encoded, as: UTF8.self).contains("\"expiry\":\"2029-08\""))
        #expect(try JSONDecoder().decode(PaymentCard.self, from: encoded) == cards[0])
    }

    @Test(arguments: ["2029-13", "29-08", "2029/08", "", "2100-01"])
    func aMalformedExpiry_isRefusedNamingThePath(text: String) throws {
        let data = try Fixture.document { try $0.edit("cards", 0) { $0["expiry"] = text } }
        #expect(
            Fixture.loadError(data)?.hasPrefix("test.json: cards[0].expiry") == true,
            "\(Fixture.loadError(data) ?? "loaded")")
    }

    @Test func hasExpired_onlyAfterItsMonth() {
        let expiry = CardExpiry(month: 11, year: 2026)
        let day = { (text: String) in ISO8601DateFormatter().date(from: text) ?? Date() }
        #expect(!expiry.hasExpired(at: day("2026-11-30T23:59:59Z")))
        #expect(expiry.hasExpired(at: day("2026-12-01T00:00:00Z")))
        #expect(!expiry.hasExpired(at: day("2025-01-01T00:00:00Z")))
    }
}
