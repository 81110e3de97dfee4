import Foundation
import SwippyData

/// A key of a JSON object as a range of the file's bytes (between the quotes), and its decoded text when
/// it has escapes: keys compare without making strings in the common case.
struct JSONKeyRange: Sendable {
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

    /// A cheap hash of the key's text (FNV-1a over its bytes, or over the decoded text).
    func hash(in bytes: UnsafePointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        if let decoded {
            for byte in decoded.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        } else {
            for index in start..<(start + count) { hash = (hash ^ UInt64(bytes[index])) &* 0x100_0000_01b3 }
        }
        return hash ^ (hash >> 29)
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
