import Foundation

/// Rows of transactions kept outside the wallet's values and read one at a time: the data image's mapped
/// columns (SwippyStorage). Immutable once made, so any thread may read it.
public protocol RecordedTransactions: AnyObject, Sendable {
    /// How many rows there are.
    var count: Int { get }
    /// The transaction in row `row` (`0..<count`), made when asked.
    func transaction(at row: Int) -> Transaction
    /// Row `row`'s date, without making the rest of it.
    func date(at row: Int) -> Date
    /// Row `row`'s reference, without making the rest of it.
    func reference(at row: Int) -> String
    /// Row `row`'s id, without making the rest of it.
    func id(at row: Int) -> String
}

/// Every transaction of a wallet, in the order they were recorded: a collection used as `[Transaction]` is
/// (`count`, subscripts, `append`, `+=`, `filter`, `map`). Its first rows may be recorded rows
/// (`RecordedTransactions`, made only when read); every row appended after them is held as a value. A log
/// parsed from JSON holds all its rows as values.
///
/// Recorded rows are never edited in place: a change anywhere but after them (never made by the money rules,
/// which only append) turns the whole log into values first.
public struct TransactionLog: RandomAccessCollection, RangeReplaceableCollection, Sendable {
    /// The first `recorded.count` rows, or nil.
    private var recorded: (any RecordedTransactions)?
    /// The rows after the recorded ones.
    private var values: [Transaction]

    /// An empty log.
    public init() {
        recorded = nil
        values = []
    }

    /// A log of `transactions`, held as values.
    public init(_ transactions: [Transaction]) {
        recorded = nil
        values = transactions
    }

    /// A log whose rows are `recorded`, with `appended` after them.
    public init(recorded: any RecordedTransactions, appended: [Transaction] = []) {
        self.recorded = recorded
        values = appended
    }

    /// The recorded rows the log starts with, if any.
    public var recordedRows: (any RecordedTransactions)? { recorded }

    /// How many rows are recorded rather than held as values.
    public var recordedCount: Int { recorded?.count ?? 0 }

    public var startIndex: Int { 0 }
    public var endIndex: Int { recordedCount + values.count }

    public subscript(position: Int) -> Transaction {
        guard let recorded else { return values[position] }
        let count = recorded.count
        // A position outside the log traps in `values`, as an array's would.
        return (0..<count).contains(position) ? recorded.transaction(at: position) : values[position - count]
    }

    /// The date of the transaction at `position`, without making a recorded row whole (what sorts read).
    public func date(at position: Int) -> Date {
        guard let recorded, (0..<recorded.count).contains(position) else {
            return values[position - recordedCount].date
        }
        return recorded.date(at: position)
    }

    /// The reference of the transaction at `position`, without making a recorded row whole.
    public func reference(at position: Int) -> String {
        guard let recorded, (0..<recorded.count).contains(position) else {
            return values[position - recordedCount].reference
        }
        return recorded.reference(at: position)
    }

    /// The id of the transaction at `position`, without making a recorded row whole.
    public func id(at position: Int) -> String {
        guard let recorded, (0..<recorded.count).contains(position) else {
            return values[position - recordedCount].id
        }
        return recorded.id(at: position)
    }

    public mutating func replaceSubrange<C: Collection>(_ subrange: Range<Int>, with newElements: C)
    where C.Element == Transaction {
        let count = recordedCount
        if subrange.lowerBound < count {
            values = Array(self)
            recorded = nil
            values.replaceSubrange(subrange, with: newElements)
        } else {
            values.replaceSubrange((subrange.lowerBound - count)..<(subrange.upperBound - count), with: newElements)
        }
    }

    public mutating func reserveCapacity(_ capacity: Int) {
        values.reserveCapacity(Swift.max(0, capacity - recordedCount))
    }

    /// The rows as one array of values (every recorded row made).
    public var array: [Transaction] { recorded == nil ? values : Array(self) }

    /// True when both hold the same recorded rows and the same array of values (a copy, neither changed
    /// since): equal without reading a row.
    public func sharesStorage(with other: TransactionLog) -> Bool {
        guard count == other.count, recorded === other.recorded else { return false }
        return values.withUnsafeBufferPointer { mine in
            other.values.withUnsafeBufferPointer { $0.baseAddress == mine.baseAddress }
        }
    }
}

extension TransactionLog: Equatable {
    public static func == (lhs: TransactionLog, rhs: TransactionLog) -> Bool {
        if lhs.sharesStorage(with: rhs) { return true }
        guard lhs.count == rhs.count else { return false }
        if let left = lhs.recorded, left === rhs.recorded { return lhs.values == rhs.values }
        return lhs.elementsEqual(rhs)
    }
}

extension TransactionLog: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: Transaction...) {
        self.init(elements)
    }
}

extension TransactionLog: Codable {
    public init(from decoder: any Decoder) throws {
        self.init(try [Transaction](from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        for transaction in self { try container.encode(transaction) }
    }
}
