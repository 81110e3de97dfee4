import SwippyText

/// Turns the bytes a terminal sends in raw mode into `LineEditorKey`s. Keeps an incomplete escape
/// sequence or UTF-8 character between calls, so a key split across two reads decodes as one key.
/// Escape sequences it does not know are swallowed whole: no `[A` ever becomes text.
public struct KeyDecoder: Sendable {
    private var pending: [UInt8] = []
    private var afterCarriageReturn = false
    /// Inside an escape sequence too long to keep: its remaining bytes are dropped up to its final byte.
    private var skippingSequence = false

    /// Longest escape sequence kept waiting for its final byte; a longer one is swallowed as it is.
    static let longestSequence = 32

    public init() {}

    /// True when the bytes so far end inside a key: the caller waits briefly for the rest, then calls `finish()`.
    public var isWaiting: Bool { !pending.isEmpty || skippingSequence }

    /// Decodes `bytes`, following any bytes kept from the previous call.
    public mutating func decode(_ bytes: some Sequence<UInt8>) -> [LineEditorKey] {
        pending.append(contentsOf: bytes)
        var keys: [LineEditorKey] = []
        var start = pending.startIndex
        while start < pending.endIndex {
            if skippingSequence {
                let byte = pending[start]
                skippingSequence = (0x20...0x3F).contains(byte)
                if skippingSequence || (0x40...0x7E).contains(byte) {
                    start += 1
                    continue
                }
            }
            let parsed = Self.parse(pending[start...])
            if case .tooLong(let length) = parsed {
                start += length
                skippingSequence = true
                afterCarriageReturn = false
                keys.append(.ignored)
                continue
            }
            guard case .key(let key, let length) = parsed else { break }
            start += length
            if pending[start - length] == 0x0A, afterCarriageReturn {
                afterCarriageReturn = false  // CR LF is one Enter
                continue
            }
            afterCarriageReturn = length == 1 && pending[start - 1] == 0x0D
            keys.append(key)
        }
        pending.removeSubrange(pending.startIndex..<start)
        return keys
    }

    /// No more bytes came: whatever was waiting (a lone ESC, a cut-off sequence or character) is swallowed.
    public mutating func finish() -> [LineEditorKey] {
        skippingSequence = false
        guard !pending.isEmpty else { return [] }
        pending.removeAll()
        afterCarriageReturn = false
        return [.ignored]
    }

    private enum Parse: Equatable {
        case key(LineEditorKey, length: Int)
        case incomplete
        /// An escape sequence longer than `longestSequence`: swallowed, and the rest of it skipped.
        case tooLong(length: Int)
    }

    private static func parse(_ bytes: ArraySlice<UInt8>) -> Parse {
        guard let first = bytes.first else { return .incomplete }
        switch first {
        case 0x1B: return escape(bytes)
        case 0x20..<0x7F: return .key(.character(Character(Unicode.Scalar(first))), length: 1)
        case 0x80...: return utf8(bytes)
        default: return .key(control(first), length: 1)
        }
    }

    private static func control(_ byte: UInt8) -> LineEditorKey {
        switch byte {
        case 0x01: .home  // Ctrl-A
        case 0x02: .left  // Ctrl-B
        case 0x03: .interrupt  // Ctrl-C
        case 0x04: .controlD
        case 0x05: .end  // Ctrl-E
        case 0x06: .right  // Ctrl-F
        case 0x08, 0x7F: .backspace
        case 0x09: .tab
        case 0x0A, 0x0D: .enter
        case 0x0B: .killToEnd  // Ctrl-K
        case 0x0E: .down  // Ctrl-N
        case 0x10: .up  // Ctrl-P
        case 0x15: .killToStart  // Ctrl-U
        case 0x17: .killWord  // Ctrl-W
        default: .ignored
        }
    }

    /// ESC [ … final (CSI), ESC O x (SS3), or ESC and one byte (Alt-key, swallowed).
    private static func escape(_ bytes: ArraySlice<UInt8>) -> Parse {
        let start = bytes.startIndex
        guard bytes.count >= 2 else { return .incomplete }
        let second = bytes[start + 1]
        switch second {
        case UInt8(ascii: "["):
            return controlSequence(bytes)
        case UInt8(ascii: "O"):
            guard bytes.count >= 3 else { return .incomplete }
            switch bytes[start + 2] {
            case UInt8(ascii: "A"): return .key(.up, length: 3)
            case UInt8(ascii: "B"): return .key(.down, length: 3)
            case UInt8(ascii: "C"): return .key(.right, length: 3)
            case UInt8(ascii: "D"): return .key(.left, length: 3)
            case UInt8(ascii: "H"): return .key(.home, length: 3)
            case UInt8(ascii: "F"): return .key(.end, length: 3)
            case 0x20..<0x7F: return .key(.ignored, length: 3)
            default: return .key(.ignored, length: 2)  // cut short by a control byte: that byte is a key of its own
            }
        case 0x00..<0x20:
            return .key(.ignored, length: 1)  // a lone ESC followed by another key
        default:
            return .key(.ignored, length: 2)
        }
    }

    /// ESC [ parameters (0x30–0x3F) intermediates (0x20–0x2F) final (0x40–0x7E).
    private static func controlSequence(_ bytes: ArraySlice<UInt8>) -> Parse {
        let start = bytes.startIndex
        var index = start + 2
        while index < bytes.endIndex {
            let byte = bytes[index]
            let length = index - start + 1
            switch byte {
            case 0x20...0x3F:
                index += 1
            case 0x40...0x7E:
                let parameters = String(decoding: bytes[(start + 2)..<index], as: UTF8.self)
                return .key(csiKey(parameters: parameters, final: byte), length: length)
            default:
                return .key(.ignored, length: length - 1)  // broken by a control byte, which is decoded next
            }
            if index - start > longestSequence { return .tooLong(length: index - start) }
        }
        return .incomplete
    }

    private static func csiKey(parameters: String, final: UInt8) -> LineEditorKey {
        // Modified arrows (ESC [1;5C) move like plain ones.
        let first = parameters.split(separator: ";", omittingEmptySubsequences: false).first.map(String.init) ?? ""
        switch final {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return .right
        case UInt8(ascii: "D"): return .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        case UInt8(ascii: "~"):
            switch first {
            case "1", "7": return .home
            case "4", "8": return .end
            case "3": return .delete
            default: return .ignored
            }
        default: return .ignored
        }
    }

    /// One UTF-8 encoded scalar; an invalid byte is swallowed on its own.
    private static func utf8(_ bytes: ArraySlice<UInt8>) -> Parse {
        let start = bytes.startIndex
        let lead = bytes[start]
        let length: Int
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return .key(.ignored, length: 1)
        }
        for offset in 1..<length {
            guard start + offset < bytes.endIndex else { return .incomplete }
            guard (0x80...0xBF).contains(bytes[start + offset]) else { return .key(.ignored, length: 1) }
        }
        let text = String(decoding: bytes[start..<(start + length)], as: UTF8.self)
        // A character SafeText would change (C1 controls, bidirectional overrides, line separators) is
        // never echoed: what a person types is shown under the same rule as text from a file.
        guard let scalar = text.unicodeScalars.first, text.unicodeScalars.count == 1, scalar != "\u{FFFD}",
            SafeText.clean(text) == text
        else { return .key(.ignored, length: length) }
        return .key(.character(Character(scalar)), length: length)
    }
}
