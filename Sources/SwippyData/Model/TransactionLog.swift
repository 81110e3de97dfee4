import Foundation

/// Where a log's earliest transactions are kept when they are not held as values: whoever keeps them supplies
/// this, and gives each transaction only when it is read. Immutable once made, so any thread may read it.
public protocol TransactionStorage: AnyObject, Sendable {
    /// How many transactions it keeps.
    var count: Int { get }
    /// The transaction at `position` (`0..<count`).
    func transaction(at position: Int) -> Transaction
    /// The date of the transaction at `position`, without the rest of it.
    func date(at position: Int) -> Date
    /// The reference of the transaction at `position`, without the rest of it.
    func reference(at position: Int) -> String
    /// The id of the transaction at `position`, without the rest of it.
    func id(at position: Int) -> String
}

/// Every transaction of a wallet, in the order they were recorded: a collection used as `[Transaction]` is
/// (`count`, subscripts, `append`, `+=`, `filter`, `map`). Its earliest transactions may be kept in a
/// `TransactionStorage`; every transaction appended after them is held as a value.
///
/// Stored transactions are never edited in place: a change anywhere but after them (never made by the money
/// rules, which only append) turns the whole log into values first.
public struct TransactionLog: RandomAccessCollection, RangeReplaceableCollection, Sendable {
    /// The first `stored.count` transactions, or nil.
    private var stored: (any TransactionStorage)?
    /// The transactions after the stored ones.
    private var values: [Transaction]

    /// An empty log.
    public init() {
        stored = nil
        values = []
    }

    /// A log of `transactions`, held as values.
    public init(_ transactions: [Transaction]) {
        stored = nil
        values = transactions
    }

    /// A log of the transactions in `stored`, with `appended` after them.
    public init(stored: any TransactionStorage, appended: [Transaction] = []) {
        self.stored = stored
        values = appended
    }

    /// The storage the log's earliest transactions are read from, if any.
    public var storage: (any TransactionStorage)? { stored }

    /// How many transactions are read from `storage` rather than held as values.
    public var storedCount: Int { stored?.count ?? 0 }

    public var startIndex: Int { 0 }
    public var endIndex: Int { storedCount + values.count }

    public subscript(position: Int) -> Transaction {
        guard let stored else { return values[position] }
        let count = stored.count
        // A position outside the log traps in `values`, as an array's would.
        return (0..<count).contains(position) ? stored.transaction(at: position) : values[position - count]
    }

    /// The date of the transaction at `position`, without reading the rest of it (what sorts read).
    public func date(at position: Int) -> Date {
        guard let stored, (0..<stored.count).contains(position) else {
            return values[position - storedCount].date
        }
        return stored.date(at: position)
    }

    /// The reference of the transaction at `position`, without reading the rest of it.
    public func reference(at position: Int) -> String {
        guard let stored, (0..<stored.count).contains(position) else {
            return values[position - storedCount].reference
        }
        return stored.reference(at: position)
    }

    /// The id of the transaction at `position`, without reading the rest of it.
    public func id(at position: Int) -> String {
        guard let stored, (0..<stored.count).contains(position) else {
            return values[position - storedCount].id
        }
        return stored.id(at: position)
    }

    public mutating func replaceSubrange<C: Collection>(_ subrange: Range<Int>, with newElements: C)
    where C.Element == Transaction {
        let count = storedCount
        if subrange.lowerBound < count {
            values = Array(self)
            stored = nil
            values.replaceSubrange(subrange, with: newElements)
        } else {
            values.replaceSubrange((subrange.lowerBound - count)..<(subrange.upperBound - count), with: newElements)
        }
    }

    public mutating func reserveCapacity(_ capacity: Int) {
        values.reserveCapacity(Swift.max(0, capacity - storedCount))
    }

    /// The transactions as one array of values.
    public var array: [Transaction] { stored == nil ? values : Array(self) }

    /// True when both hold the same storage and the same array of values (a copy, neither changed since):
    /// equal without reading a transaction.
    public func sharesStorage(with other: TransactionLog) -> Bool {
        guard count == other.count, stored === other.stored else { return false }
        return values.withUnsafeBufferPointer { mine in
            other.values.withUnsafeBufferPointer { $0.baseAddress == mine.baseAddress }
        }
    }
}

extension TransactionLog: Equatable {
    public static func == (lhs: TransactionLog, rhs: TransactionLog) -> Bool {
        if lhs.sharesStorage(with: rhs) { return true }
        guard lhs.count == rhs.count else { return false }
        if let left = lhs.stored, left === rhs.stored { return lhs.values == rhs.values }
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
