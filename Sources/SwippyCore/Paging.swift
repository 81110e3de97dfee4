/// Which page of a list is shown: `pageSize` items at a time, `n`/`p` move between pages.
///
/// A value kept in a flow's state; the interactor moves it, the presenter reads the visible range.
public struct Paging: Equatable, Sendable {
    /// How many items the list holds.
    public private(set) var itemCount: Int
    /// Items per page (at least 1).
    public let pageSize: Int
    /// The page shown, from 0.
    public private(set) var page: Int

    /// The first page of `itemCount` items, `pageSize` at a time.
    public init(itemCount: Int = 0, pageSize: Int) {
        self.itemCount = max(0, itemCount)
        self.pageSize = max(1, pageSize)
        self.page = 0
    }

    /// How many pages there are (at least 1, an empty list is one empty page).
    public var pageCount: Int { max(1, (itemCount + pageSize - 1) / pageSize) }
    /// True when a next page exists.
    public var hasNext: Bool { page + 1 < pageCount }
    /// True when a previous page exists.
    public var hasPrevious: Bool { page > 0 }
    /// The indices of the items on the page shown.
    public var range: Range<Int> {
        let start = min(page * pageSize, itemCount)
        return start..<min(start + pageSize, itemCount)
    }

    /// The items of `list` on the page shown: only the page's items are read.
    public func visible<List: RandomAccessCollection>(_ list: List) -> [List.Element] where List.Index == Int {
        Array(list[range.clamped(to: list.startIndex..<list.endIndex)])
    }

    /// The next page, or nil on the last one.
    public func next() -> Paging? {
        guard hasNext else { return nil }
        var moved = self
        moved.page += 1
        return moved
    }

    /// Turns one page `forward` (or back) in place. On the last (or first) page nothing moves and the one
    /// line that says so is returned, the same words on every paged screen.
    public mutating func turn(forward: Bool) -> String? {
        guard let moved = forward ? next() : previous() else {
            return forward ? "This is the last page." : "This is the first page."
        }
        self = moved
        return nil
    }

    /// The previous page, or nil on the first one.
    public func previous() -> Paging? {
        guard hasPrevious else { return nil }
        var moved = self
        moved.page -= 1
        return moved
    }

    /// The same paging over a list now holding `count` items, on the same page when it still exists.
    public func resized(to count: Int) -> Paging {
        var moved = self
        moved.itemCount = max(0, count)
        moved.page = min(page, moved.pageCount - 1)
        return moved
    }
}
