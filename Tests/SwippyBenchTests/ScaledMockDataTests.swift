import Foundation
import SwippyData
import SwippyTestSupport
import Testing

@testable import SwippyStorage
@testable import swippy_bench

@Suite("Generated MockData for the benchmark loads and validates")
struct ScaledMockDataTests {
    @Test func aTinyScale_loadsValidatesAndHasTheCounts() throws {
        let template = try Fixture.bytes()
        let data = try ScaledMockData.document(template: template, transactions: 500, cards: 40)
        let loaded = try MockDataLoader.decode(data, file: "scaled.json")
        #expect(loaded.wallet.transactions.count == 500)
        #expect(loaded.wallet.cards.count == 40)
        let shipped = try Fixture.mockData()
        #expect(
            TransactionLog(loaded.wallet.transactions.prefix(shipped.wallet.transactions.count))
                == shipped.wallet.transactions)
        #expect(loaded.wallet.users == shipped.wallet.users)
        #expect(loaded.reference == shipped.reference)
    }

    @Test func theSameCounts_giveTheSameBytes() throws {
        let template = try Fixture.bytes()
        let one = try ScaledMockData.document(template: template, transactions: 100, cards: 10)
        #expect(one == (try ScaledMockData.document(template: template, transactions: 100, cards: 10)))
    }

    @Test func aGeneratedDataset_isExactlyWhatJSONDecoderReads() throws {
        let data = try ScaledMockData.document(template: try Fixture.bytes(), transactions: 3_000, cards: 200)
        #expect(
            try JSONFile.decode(MockData.self, from: data, file: "m.json")
                == (try JSONDecoder.swippy().decode(MockData.self, from: data)))
    }
}
