import Foundation
import SwippyTestSupport
import Synchronization
import Testing

@testable import SwippyData

/// The wallet's transaction log reads like the array it replaced, whether its first rows are recorded (made
/// when read, as a data image's are) or held as values: the same rows, counts, equality and encoding; appends
/// never make a recorded row, and a change among the recorded rows turns the log into values first.
@Suite("Transaction log")
struct TransactionLogTests {
    static let rows = TransferFixture.numberedRows(5)

    @Test func storageThenValues_readAsOneList() {
        let recorded = CountingRows(Array(Self.rows.prefix(3)))
        let log = TransactionLog(stored: recorded, appended: Array(Self.rows.suffix(2)))
        #expect(log.count == 5)
        #expect(log.storedCount == 3)
        #expect(Array(log) == Self.rows)
        #expect(log == TransactionLog(Self.rows))
        #expect(TransactionLog(Self.rows) == log)
        #expect(log != TransactionLog(Array(Self.rows.prefix(4))))
        #expect(log.array == Self.rows)
    }

    @Test func datesAndReferences_areReadWithoutMakingARow() {
        let recorded = CountingRows(Self.rows)
        let log = TransactionLog(stored: recorded)
        #expect(log.indices.map { log.date(at: $0) } == Self.rows.map(\.date))
        #expect(log.indices.map { log.reference(at: $0) } == Self.rows.map(\.reference))
        #expect(log.indices.map { log.id(at: $0) } == Self.rows.map(\.id))
        #expect(recorded.made == 0)
    }

    @Test func appending_keepsTheRecordedRows_andMakesNone() {
        let recorded = CountingRows(Array(Self.rows.prefix(3)))
        var log = TransactionLog(stored: recorded)
        log.append(Self.rows[3])
        log += [Self.rows[4]]
        #expect(log.storedCount == 3)
        #expect(recorded.made == 0)
        log.removeLast()
        #expect(log.count == 4)
        #expect(recorded.made == 0)
        #expect(log.last == Self.rows[3])
    }

    @Test func aChangeAmongTheRecordedRows_turnsTheLogIntoValues() {
        var log = TransactionLog(stored: CountingRows(Self.rows))
        log.replaceSubrange(1..<2, with: [Self.rows[4]])
        #expect(log.storedCount == 0)
        #expect(Array(log) == [Self.rows[0], Self.rows[4], Self.rows[2], Self.rows[3], Self.rows[4]])
    }

    @Test func copiesShareTheirRows_untilOneChanges() {
        let log = TransactionLog(stored: CountingRows(Self.rows), appended: [Self.rows[0]])
        var copy = log
        #expect(copy.sharesStorage(with: log))
        copy.append(Self.rows[1])
        #expect(!copy.sharesStorage(with: log))
        #expect(copy != log)
        #expect(!TransactionLog(stored: CountingRows(Self.rows)).sharesStorage(with: TransactionLog(Self.rows)))
    }

    @Test func aLogEncodesAsTheArrayOfItsRows() throws {
        let log = TransactionLog(
            stored: CountingRows(Array(Self.rows.prefix(2))), appended: Array(Self.rows.suffix(3)))
        let encoder = JSONEncoder.swippy()
        encoder.outputFormatting = .sortedKeys
        #expect(try encoder.encode(log) == encoder.encode(Self.rows))
        let decoded = try JSONDecoder.swippy().decode(TransactionLog.self, from: encoder.encode(log))
        #expect(decoded == log)
        #expect(decoded.storedCount == 0)
    }
}

/// Rows made from an array, counting how many were made.
private final class CountingRows: TransactionStorage {
    private let rows: [Transaction]
    private let counter = Mutex(0)

    init(_ rows: [Transaction]) {
        self.rows = rows
    }

    var made: Int { counter.withLock { $0 } }
    var count: Int { rows.count }

    func transaction(at row: Int) -> Transaction {
        counter.withLock { $0 += 1 }
        return rows[row]
    }

    func date(at row: Int) -> Date { rows[row].date }
    func reference(at row: Int) -> String { rows[row].reference }
    func id(at row: Int) -> String { rows[row].id }
}
