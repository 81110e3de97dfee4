import Foundation
import SwippyData
import Testing

@testable import PaymentCards

/// A statement's transactions show their local day in the user's zone; the period stays
/// the statement's calendar month.
@MainActor
@Suite("PaymentCards: days in the user's zone")
struct PaymentCardsLocalTimeTests {
    let card = Sample.card("Millennia Credit Card", id: "card_1", actions: [.viewLastStatement])

    private func days(_ zone: String) throws -> [String] {
        let transactions = [
            Sample.transaction("t1", "2026-11-03T18:40:00Z", "Starbucks India", "242.33"),
            Sample.transaction("t2", "2026-11-05T03:00:00Z", "Zomato", "99"),
        ]
        let statement = try #require(CardStatement.latest(of: card, from: transactions.reversed()))
        let model = CardPresenter.statementModel(
            card, .success(statement), zone: try #require(TimeZone(identifier: zone)))
        #expect(model.fields.first?.value == "Nov 2026")
        return model.rows.compactMap(\.first)
    }

    @Test func anEveningTransaction_isTheNextDayInKolkata_andAnEarlyOne_theDayBeforeInNewYork() throws {
        #expect(try days("Asia/Kolkata") == ["04 Nov 2026", "05 Nov 2026"])
        #expect(try days("America/New_York") == ["03 Nov 2026", "04 Nov 2026"])
        #expect(try days("UTC") == ["03 Nov 2026", "05 Nov 2026"])
    }

    @Test func theInteractor_keepsTheZoneItWasGiven() {
        let interactor = PaymentCardsInteractor(
            repository: FakePaymentCardsRepository(), pageSize: 2,
            zone: TimeZone(identifier: "Asia/Kolkata") ?? SwippyDate.utc)
        #expect(interactor.state.value.zone.identifier == "Asia/Kolkata")
    }
}
