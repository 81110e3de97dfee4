import Foundation
import SwippyData

/// Gives the pages of a mapped file back to the kernel behind a pass that reads it front to back, so a
/// quarter-gigabyte data file is never resident whole: the decoded wallet and a window of the file are.
/// The pages stay mapped; touching them again reads them back (from the page cache). Only for read-only
/// file mappings: on ordinary memory the same call would zero it, so an unmapped buffer never releases.
struct MappedRelease {
    /// Bytes read between two releases.
    static let chunk = 16 << 20

    private let base: UnsafeRawPointer?
    private let enabled: Bool
    /// Whether it gives pages back (a mapped file), for a pass over another part of the same buffer.
    var isEnabled: Bool { enabled }
    private var released = 0
    /// Hears the bytes the pass has read, a chunk at a time, when a progress line watches the loading.
    private let meter: WorkProgress?

    /// A releaser for `buffer`; it gives pages back only when `mapped`, and reports the bytes read to `meter`.
    init(_ buffer: UnsafeRawBufferPointer, mapped: Bool, meter: WorkProgress? = WorkProgress.current) {
        base = buffer.baseAddress
        enabled = mapped && buffer.baseAddress != nil
        self.meter = meter
    }

    /// The same releaser for a pass that starts reading at `offset` (one of several passes side by side, each
    /// over its own part of the file): it gives back only pages behind `offset`'s part, never another part's.
    func starting(at offset: Int) -> MappedRelease {
        var copy = self
        copy.released = offset
        return copy
    }

    /// Called with the offset a pass has read up to: releases the whole pages before it, a chunk at a time,
    /// and tells the meter how far the pass went. A pass that jumps back (objects decode their keys in their
    /// own order) starts a new window there.
    @inline(__always)
    mutating func advance(to offset: Int) {
        guard enabled || meter != nil else { return }
        if offset < released {
            released = offset
            return
        }
        guard offset - released >= Self.chunk else { return }
        meter?.add(offset - released)
        if enabled { releasePages(before: offset) } else { released = offset }
    }

    /// Called when the pass jumps to `offset` over bytes another pass already read and gave back (the one
    /// pass's array of transactions, `JSONStructureScan+Fused`): neither counted nor given back again.
    mutating func skip(to offset: Int) {
        released = max(released, offset)
    }

    private mutating func releasePages(before offset: Int) {
        guard let base else { return }
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let start = released / page * page
        let end = offset / page * page
        guard end > start else { return }
        madvise(UnsafeMutableRawPointer(mutating: base + start), end - start, Int32(MADV_DONTNEED))
        released = end
    }
}
