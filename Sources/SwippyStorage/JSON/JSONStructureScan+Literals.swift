import Foundation

/// The scan's smallest pieces: the three literals and the space between tokens.
extension JSONStructureScan {
    /// Moves past `true`, `false` or `null`, spelled exactly.
    mutating func checkLiteral() throws(Stop) {
        let word: StaticString
        switch bytes[position] {
        case UInt8(ascii: "t"): word = "true"
        case UInt8(ascii: "f"): word = "false"
        case UInt8(ascii: "n"): word = "null"
        default: throw .syntax(position)
        }
        for offset in 0..<word.utf8CodeUnitCount {
            guard position + offset < count, bytes[position + offset] == word.utf8Start[offset] else {
                throw .syntax(position + offset)
            }
        }
        position += word.utf8CodeUnitCount
    }

    mutating func skipSpace() {
        while position < count {
            switch bytes[position] {
            case 0x20, 0x0A, 0x0D, 0x09: position += 1
            default: return
            }
        }
    }
}
