import Dispatch
import Foundation
import SwippyData
import SwippyTestSupport
import Synchronization
import Testing

@testable import SwippyStorage

/// History's index made at its first question: never before, once however often and from however many threads
/// it is asked, and answering exactly what the index it makes answers.
@Suite("A deferred index is made at its first question, once")
struct DeferredIndexTests {
    private static func demoQuery(_ index: @escaping @Sendable (TransactionHistory) -> any TransactionIndex) throws
        -> TransactionQuery
    {
        let mockData = try RepositoryFiles.mockData()
        return TransactionQuery(
            userID: "u-asha", wallet: mockData.wallet, reference: mockData.reference, indexedBy: index)
    }

    @Test func itIsMadeAtTheFirstQuestion_once_evenFromManyThreads() throws {
        let makes = Mutex(0)
        let deferred = Mutex<DeferredIndex?>(nil)
        let query = try Self.demoQuery { history in
            let index = DeferredIndex {
                makes.withLock { $0 += 1 }
                return ColumnIndex(history)
            }
            deferred.withLock { $0 = index }
            return index
        }
        let index = try #require(deferred.withLock { $0 })
        #expect(!index.isMade)
        #expect(makes.withLock { $0 } == 0)
        var search = TransactionFilter()
        search.search = "swiggy"
        let filter = search
        DispatchQueue.concurrentPerform(iterations: 8) { _ in _ = query.run(filter) }
        #expect(index.isMade)
        #expect(makes.withLock { $0 } == 1)
        _ = query.index.sums(at: nil, in: query)
        #expect(makes.withLock { $0 } == 1)
    }

    @Test func itAnswers_whatTheIndexItMakesAnswers() throws {
        let made = try Self.demoQuery { ColumnIndex($0) }
        let deferred = try Self.demoQuery { history in DeferredIndex { ColumnIndex(history) } }
        var filters: [TransactionFilter] = [TransactionFilter()]
        for search in ["swiggy", "rent", "zzz", "SWP"] {
            var filter = TransactionFilter()
            filter.search = search
            filters.append(filter)
        }
        var debits = TransactionFilter()
        debits.direction = .debit
        filters.append(debits)
        for filter in filters {
            #expect(deferred.run(filter).positions == made.run(filter).positions)
            let positions = made.run(filter).positions
            let sums = { (query: TransactionQuery) in
                query.index.sums(at: positions, in: query)?.mapValues { [$0.in, $0.out] }
            }
            #expect(sums(deferred) == sums(made))
        }
        #expect(made.run(filters[1]).count > 0, "the demo data has no swiggy row to find")
    }
}
