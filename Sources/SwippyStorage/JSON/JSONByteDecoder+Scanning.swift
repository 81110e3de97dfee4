import Foundation
import SwippyData

extension JSONByteDecoder {
    /// The first offset at or after `offset` that is not JSON white space.
    @inline(__always)
    func skipSpace(from offset: Int) -> Int {
        var index = offset
        while index < count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return index
            }
        }
        return index
    }

    /// The offset of the closing quote of the string whose opening quote is at `offset`, and whether
    /// it holds escapes.
    @inline(__always)
    func stringEnd(from offset: Int) -> (end: Int, escaped: Bool) {
        var index = offset + 1
        var escaped = false
        while index < count {
            while index + 8 <= count,
                !JSONText.hasQuoteOrBackslash(UnsafeRawPointer(bytes + index).loadUnaligned(as: UInt64.self))
            {
                index += 8
            }
            guard index < count else { break }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") { return (index, escaped) }
            if byte == UInt8(ascii: "\\") {
                escaped = true
                index += 2
            } else {
                index += 1
            }
        }
        return (count, escaped)
    }

    /// The offset just past the value at `offset` (the text is known to be valid).
    func skipValue(from offset: Int) -> Int {
        switch bytes[offset] {
        case UInt8(ascii: "\""):
            return stringEnd(from: offset).end + 1
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            if let span = spans[offset] { return span.end }
            var depth = 0
            var index = offset
            while index < count {
                switch bytes[index] {
                case UInt8(ascii: "\""): index = stringEnd(from: index).end
                case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth == 0 { return index + 1 }
                default: break
                }
                index += 1
            }
            return count
        default:
            var index = offset
            while index < count {
                switch bytes[index] {
                case UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), 0x20, 0x0A, 0x0D, 0x09: return index
                default: index += 1
                }
            }
            return index
        }
    }

    /// The keys of the object at `offset` with the offsets of their values, and the offset past the object.
    func objectEntries(at offset: Int) -> (entries: [JSONObjectEntry], end: Int) {
        var entries: [JSONObjectEntry] = []
        var index = skipSpace(from: offset + 1)
        guard index < count, bytes[index] != UInt8(ascii: "}") else { return (entries, index + 1) }
        entries.reserveCapacity(12)
        while index < count {
            let (end, escaped) = stringEnd(from: index)
            let key = JSONKeyRange(
                start: index + 1, count: end - index - 1,
                decoded: escaped ? JSONText.string(bytes, from: index + 1, to: end) : nil)
            index = skipSpace(from: end + 1) + 1
            let valueStart = skipSpace(from: index)
            entries.append(JSONObjectEntry(key: key, value: valueStart))
            index = skipSpace(from: skipValue(from: valueStart))
            guard index < count, bytes[index] == UInt8(ascii: ",") else { return (entries, index + 1) }
            index = skipSpace(from: index + 1)
        }
        return (entries, index)
    }
}

extension JSONByteDecoder {
    /// A decoder of its own for the value at `offset` (`superDecoder`), sharing the bytes and the path.
    func subDecoder(at offset: Int?) throws -> JSONByteDecoder {
        guard let offset else {
            throw DecodingError.keyNotFound(JSONIndexKey(0), context("No value for the super decoder."))
        }
        let decoder = JSONByteDecoder(bytes: bytes, count: count, spans: spans)
        decoder.position = offset
        decoder.path = path
        return decoder
    }
}
