import Foundation
import SwippyData
import SwippyText

extension JSONByteDecoder {
    /// The string at `offset`, cut to `DisplayBound`.
    func string(at offset: Int) throws -> String {
        guard bytes[offset] == UInt8(ascii: "\"") else { throw mismatch(String.self, at: offset) }
        let (end, escaped) = stringEnd(from: offset)
        lastEnd = end + 1
        return DisplayBound.string(bytes, from: offset + 1, to: end, escaped: escaped)
    }

    /// The date written as ISO 8601 text at `offset`, read as `JSONDecoder.swippy()` reads it.
    func date(at offset: Int) throws -> Date {
        guard bytes[offset] == UInt8(ascii: "\"") else { throw mismatch(String.self, at: offset) }
        let (end, escaped) = stringEnd(from: offset)
        lastEnd = end + 1
        if !escaped,
            let date = ISODateText.parse(UnsafeBufferPointer(start: bytes + offset + 1, count: end - offset - 1))
        {
            return date
        }
        let text = JSONText.string(bytes, from: offset + 1, to: end)
        if let date = ISODateText.parse(text) { return date }
        throw DecodingError.dataCorrupted(
            context(
                "expected an ISO 8601 date such as 2026-11-02, found " + SafeText.quoted(text)))
    }

    /// The exact decimal written at `offset`: built from the digits when they fit 64 bits (as `JSONDecoder`
    /// would store it), else parsed from the text.
    func decimal(at offset: Int) throws -> Decimal {
        let first = bytes[offset]
        guard first == UInt8(ascii: "-") || first &- 0x30 < 10 else { throw mismatch(Decimal.self, at: offset) }
        var index = offset
        let negative = first == UInt8(ascii: "-")
        if negative { index += 1 }
        var mantissa: UInt64 = 0
        var digits = 0
        var exponent = 0
        var fraction = false
        var overflow = false
        while index < count {
            let byte = bytes[index]
            if byte &- 0x30 < 10 {
                if mantissa > 0 || byte != 0x30 {
                    if digits < 19 {
                        mantissa = mantissa &* 10 &+ UInt64(byte &- 0x30)
                        digits += 1
                    } else {
                        overflow = true
                    }
                }
                if fraction { exponent -= 1 }
            } else if byte == UInt8(ascii: ".") {
                fraction = true
            } else {
                break
            }
            index += 1
        }
        var written = 0
        if index < count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            var exponentNegative = false
            if bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                exponentNegative = bytes[index] == UInt8(ascii: "-")
                index += 1
            }
            while index < count, bytes[index] &- 0x30 < 10 {
                written = min(written * 10 + Int(bytes[index] &- 0x30), 1_000_000)
                index += 1
            }
            if exponentNegative { written = -written }
        }
        lastEnd = index
        if overflow {
            let text = String(
                decoding: UnsafeBufferPointer(start: bytes + offset, count: index - offset), as: UTF8.self)
            guard let value = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) else {
                throw DecodingError.dataCorrupted(context("Parsed JSON number <\(text)> does not fit in Decimal."))
            }
            return value
        }
        if mantissa == 0 { return Decimal(0) }
        return Decimal(sign: negative ? .minus : .plus, exponent: exponent + written, significand: Decimal(mantissa))
    }

    /// The whole number of type `T` at `offset`; a fraction, or one too large, is refused as Foundation does.
    func integer<T: FixedWidthInteger>(_ type: T.Type, at offset: Int) throws -> T {
        let first = bytes[offset]
        guard first == UInt8(ascii: "-") || first &- 0x30 < 10 else { throw mismatch(T.self, at: offset) }
        let end = skipValue(from: offset)
        lastEnd = end
        let text = UnsafeBufferPointer(start: bytes + offset, count: end - offset)
        if let value = T(String(decoding: text, as: UTF8.self)) { return value }
        let written = String(decoding: text, as: UTF8.self)
        if let double = Double(written), double.rounded() == double, let value = T(exactly: double) { return value }
        throw DecodingError.dataCorrupted(context("Parsed JSON number <\(written)> does not fit in \(T.self)."))
    }

    /// The binary floating-point number at `offset`.
    func floating<T: BinaryFloatingPoint & LosslessStringConvertible>(_ type: T.Type, at offset: Int) throws -> T {
        let first = bytes[offset]
        guard first == UInt8(ascii: "-") || first &- 0x30 < 10 else { throw mismatch(T.self, at: offset) }
        let end = skipValue(from: offset)
        lastEnd = end
        let written = String(decoding: UnsafeBufferPointer(start: bytes + offset, count: end - offset), as: UTF8.self)
        guard let value = T(written), value.isFinite else {
            throw DecodingError.dataCorrupted(context("Parsed JSON number <\(written)> does not fit in \(T.self)."))
        }
        return value
    }

    /// `true` or `false` at `offset`.
    func bool(at offset: Int) throws -> Bool {
        switch bytes[offset] {
        case UInt8(ascii: "t"):
            lastEnd = offset + 4
            return true
        case UInt8(ascii: "f"):
            lastEnd = offset + 5
            return false
        default:
            throw mismatch(Bool.self, at: offset)
        }
    }

    /// Whether the value at `offset` is `null`, spelled whole: the fast transaction reader asks it of text no
    /// scan has checked yet (what follows the literal is its caller's to check).
    func isNull(at offset: Int) -> Bool {
        offset + 4 <= count && bytes[offset] == UInt8(ascii: "n") && bytes[offset + 1] == UInt8(ascii: "u")
            && bytes[offset + 2] == UInt8(ascii: "l") && bytes[offset + 3] == UInt8(ascii: "l")
    }
}
