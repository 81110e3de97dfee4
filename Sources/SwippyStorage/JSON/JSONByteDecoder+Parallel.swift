import Dispatch
import Foundation
import SwippyData
import Synchronization

/// A million transactions (or ten thousand cards) decoded on every core: a large array is cut at the element offsets
/// the scan marked (`JSONStructureScan.Span.marks`), each part is read by its own decoder on its own thread straight
/// into its slots of one array (no second copy), and the parts end up in file order. The text was checked by the
/// scan before, and each part's decoder reads only its own elements, so parts never share anything mutable.
/// When any part fails, everything decoded is dropped and the caller decodes the array in order, which
/// throws the error with its usual path: errors never depend on how the work was split.
extension JSONByteDecoder {
    /// Arrays with fewer elements are decoded on one core (starting threads costs more than it saves).
    static let parallelMinimum = 4 * JSONStructureScan.markStride
    /// Slots left free at the end of a large array: the transactions a run appends (a transfer's two or three
    /// legs) go there instead of the first append moving a million elements into a buffer twice as large, which
    /// held both at once (the peak after ten transfers was 1.6× the file at 1M). Never written, so never
    /// resident: only address space.
    static let appendRoom = 4_096

    /// One part of an array: the index of its first element, where that element begins, how many it holds.
    struct ArrayPart: Sendable {
        let first: Int
        let start: Int
        let count: Int
    }

    /// The elements of the large array at `offset` and the offset just past it, decoded in parts side by
    /// side; nil when the array is small, the machine has one core, or any part fails.
    func elementsInParallel<Element: Decodable & Sendable>(
        _ type: Element.Type, at offset: Int, cores: Int = ProcessInfo.processInfo.activeProcessorCount
    ) -> ([Element], end: Int)? {
        guard bytes[offset] == UInt8(ascii: "["), let span = spans[offset] else { return nil }
        let parts = Self.parts(of: span, start: skipSpace(from: offset + 1), cores: cores)
        guard parts.count > 1 else { return nil }
        // Addresses cross to the worker threads as plain numbers: the file's bytes are read-only and mapped
        // until this call returns, and each part writes only its own slots of the array built here.
        let source = UInt(bitPattern: bytes)
        let length = count
        let spans = self.spans
        let mapped = release.isEnabled
        let done = Mutex([Int](repeating: 0, count: parts.count))
        var complete = false
        let elements = [Element](unsafeUninitializedCapacity: span.count + Self.appendRoom) { buffer, initialized in
            guard let target = buffer.baseAddress else { return }
            let destination = UInt(bitPattern: target)
            DispatchQueue.concurrentPerform(iterations: parts.count) { index in
                guard let bytes = UnsafePointer<UInt8>(bitPattern: source),
                    let slots = UnsafeMutablePointer<Element>(bitPattern: destination)
                else { return }
                let part = parts[index]
                let decoder = JSONByteDecoder(bytes: bytes, count: length, spans: spans)
                decoder.release = MappedRelease(UnsafeRawBufferPointer(start: bytes, count: length), mapped: mapped)
                    .starting(at: part.start)
                let read = decoder.decodeElements(part, into: slots)
                done.withLock { $0[index] = read }
            }
            let counts = done.withLock { $0 }
            if zip(parts, counts).allSatisfy({ $0.count == $1 }) {
                initialized = span.count
                complete = true
            } else {
                for (part, read) in zip(parts, counts) { (target + part.first).deinitialize(count: read) }
                initialized = 0
            }
        }
        return complete ? (elements, span.end) : nil
    }

    /// The parts for `cores` threads: as even as the marks allow, each starting at a mark.
    static func parts(of span: JSONStructureScan.Span, start: Int, cores: Int) -> [ArrayPart] {
        let threads = min(max(cores, 1), 8)
        guard threads > 1, span.count >= parallelMinimum, !span.marks.isEmpty else { return [] }
        var starts: [(first: Int, start: Int)] = [(0, start)]
        for part in 1..<threads {
            // The mark nearest the even cut (marks are in element order).
            let cut = span.count * part / threads
            let after = span.marks.firstIndex { $0.index >= cut } ?? span.marks.count - 1
            let nearest =
                after > 0 && cut - span.marks[after - 1].index < span.marks[after].index - cut ? after - 1 : after
            let mark = span.marks[nearest]
            if let last = starts.last, mark.index > last.first, mark.index < span.count {
                starts.append((mark.index, mark.offset))
            }
        }
        return starts.indices.map { index in
            let end = index + 1 < starts.count ? starts[index + 1].first : span.count
            return ArrayPart(first: starts[index].first, start: starts[index].start, count: end - starts[index].first)
        }
    }

    /// Decodes `part`'s elements into `slots[part.first...]`, in order; how many it initialised (fewer than
    /// `part.count` when one fails: those stay initialised for the caller to drop).
    func decodeElements<Element: Decodable & Sendable>(_ part: ArrayPart, into slots: UnsafeMutablePointer<Element>)
        -> Int
    {
        var container = JSONArrayContainer(decoder: self, depth: 0, count: nil, position: skipSpace(from: part.start))
        var read = 0
        while read < part.count {
            // A transaction is read by the one-pass reader first, straight (no path, no generic decode); what
            // it cannot read, and any other element, goes through the container, which gives the usual answer
            // or error.
            let next: Element
            if Element.self == Transaction.self, !container.isAtEnd,
                let fast = transaction(at: container.position) as? Element
            {
                next = fast
                container.moveOn()
            } else {
                guard let decoded = try? container.decode(Element.self) else { break }
                next = decoded
            }
            (slots + part.first + read).initialize(to: next)
            read += 1
        }
        return read
    }
}
