import Foundation

/// The longest string the engine keeps from a file (MockData, a journal line, a snapshot): 4,096 bytes of
/// UTF-8. A longer one is cut on decoding, before anything lays it out, to the whole characters (scalars)
/// within its first 4,093 bytes and "…", so a 50 MB card title or payee costs every screen what a short one
/// costs. No screen shows that much of one string: a screen shows at most `SafeText.displayLimit` (200)
/// characters of it, and 4,096 bytes hold 200 characters of up to 20 bytes each.
enum DisplayBound {
    /// The most UTF-8 bytes a decoded string holds, "…" included.
    static let bytes = 4_096
    /// How many bytes of an escaped string are unescaped at most: an escape is at most 6 bytes for each byte
    /// of text it stands for, so this many always hold more than `bytes` of text.
    static let escapedWindow = 6 * (bytes + 2)

    /// `utf8` as a string, cut to the bound when longer.
    static func string(_ utf8: UnsafeBufferPointer<UInt8>) -> String {
        guard utf8.count > bytes else { return String(decoding: utf8, as: UTF8.self) }
        var end = bytes - 3
        while end > 0, UTF8.isContinuation(utf8[end]) { end -= 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: utf8[..<end]), as: UTF8.self) + "…"
    }

    /// `text` cut to the bound when longer.
    static func cut(_ text: String) -> String {
        let utf8 = text.utf8
        guard utf8.count > bytes else { return text }
        var end = utf8.index(utf8.startIndex, offsetBy: bytes - 3)
        while end > utf8.startIndex, UTF8.isContinuation(utf8[end]) { utf8.formIndex(before: &end) }
        return String(decoding: utf8[..<end], as: UTF8.self) + "…"
    }

    /// The string between `start` (just after the opening quote) and `end` (the closing quote), unescaped
    /// when `escaped`, cut to the bound.
    static func string(_ bytes: UnsafePointer<UInt8>, from start: Int, to end: Int, escaped: Bool) -> String {
        guard escaped else { return string(UnsafeBufferPointer(start: bytes + start, count: end - start)) }
        return cut(JSONText.string(bytes, from: start, to: min(end, start + escapedWindow)))
    }
}
