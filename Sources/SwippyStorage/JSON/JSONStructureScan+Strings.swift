import Foundation
import SwippyData

extension JSONStructureScan {
    /// Moves past the string whose opening quote is at `start`, checking it as Foundation does: no raw
    /// control characters, only JSON's escapes, surrogates in pairs, valid UTF-8. Returns the offset just
    /// past the closing quote.
    func skipString(from start: Int) throws(Stop) -> Int {
        try checkedString(from: start).end
    }

    /// The same check, also saying whether the string holds an escape (the one pass reads the string after it:
    /// `JSONByteDecoder+Transaction`).
    @inline(__always)
    func checkedString(from start: Int) throws(Stop) -> (end: Int, escaped: Bool) {
        var escaped = false
        var index = start + 1
        while index < count {
            // Eight plain bytes at a time: no quote, backslash, control character or non-ASCII byte.
            while index + 8 <= count {
                let word = UnsafeRawPointer(bytes + index).loadUnaligned(as: UInt64.self)
                guard !JSONText.hasSpecialByte(word) else { break }
                index += 8
            }
            guard index < count else { break }
            let byte = bytes[index]
            if byte >= 0x20, byte < 0x80, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") {
                index += 1
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): return (index + 1, escaped)
            case UInt8(ascii: "\\"):
                escaped = true
                index = try skipEscape(at: index)
            case ..<0x20: throw .syntax(index)
            default: index = try skipUTF8(at: index)
            }
        }
        throw .syntax(count)
    }

    /// Moves past the escape whose backslash is at `index`.
    private func skipEscape(at index: Int) throws(Stop) -> Int {
        guard index + 1 < count else { throw .syntax(count) }
        switch bytes[index + 1] {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
            UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            return index + 2
        case UInt8(ascii: "u"):
            let unit = try hexUnit(at: index + 2)
            if (0xDC00...0xDFFF).contains(unit) { throw .syntax(index) }
            guard (0xD800...0xDBFF).contains(unit) else { return index + 6 }
            guard index + 7 < count, bytes[index + 6] == UInt8(ascii: "\\"), bytes[index + 7] == UInt8(ascii: "u"),
                (0xDC00...0xDFFF).contains(try hexUnit(at: index + 8))
            else { throw .syntax(index) }
            return index + 12
        default:
            throw .syntax(index + 1)
        }
    }

    /// The four hex digits at `index`.
    private func hexUnit(at index: Int) throws(Stop) -> UInt32 {
        guard index + 4 <= count else { throw .syntax(count) }
        var value: UInt32 = 0
        for offset in 0..<4 {
            guard let digit = JSONText.hexValue(bytes[index + offset]) else { throw .syntax(index + offset) }
            value = value << 4 | digit
        }
        return value
    }

    /// Moves past one multi-byte UTF-8 sequence starting at `index`, refusing malformed or overlong ones.
    private func skipUTF8(at index: Int) throws(Stop) -> Int {
        let lead = bytes[index]
        let length: Int
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0:
            length = 3
            low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED:
            length = 3
            high = 0x9F
        case 0xF0:
            length = 4
            low = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4:
            length = 4
            high = 0x8F
        default: throw .syntax(index)
        }
        guard index + length <= count else { throw .syntax(index) }
        guard (low...high).contains(bytes[index + 1]) else { throw .syntax(index) }
        for offset in 2..<max(2, length) where !(0x80...0xBF).contains(bytes[index + offset]) {
            throw .syntax(index)
        }
        return index + length
    }
}
