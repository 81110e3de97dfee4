import Foundation
import SwippyData
import SwippyTestSupport
import Testing

@testable import SwippyStorage

/// A whole history's references added at once, in the order of their slots (what a build does), find what adding
/// them one row at a time finds (a catch-up after each change): every reference there, none that is not, and each
/// reference met more than once kept once. Small tables make long probe runs that wrap past the last slot.
@Suite("Reference table")
struct ReferenceTableTests {
    private func history(_ count: Int, distinct: Int, using generator: inout SeededGenerator) -> TransactionLog {
        TransactionLog(
            (0..<count).map { number in
                Transaction(
                    id: "t-\(number)", date: Date(timeIntervalSince1970: 1_795_000_000), accountID: "acc",
                    cardNumber: nil, direction: .debit, amount: 1, currency: "INR", counterparty: "P", category: "c",
                    reference: "R\(Int.random(in: 0..<distinct, using: &generator))")
            })
    }

    @Test(arguments: [(10, 3), (400, 400), (500, 120), (3_000, 2_500)])
    func addingInSlotOrder_makesTheTableAddingOneAtATimeMakes(count: Int, distinct: Int) {
        var generator = SeededGenerator(seed: UInt64(count * 7 + distinct))
        let transactions = history(count, distinct: distinct, using: &generator)
        var oneAtATime = ReferenceTable()
        for position in transactions.indices { oneAtATime.add(position..<(position + 1), of: transactions) }
        var atOnce = ReferenceTable()
        atOnce.add(transactions.indices, of: transactions)
        for reference in (0..<(distinct + 50)).map({ "R\($0)" }) {
            let present = transactions.contains { $0.reference == reference }
            #expect(atOnce.contains(reference, transactions) == present, "\(reference)")
            #expect(oneAtATime.contains(reference, transactions) == present, "\(reference)")
        }
        // As many references kept (the word after the slots) either way, each distinct one once.
        #expect(kept(in: atOnce) == UInt64(Set(transactions.map(\.reference)).count))
        #expect(kept(in: oneAtATime) == kept(in: atOnce))
    }

    private func kept(in table: ReferenceTable) -> UInt64 {
        var writer = ImageBytesWriter()
        table.write(into: &writer)
        let filled = 8 + table.slotCount * 8
        return writer.bytes[filled..<(filled + 8)].withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
    }
}
