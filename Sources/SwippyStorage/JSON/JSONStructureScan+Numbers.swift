import Foundation
import SwippyData

extension JSONStructureScan {
    /// Checks the number at `position` (strict JSON grammar) and that it fits `Decimal` exactly.
    mutating func checkNumber() throws(Stop) {
        let (end, number) = try checkedNumber(from: position)
        position = end
        if let problem = number.problem {
            throw .problem(DataProblem(path(), problem))
        }
    }

    /// The offset just past the number at `start` and its digits' shape; throws the syntax error's offset. The
    /// shape's `problem` says when `Decimal` cannot hold it exactly.
    func checkedNumber(from start: Int) throws(Stop) -> (end: Int, shape: NumberShape) {
        var position = start
        var number = NumberShape()
        if bytes[position] == UInt8(ascii: "-") { position += 1 }
        guard position < count, isDigit(bytes[position]) else { throw .syntax(position) }
        if bytes[position] == UInt8(ascii: "0") {
            position += 1
            if position < count, isDigit(bytes[position]) { throw .syntax(position) }
        } else {
            while position < count, isDigit(bytes[position]) {
                number.addDigit(bytes[position], inFraction: false)
                position += 1
            }
        }
        if position < count, bytes[position] == UInt8(ascii: ".") {
            position += 1
            guard position < count, isDigit(bytes[position]) else { throw .syntax(position) }
            while position < count, isDigit(bytes[position]) {
                number.addDigit(bytes[position], inFraction: true)
                position += 1
            }
        }
        if position < count, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") {
            position += 1
            var negative = false
            if position < count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") {
                negative = bytes[position] == UInt8(ascii: "-")
                position += 1
            }
            guard position < count, isDigit(bytes[position]) else { throw .syntax(position) }
            while position < count, isDigit(bytes[position]) {
                number.addExponentDigit(bytes[position])
                position += 1
            }
            if negative { number.exponent = -number.exponent }
        }
        return (position, number)
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte &- 0x30 < 10
    }
}

extension JSONStructureScan {
    /// The digits of a JSON number, counted as `Decimal` would store them: significant digits (no
    /// leading zeros, no trailing zeros) and the power of ten of the last significant one.
    struct NumberShape {
        private var digits = 0
        private var pendingZeros = 0
        private var fractionDigits = 0
        private var trailingZeros = 0
        /// The written exponent (`e-3` is -3), saturated so a thousand-digit exponent cannot overflow.
        var exponent = 0

        /// Why `Decimal` cannot hold the number exactly, or nil when it can.
        var problem: String? {
            if digits > JSONStructureScan.maxSignificantDigits {
                return "\(digits) significant digits; at most \(JSONStructureScan.maxSignificantDigits) "
                    + "can be held exactly"
            }
            if digits > 0, !JSONStructureScan.exponentRange.contains(decimalExponent) { return "number out of range" }
            return nil
        }

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
