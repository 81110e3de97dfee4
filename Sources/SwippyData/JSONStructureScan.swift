import Foundation
import SwippyText

/// One linear pass over JSON bytes that finds what `JSONDecoder` would accept silently:
/// a key given twice in one object (Foundation keeps one of the values) and a number with more
/// significant digits, or a larger exponent, than `Decimal` holds exactly (Foundation rounds it).
///
/// It tracks, per nesting level, the keys seen and the current key or index, so a problem is named by
/// its path (`accounts[0].balance`). It checks nothing else: on a syntax error it stops and reports
/// nothing, so the decoder's message (with line and column) is the one the user sees. The work is
/// one look at each byte, no recursion (deep nesting cannot exhaust the stack), and one key set per
/// level, reused.
struct JSONStructureScan {
    /// Significant digits `Decimal` always holds exactly (its mantissa is 128 bits).
    static let maxSignificantDigits = 38
    /// The exponents `Decimal` can represent.
    static let exponentRange = -128...127

    /// The first duplicated key or inexact number in `data`, or nil.
    static func firstProblem(in data: Data) -> DataProblem? {
        data.withUnsafeBytes { buffer in
            var scan = JSONStructureScan(bytes: buffer)
            return scan.run()
        }
    }

    private struct Level {
        var isObject: Bool
        var index = 0
        var key = ""
        var keys: Set<String> = []
    }

    private let bytes: UnsafeRawBufferPointer
    private var position = 0
    private var levels: [Level] = []
    private var depth = 0

    private init(bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    private enum Outcome {
        case problem(DataProblem)
        case stop
    }

    private mutating func run() -> DataProblem? {
        switch scanValues() {
        case .problem(let problem): problem
        case .stop: nil
        }
    }

    /// Reads values until the top-level value ends, a problem is found, or the syntax breaks.
    private mutating func scanValues() -> Outcome {
        while true {
            skipSpace()
            guard let byte = peek() else { return .stop }
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                let isObject = byte == UInt8(ascii: "{")
                position += 1
                push(isObject: isObject)
                skipSpace()
                if peek() == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                    position += 1
                    pop()
                } else {
                    // A non-empty object starts with a key; an array with its first value.
                    if isObject, let outcome = readKey() { return outcome }
                    continue
                }
            case UInt8(ascii: "\""):
                guard skipString() else { return .stop }
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                if let outcome = checkNumber() { return outcome }
            default:
                guard skipLiteral() else { return .stop }
            }
            if let outcome = afterValue() { return outcome }
        }
    }

    /// After a value: commas and closing brackets, up to the next value. Returns an outcome when the
    /// scan is over (the top-level value ended, a problem, a syntax error); nil to read the next value.
    private mutating func afterValue() -> Outcome? {
        while true {
            guard depth > 0 else { return .stop }
            skipSpace()
            guard let byte = peek() else { return .stop }
            position += 1
            if levels[depth - 1].isObject {
                if byte == UInt8(ascii: ",") { return readKey() }
                guard byte == UInt8(ascii: "}") else { return .stop }
            } else {
                if byte == UInt8(ascii: ",") {
                    levels[depth - 1].index += 1
                    return nil
                }
                guard byte == UInt8(ascii: "]") else { return .stop }
            }
            pop()
        }
    }

    // MARK: - Keys

    /// Reads `"key":` into the current level; a key seen before in this object is a problem.
    private mutating func readKey() -> Outcome? {
        skipSpace()
        guard peek() == UInt8(ascii: "\""), let key = readString() else { return .stop }
        skipSpace()
        guard peek() == UInt8(ascii: ":") else { return .stop }
        position += 1
        levels[depth - 1].key = key
        guard levels[depth - 1].keys.insert(key).inserted else {
            return .problem(DataProblem(path(), "duplicate key " + SafeText.quoted(key)))
        }
        return nil
    }

    /// The string at `position` (an opening quote), decoded; nil on broken syntax.
    private mutating func readString() -> String? {
        let start = position + 1
        var index = start
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                position = index + 1
                return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
            case UInt8(ascii: "\\"):
                // Escapes are rare in keys: let Foundation decode this one string exactly.
                guard skipString() else { return nil }
                let literal = Data(UnsafeRawBufferPointer(rebasing: bytes[(start - 1)..<position]))
                return try? JSONDecoder().decode(String.self, from: literal)
            default:
                index += 1
            }
        }
        return nil
    }

    /// Moves past the string at `position`; false when it never ends.
    private mutating func skipString() -> Bool {
        var index = position + 1
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                position = index + 1
                return true
            case UInt8(ascii: "\\"): index += 2
            default: index += 1
            }
        }
        return false
    }

    /// Moves past `true`, `false` or `null` by length: the decoder checks the spelling.
    private mutating func skipLiteral() -> Bool {
        let length: Int
        switch bytes[position] {
        case UInt8(ascii: "t"), UInt8(ascii: "n"): length = 4
        case UInt8(ascii: "f"): length = 5
        default: return false
        }
        guard position + length <= bytes.count else { return false }
        position += length
        return true
    }

    // MARK: - Numbers

    /// Checks that the number at `position` fits `Decimal` exactly.
    private mutating func checkNumber() -> Outcome? {
        var number = NumberShape()
        if peek() == UInt8(ascii: "-") { position += 1 }
        while let byte = peek(), isDigit(byte) {
            number.addDigit(byte, inFraction: false)
            position += 1
        }
        if peek() == UInt8(ascii: ".") {
            position += 1
            while let byte = peek(), isDigit(byte) {
                number.addDigit(byte, inFraction: true)
                position += 1
            }
        }
        if let byte = peek(), byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
            position += 1
            var negative = false
            if let sign = peek(), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
                negative = sign == UInt8(ascii: "-")
                position += 1
            }
            while let byte = peek(), isDigit(byte) {
                number.addExponentDigit(byte)
                position += 1
            }
            if negative { number.exponent = -number.exponent }
        }
        if number.significantDigits > Self.maxSignificantDigits {
            return .problem(DataProblem(
                path(), "\(number.significantDigits) significant digits; at most \(Self.maxSignificantDigits) can be held exactly"))
        }
        if number.significantDigits > 0, !Self.exponentRange.contains(number.decimalExponent) {
            return .problem(DataProblem(path(), "number out of range"))
        }
        return nil
    }

    // MARK: - Levels and bytes

    private mutating func push(isObject: Bool) {
        if depth < levels.count {
            levels[depth].isObject = isObject
            levels[depth].index = 0
            levels[depth].key = ""
            levels[depth].keys.removeAll(keepingCapacity: true)
        } else {
            levels.append(Level(isObject: isObject))
        }
        depth += 1
    }

    private mutating func pop() {
        depth -= 1
    }

    /// `accounts[0].balance`: the keys and indexes that lead to the current value.
    private func path() -> String {
        var result = ""
        for level in levels[0..<depth] {
            if level.isObject {
                result += (result.isEmpty ? "" : ".") + SafeText.clean(level.key, limit: SafeText.errorValueLimit)
            } else {
                result += "[\(level.index)]"
            }
        }
        return result.isEmpty ? "(top level)" : result
    }

    private func peek() -> UInt8? {
        position < bytes.count ? bytes[position] : nil
    }

    private mutating func skipSpace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x0A, 0x0D, 0x09: position += 1
            default: return
            }
        }
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte)
    }
}

extension JSONStructureScan {
    /// The digits of a JSON number, counted as `Decimal` would store them: significant digits (no
    /// leading zeros, no trailing zeros) and the power of ten of the last significant one.
    private struct NumberShape {
        private var digits = 0
        private var pendingZeros = 0
        private var fractionDigits = 0
        private var trailingZeros = 0
        /// The written exponent (`e-3` is -3), saturated so a thousand-digit exponent cannot overflow.
        var exponent = 0

        var significantDigits: Int { digits }

        /// The exponent of the last significant digit: `120.50` is 1205 × 10^-1.
        var decimalExponent: Int {
            exponent.addingReportingOverflow(trailingZeros - fractionDigits).partialValue
        }

        mutating func addDigit(_ byte: UInt8, inFraction: Bool) {
            if inFraction { fractionDigits += 1 }
            if byte == UInt8(ascii: "0") {
                if digits > 0 { pendingZeros += 1 }
                trailingZeros += 1
                return
            }
            digits += pendingZeros + 1
            pendingZeros = 0
            trailingZeros = 0
        }

        mutating func addExponentDigit(_ byte: UInt8) {
            exponent = min(exponent * 10 + Int(byte - 0x30), 1_000_000)
        }
    }
}
