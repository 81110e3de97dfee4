import SwippyData

/// When the journal is folded into a snapshot: once it has more than `maxLines` lines, or more bytes than
/// `minBytes` and than the snapshot it continues from. Scaling with the snapshot keeps compaction's cost
/// (writing the whole wallet) amortised over at least as many bytes of changes: O(change) per save on average.
public struct JournalCompaction: Sendable, Equatable {
    /// Compact past this many lines.
    public var maxLines: Int
    /// Compact past this many bytes, when the journal is also larger than its snapshot.
    public var minBytes: Int

    /// The default: 100,000 lines, or 4 MiB and more than the snapshot.
    public static let standard = JournalCompaction(maxLines: 100_000, minBytes: 4 << 20)

    /// A policy.
    public init(maxLines: Int, minBytes: Int) {
        self.maxLines = maxLines
        self.minBytes = minBytes
    }

    func isDue(_ position: JournalPosition) -> Bool {
        position.lines > maxLines || (position.offset > minBytes && position.offset > position.snapshotBytes)
    }
}
