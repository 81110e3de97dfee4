import Foundation
import Testing
@testable import SwippyData

@Suite("Generated MockData for the benchmark loads and validates")
struct ScaledMockDataTests {
    @Test func aTinyScale_loadsValidatesAndHasTheCounts() throws {
        let template = try Fixture.bytes()
        let data = try ScaledMockData.document(template: template, transactions: 500, cards: 40)
        let loaded = try MockDataLoader.decode(data, file: "scaled.json")
        #expect(loaded.wallet.transactions.count == 500)
        #expect(loaded.wallet.cards.count == 40)
        let shipped = try Fixture.mockData()
        #expect(Array(loaded.wallet.transactions.prefix(shipped.wallet.transactions.count)) == shipped.wallet.transactions)
        #expect(loaded.wallet.users == shipped.wallet.users)
        #expect(loaded.reference == shipped.reference)
    }

    @Test func theSameCounts_giveTheSameBytes() throws {
        let template = try Fixture.bytes()
        let one = try ScaledMockData.document(template: template, transactions: 100, cards: 10)
        #expect(one == (try ScaledMockData.document(template: template, transactions: 100, cards: 10)))
    }
}
