import Foundation
import SwippyData
import Testing

@testable import SwippyStorage

@Suite("Long work tells a watching progress line how far it is")
struct WorkProgressTests {
    static func history(_ count: Int) -> [Transaction] {
        (0..<count).map { index in
            Transaction(
                id: "t\(index)", date: Date(timeIntervalSince1970: 1_780_000_000 - Double(index) * 60),
                accountID: "A1", cardNumber: nil, direction: .debit, amount: 1, currency: "INR",
                counterparty: "Shop", category: "food", note: "", reference: "R\(index)")
        }
    }

    @Test func aHistoryQuery_reportsTheRowsItScanned_everyStride_onlyWhenWatched() {
        let stride = WorkProgress.rowStride
        let query = TransactionQuery.indexed(history: Self.history(2 * stride + 100), holderNames: ["A1": "Savings"])
        var filter = TransactionFilter()
        filter.search = "shop"
        let meter = WorkProgress()
        let rows = WorkProgress.watching(meter) { query.run(filter) }
        #expect(rows.count == 2 * stride + 100)
        #expect(meter.done == 2 * stride)
        #expect(query.run(filter).count == rows.count)
        #expect(meter.done == 2 * stride, "an unwatched query counts nowhere")
    }

    @Test func theDecodingPass_reportsTheBytesItRead_aChunkAtATime() {
        let chunk = MappedRelease.chunk
        let meter = WorkProgress()
        [UInt8](repeating: 0, count: 8).withUnsafeBytes { buffer in
            var release = MappedRelease(buffer, mapped: false, meter: meter)
            release.advance(to: chunk - 1)
            #expect(meter.done == 0)
            release.advance(to: chunk + 5)
            #expect(meter.done == chunk + 5)
            release.advance(to: 3 * chunk)
            #expect(meter.done == 3 * chunk)
            var unwatched = MappedRelease(buffer, mapped: false)
            unwatched.advance(to: 3 * chunk)
            #expect(meter.done == 3 * chunk)
        }
    }
}
