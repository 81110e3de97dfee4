import Foundation
import SwippyData

/// The one pass: the array of transactions is checked and decoded in the same walk. When the scan opens the
/// array of a key named `transactions` (MockData's, a snapshot's), each object element is handed to the fast
/// transaction reader (`JSONByteDecoder+Transaction`), which checks it as strictly as the scan would and
/// builds the `Transaction`; the scan moves on past it. An element the reader does not take (anything
/// unusual, or a problem) is checked by the scan as before, so every error keeps its message and position;
/// from then on the array is only checked, and the decoder reads it afterwards as it always did (the marks and
/// the span are kept either way). An array read whole is handed to the decoder (`Outcome.ready`), which takes
/// it instead of reading those bytes again; its pages are given back behind the reading (`MappedRelease`).
///
/// On two cores the second scan (`JSONStructureScan+Split`) reads its elements the same way; when the first
/// takes its findings over, it takes its elements too, after its own: the same array in the same order.
extension JSONStructureScan {
    /// An array the one pass read whole: its elements in order and the offset just past its `]`.
    struct ReadArray: Sendable {
        let elements: ElementChunks<Transaction>
        let end: Int
    }

    /// The array being read: its nesting level, where its `[` is (the tail's first element, for a second
    /// scan), its elements so far, and whether every element so far was read. A class whose own method reads
    /// an element, so a million elements take no reference to its reader and elements (a struct's fields,
    /// copied out, took one each per element). Only its scan uses it, one access at a time, so its fields are
    /// not checked for overlapping access.
    final class Fused {
        let level: Int
        let start: Int
        let elements: ElementChunks<Transaction>
        let reader: JSONByteDecoder
        @exclusivity(unchecked) var release: MappedRelease
        @exclusivity(unchecked) var intact = true

        init(level: Int, start: Int, expecting: Int, reader: JSONByteDecoder, release: MappedRelease) {
            self.level = level
            self.start = start
            elements = ElementChunks(expecting: expecting)
            self.reader = reader
            self.release = release
        }

        /// Reads the element at `offset` (at its `{`) of the array at `level`: the offset just past it and how
        /// many keys it has; nil when that is not the array being read whole, or when the reader does not take
        /// the element (the array is then no longer read whole).
        func read(at offset: Int, level: Int) -> (end: Int, fields: Int)? {
            guard intact, level == self.level else { return nil }
            let reader = self.reader
            guard elements.append({ reader.transaction(at: offset, into: $0) }) else {
                drop()
                return nil
            }
            release.advance(to: reader.lastEnd)
            return (reader.lastEnd, reader.lastFields)
        }

        /// Gives up reading the array whole: what was read is freed now.
        func drop() {
            intact = false
            elements.removeAll()
        }
    }

    /// Starts reading the array just opened at `start` (the innermost level) when it is the value of a key
    /// named `transactions`, or, for a second scan, its own array. Only one array is read at a time.
    mutating func beginFused(at start: Int, tail: Bool = false) {
        guard fusing, fused == nil else { return }
        let last = levels.count - 1
        if !tail {
            guard last > 0, levels[last - 1].isObject else { return }
            let key = levels[last - 1].key
            guard key.decoded == nil, key.count == 12, memcmp(bytes + key.start, "transactions", 12) == 0 else {
                return
            }
        }
        let buffer = UnsafeRawBufferPointer(start: bytes, count: count)
        // The first scan's array is reserved for as many transactions as the bytes left could hold (128 bytes is
        // about the smallest, its nine required fields nearly empty); a second scan's are moved in after it.
        let expecting = tail ? 0 : (count - start) / 128 + JSONByteDecoder.appendRoom
        fused = Fused(
            level: last, start: start, expecting: expecting,
            reader: JSONByteDecoder(bytes: bytes, count: count, spans: [:]),
            release: MappedRelease(buffer, mapped: mapped, meter: meter).starting(at: start))
    }

    /// At an element of the array being read (`position` at its `{`): reads it and moves past it; false,
    /// having moved nothing, when the reader does not take it (the scan checks it, and the array is no longer
    /// read whole). Reached through `fused?` alone, the array takes no reference per element.
    mutating func readFusedElement() -> Bool {
        guard let (end, fields) = fused?.read(at: position, level: levels.count - 1) else { return false }
        // A large element is listed as the check lists it (a long note, say).
        if end - position >= Self.spanThreshold { spans[position] = Span(end: end, count: fields) }
        position = end
        return true
    }

    /// When the array at the innermost level, just closed after `elements` elements, was the one being read:
    /// keeps it for the decoder when every element was read.
    mutating func closeFused(elements: Int) {
        guard let current = fused, current.level == levels.count - 1 else { return }
        fused = nil
        if current.intact, current.elements.count == elements {
            ready[current.start] = ReadArray(elements: current.elements, end: position)
        }
    }

    /// The first scan, taking over a second scan's `count` elements: takes their reading too when both read
    /// every element so far, else the array is only checked.
    mutating func takeFused(_ read: ReadArray?, count: Int) {
        guard fused?.level == levels.count - 1, fused?.intact == true else { return }
        guard let read, read.elements.count == count else {
            fused?.drop()
            return
        }
        fused?.elements.append(contentsOf: read.elements)
    }
}
