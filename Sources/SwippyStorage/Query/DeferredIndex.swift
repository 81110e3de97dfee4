import Foundation
import SwippyData
import Synchronization

/// A `TransactionIndex` made at its first question, not when History opens: opening shows the newest page and
/// the whole history's totals (kept by the store's history index), which ask no index; only the first search
/// or filter makes it (a `ColumnIndex` walks the whole history), and every later one reuses it. Made once even
/// when asked from two threads at once.
public final class DeferredIndex: TransactionIndex {
    private let make: @Sendable () -> any TransactionIndex
    private let made = Mutex<(any TransactionIndex)?>(nil)

    /// The index `make` makes, when it is first asked.
    public init(_ make: @escaping @Sendable () -> any TransactionIndex) {
        self.make = make
    }

    /// Whether the index has been made (for tests: opening must not make it).
    public var isMade: Bool { made.withLock { $0 != nil } }

    public func positions(matching filter: TransactionFilter, search: String?, in query: TransactionQuery) -> [Int] {
        index.positions(matching: filter, search: search, in: query)
    }

    public func sums(at positions: [Int]?, in query: TransactionQuery) -> [String: (in: Decimal, out: Decimal)]? {
        index.sums(at: positions, in: query)
    }

    private var index: any TransactionIndex {
        made.withLock { made in
            if let made { return made }
            let index = make()
            made = index
            return index
        }
    }
}
