import Foundation

/// Reads a data image front to back. Every read is checked against the end: a count or offset that points
/// outside the image is a refusal, never a crash.
struct ImageBytesReader {
    let buffer: UnsafeRawBufferPointer
    private(set) var offset: Int

    init(_ buffer: UnsafeRawBufferPointer, at offset: Int = 0) {
        self.buffer = buffer
        self.offset = offset
    }

    /// The next fixed-width integer.
    mutating func read<T: FixedWidthInteger>(_: T.Type) throws(DataImageRefusal) -> T {
        let size = MemoryLayout<T>.size
        guard offset >= 0, buffer.count - offset >= size else { throw .corrupt("it ends inside a record") }
        let value = T(littleEndian: buffer.loadUnaligned(fromByteOffset: offset, as: T.self))
        offset += size
        return value
    }

    /// A count read as a UInt64 that must leave at least `bytesEach` bytes per item in the rest of the image.
    mutating func count(bytesEach: Int) throws(DataImageRefusal) -> Int {
        let value = try read(UInt64.self)
        guard value <= UInt64(Int.max), Int(value) <= (buffer.count - offset) / max(bytesEach, 1) else {
            throw .corrupt("a count runs past its end")
        }
        return Int(value)
    }

    /// The next text written by `ImageBytesWriter.append(text:)`.
    mutating func text() throws(DataImageRefusal) -> String {
        let length = Int(try read(UInt32.self))
        return String(decoding: try region(length), as: UTF8.self)
    }

    /// The next text, a number as `Decimal.description` writes it, read back exactly; `what` names it in the
    /// refusal when it is not one.
    mutating func decimal(_ what: String) throws(DataImageRefusal) -> Decimal {
        guard let value = Decimal(string: try text(), locale: Locale(identifier: "en_US_POSIX")) else {
            throw .corrupt("\(what) is not a number")
        }
        return value
    }

    /// The next `count` bytes as one region, skipped over.
    mutating func region(_ count: Int) throws(DataImageRefusal) -> UnsafeRawBufferPointer {
        guard count >= 0, buffer.count - offset >= count else { throw .corrupt("a region runs past its end") }
        let start = offset
        offset += count
        return UnsafeRawBufferPointer(rebasing: buffer[start..<offset])
    }
}
