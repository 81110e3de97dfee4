import Foundation
import SwippyData

/// History's search text, prepared once per search: whether a field holds it ignoring case and diacritics
/// (as `range(of:options: [.caseInsensitive, .diacriticInsensitive])` says), and its digits for a phone.
/// When both the search and a field are ASCII, the answer is found on the bytes (for ASCII text the two
/// options mean exactly "ignoring ASCII case"); any other text asks Foundation.
struct TextMatch: Sendable {
    let needle: String
    /// The needle's bytes in lower case, when it is ASCII.
    private let ascii: [UInt8]?
    /// The needle's bytes in lower case (only A–Z change), when it is ASCII.
    var lowerASCII: [UInt8]? { ascii }
    /// The needle's digits, when it is a phone-like search (`TransactionQuery.phoneDigits`).
    let digits: String?
    private let asciiDigits: [UInt8]

    init(_ needle: String) {
        self.needle = needle
        ascii = needle.utf8.allSatisfy { $0 < 0x80 } ? needle.utf8.map(Self.lower) : nil
        digits = TransactionQuery.phoneDigits(needle)
        asciiDigits = Array((digits ?? "").utf8)
    }

    /// The needle's digits as bytes, when it is a phone-like search.
    var asciiDigitsOfPhone: [UInt8]? { digits == nil ? nil : asciiDigits }

    /// True when `text` holds the needle, ignoring case and diacritics.
    func isIn(_ text: String) -> Bool {
        if text.isEmpty { return false }
        if let ascii, let found = Self.search(text, for: ascii, digitsOnly: false) { return found }
        return text.range(of: needle, options: [.caseInsensitive, .diacriticInsensitive]) != nil
    }

    /// True when the digits of `text` hold the needle's digits (a phone written with spaces or "+91").
    func digitsAreIn(_ text: String) -> Bool {
        guard let digits else { return false }
        if let found = Self.search(text, for: asciiDigits, digitsOnly: true) { return found }
        return text.filter(\.isNumber).contains(digits)
    }

    @inline(__always)
    private static func lower(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
    }

    /// Whether ASCII `text` (its digits only, when `digitsOnly`) holds `needle`, ignoring ASCII case; nil when
    /// `text` is not ASCII.
    private static func search(_ text: String, for needle: [UInt8], digitsOnly: Bool) -> Bool? {
        var text = text
        return text.withUTF8 { bytes -> Bool? in
            var kept = [UInt8]()
            if digitsOnly { kept.reserveCapacity(bytes.count) }
            for byte in bytes {
                if byte >= 0x80 { return nil }
                if digitsOnly, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") { kept.append(byte) }
            }
            if digitsOnly { return kept.count >= needle.count && contains(kept, needle) }
            guard bytes.count >= needle.count, let first = needle.first else { return needle.isEmpty }
            var start = 0
            while start + needle.count <= bytes.count {
                if lower(bytes[start]) == first {
                    var offset = 1
                    while offset < needle.count, lower(bytes[start + offset]) == needle[offset] { offset += 1 }
                    if offset == needle.count { return true }
                }
                start += 1
            }
            return false
        }
    }

    private static func contains(_ text: [UInt8], _ needle: [UInt8]) -> Bool {
        guard !needle.isEmpty else { return true }
        guard text.count >= needle.count else { return false }
        for start in 0...(text.count - needle.count) where text[start..<(start + needle.count)].elementsEqual(needle) {
            return true
        }
        return false
    }
}
