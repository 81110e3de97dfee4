import Foundation

/// The bytes of a data image being written: fixed-width little-endian integers, appended.
struct ImageBytesWriter: ImageSink {
    private(set) var bytes: [UInt8] = []

    /// Room for `count` more bytes without growing (so a large image is never copied into a buffer twice its
    /// size).
    mutating func reserve(_ count: Int) {
        bytes.reserveCapacity(bytes.count + count)
    }

    /// Appends `value`'s bytes, least significant first.
    mutating func append<T: FixedWidthInteger>(_ value: T) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    /// Appends raw bytes as they are (a string's UTF-8 as one piece, not byte by byte).
    mutating func append(raw: some Collection<UInt8>) {
        guard raw.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) == nil else { return }
        bytes.append(contentsOf: raw)
    }

    /// Writes `value` over the eight bytes at `offset` (a length or seal known only at the end).
    mutating func set(_ value: UInt64, at offset: Int) {
        withUnsafeBytes(of: value.littleEndian) { source in
            for (index, byte) in source.enumerated() { bytes[offset + index] = byte }
        }
    }
}
