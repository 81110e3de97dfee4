import Foundation
import SwippyData

/// Small pieces of JSON text work shared by the structure scan and the fast decoder. They assume text
/// the scan has already accepted.
enum JSONText {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highs: UInt64 = 0x8080_8080_8080_8080

    /// Whether any of the eight bytes of `word` is a quote, a backslash, below 0x20 or 0x80 and above.
    @inline(__always)
    static func hasSpecialByte(_ word: UInt64) -> Bool {
        let quote = word ^ (ones &* 0x22)
        let backslash = word ^ (ones &* 0x5C)
        let zeroOf = { (value: UInt64) in (value &- ones) & ~value & highs }
        return (zeroOf(quote) | zeroOf(backslash) | ((word &- ones &* 0x20) & ~word & highs) | (word & highs)) != 0
    }

    /// Whether any of the eight bytes of `word` is a quote or a backslash.
    @inline(__always)
    static func hasQuoteOrBackslash(_ word: UInt64) -> Bool {
        let quote = word ^ (ones &* 0x22)
        let backslash = word ^ (ones &* 0x5C)
        return (((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash)) & highs != 0
    }

    /// The value of one hex digit.
    static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// The text of the string between `start` (just after the opening quote) and `end` (the closing quote).
    static func string(_ bytes: UnsafePointer<UInt8>, from start: Int, to end: Int) -> String {
        var index = start
        while index < end, bytes[index] != UInt8(ascii: "\\") { index += 1 }
        if index == end {
            return String(decoding: UnsafeBufferPointer(start: bytes + start, count: end - start), as: UTF8.self)
        }
        var utf8 = Array(UnsafeBufferPointer(start: bytes + start, count: index - start))
        utf8.reserveCapacity(end - start)
        while index < end {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "\\"), index + 1 < end else {
                utf8.append(byte)
                index += 1
                continue
            }
            index += 2
            switch bytes[index - 1] {
            case UInt8(ascii: "b"): utf8.append(0x08)
            case UInt8(ascii: "f"): utf8.append(0x0C)
            case UInt8(ascii: "n"): utf8.append(0x0A)
            case UInt8(ascii: "r"): utf8.append(0x0D)
            case UInt8(ascii: "t"): utf8.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = unit(bytes, at: index, end: end)
                index += 4
                if (0xD800...0xDBFF).contains(scalar), index + 6 <= end, bytes[index] == UInt8(ascii: "\\") {
                    let low = unit(bytes, at: index + 2, end: end)
                    if (0xDC00...0xDFFF).contains(low) {
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                        index += 6
                    }
                }
                utf8.append(contentsOf: String(Character(Unicode.Scalar(scalar) ?? "\u{FFFD}")).utf8)
            default: utf8.append(bytes[index - 1])
            }
        }
        return String(decoding: utf8, as: UTF8.self)
    }

    /// The UTF-16 unit written as four hex digits at `index`.
    private static func unit(_ bytes: UnsafePointer<UInt8>, at index: Int, end: Int) -> UInt32 {
        var value: UInt32 = 0
        for offset in 0..<4 where index + offset < end {
            value = value << 4 | (hexValue(bytes[index + offset]) ?? 0)
        }
        return value
    }

    /// "line 3, column 7" for the byte at `offset`: columns count characters, as a reader sees them.
    static func location(of offset: Int, in bytes: UnsafeRawBufferPointer) -> String {
        let prefix = bytes.prefix(max(0, min(offset, bytes.count)))
        let line = prefix.reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
        let lineStart = prefix.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? prefix.startIndex
        let column = String(decoding: UnsafeRawBufferPointer(rebasing: prefix[lineStart...]), as: UTF8.self).count + 1
        return "line \(line), column \(column)"
    }
}
