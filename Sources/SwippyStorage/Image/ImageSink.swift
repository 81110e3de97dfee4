/// Where a data image's bytes go as they are made: memory (`ImageBytesWriter`), or the image file itself a
/// piece at a time (`ImageFileWriter`), so writing a large image never holds it whole.
protocol ImageSink {
    /// Appends `value`'s bytes, least significant first.
    mutating func append<T: FixedWidthInteger>(_ value: T)
    /// Appends raw bytes as they are.
    mutating func append(raw: some Collection<UInt8>)
    /// Room for `count` more bytes (memory only; a file has room).
    mutating func reserve(_ count: Int)
}

extension ImageSink {
    /// Appends `text` as its UTF-8 length (UInt32) and bytes.
    mutating func append(text: String) {
        append(UInt32(truncatingIfNeeded: text.utf8.count))
        append(raw: text.utf8)
    }

    /// Appends each of `values` as `append` does: on a little-endian machine their bytes as they lie, in one piece.
    mutating func append<T: FixedWidthInteger>(all values: [T]) {
        #if _endian(little)
            values.withUnsafeBytes { append(raw: $0) }
        #else
            values.map(\.littleEndian).withUnsafeBytes { append(raw: $0) }
        #endif
    }
}
