import Foundation

/// The bytes of a data image being written: fixed-width little-endian integers, appended.
struct ImageBytesWriter {
    private(set) var bytes: [UInt8] = []

    /// Appends `value`'s bytes, least significant first.
    mutating func append<T: FixedWidthInteger>(_ value: T) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    /// Appends raw bytes as they are.
    mutating func append(raw: some Sequence<UInt8>) {
        bytes.append(contentsOf: raw)
    }

    /// Appends `text` as its UTF-8 length (UInt32) and bytes.
    mutating func append(text: String) {
        append(UInt32(truncatingIfNeeded: text.utf8.count))
        bytes.append(contentsOf: text.utf8)
    }

    /// Writes `value` over the eight bytes at `offset` (a length or seal known only at the end).
    mutating func set(_ value: UInt64, at offset: Int) {
        withUnsafeBytes(of: value.littleEndian) { source in
            for (index, byte) in source.enumerated() { bytes[offset + index] = byte }
        }
    }
}
