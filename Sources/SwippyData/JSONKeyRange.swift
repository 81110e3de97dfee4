import Foundation

/// A key of a JSON object as a range of the file's bytes (between the quotes), and its decoded text when
/// it has escapes: keys compare without making strings in the common case.
struct JSONKeyRange {
    /// Offset of the first byte after the opening quote.
    let start: Int
    /// Bytes up to the closing quote.
    let count: Int
    /// The key's text when it is written with escapes; nil when the bytes are the text.
    let decoded: String?

    /// The key's text.
    func text(in bytes: UnsafePointer<UInt8>) -> String {
        decoded ?? String(decoding: UnsafeBufferPointer(start: bytes + start, count: count), as: UTF8.self)
    }

    /// Whether two keys of the same file are the same text.
    func equals(_ other: JSONKeyRange, in bytes: UnsafePointer<UInt8>) -> Bool {
        if decoded == nil, other.decoded == nil {
            return count == other.count && memcmp(bytes + start, bytes + other.start, count) == 0
        }
        return text(in: bytes) == other.text(in: bytes)
    }

    /// Whether the key is `name`, spelled as UTF-8 bytes.
    func equals(_ name: UnsafeBufferPointer<UInt8>, in bytes: UnsafePointer<UInt8>) -> Bool {
        if let decoded { return decoded.utf8.elementsEqual(name) }
        guard name.count == count, let base = name.baseAddress else { return count == 0 && name.isEmpty }
        return memcmp(bytes + start, base, count) == 0
    }
}
