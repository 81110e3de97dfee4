import SwippyData

/// Where this process stands in the journal: which file (device, inode and header: a compaction replaces it),
/// the end of the last whole line it has read or written, that line's sequence and seal, and sizes for
/// deciding when to compact.
struct JournalPosition: Equatable {
    var device: UInt64
    var inode: UInt64
    /// The seal of the journal's header line. With the device and inode it names the file: the journal a
    /// later compaction writes may be given the inode number the one before freed, never the same header.
    var headerSeal: [UInt8]
    /// Byte offset just after the last whole line.
    var offset: Int
    /// Sequence number of the last line (the header's when there is no change line yet).
    var seq: Int
    /// Seal of the last line, which the next line chains from.
    var seal: [UInt8]
    /// Lines in the journal, the header included.
    var lines: Int
    /// The data file the journal grew from.
    var fingerprint: String
    /// Size of the snapshot the journal continues from (0 when it grew from MockData).
    var snapshotBytes: Int
}
