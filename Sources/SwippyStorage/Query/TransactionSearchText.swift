import Foundation
import SwippyData

/// The note and reference of every row, lower-cased, in one contiguous buffer built with the query's index,
/// so a search reads the text of a million rows in one pass over bytes instead of a million `String`s. Only
/// ASCII rows are in the buffer (for ASCII text and an ASCII search, ignoring case and diacritics means
/// ignoring ASCII case); a row with any other character (or a zero byte) is listed in `foreign` and asked
/// through `TextMatch`, as before, so the answers are exactly those of `TextMatch.isIn(note) ||
/// TextMatch.isIn(reference) || TextMatch.digitsAreIn(note)`.
struct TransactionSearchText: Equatable, Sendable {
    /// Per row: its note, a zero byte, its reference, a zero byte (nothing for a foreign row), lower-cased
    /// (after `lowerCase()`).
    private var bytes: [UInt8] = []
    /// Where each row's text starts in `bytes`, and one more entry: the end of the last row.
    private var starts: [Int]
    /// The rows whose note or reference is not ASCII, in order.
    private var foreign: [Int] = []

    init(capacity: Int) {
        starts = [0]
        starts.reserveCapacity(capacity + 1)
    }

    /// Adds the next row's text (call `lowerCase()` once after the last).
    mutating func append(note: String, reference: String) {
        var (note, reference) = (note, reference)
        note.withUTF8 { note in reference.withUTF8 { reference in append(note: note, reference: reference) } }
    }

    /// Adds the next row's text from its note's and reference's UTF-8.
    mutating func append(note: UnsafeBufferPointer<UInt8>, reference: UnsafeBufferPointer<UInt8>) {
        if Self.isASCII(note) && Self.isASCII(reference) {
            bytes.append(contentsOf: note)
            bytes.append(0)
            bytes.append(contentsOf: reference)
            bytes.append(0)
        } else {
            foreign.append(starts.count - 1)
        }
        starts.append(bytes.count)
    }

    /// Lower-cases the buffer (A–Z only), in one pass after the last row.
    mutating func lowerCase() {
        bytes.withUnsafeMutableBufferPointer { buffer in
            for index in buffer.indices {
                let byte = buffer[index]
                buffer[index] = byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte
            }
        }
    }

    /// True when `utf8` is ASCII without a zero byte (the buffer's separator).
    private static func isASCII(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        var all: UInt8 = 0
        var zero = false
        for byte in utf8 {
            all |= byte
            zero = zero || byte == 0
        }
        return all < 0x80 && !zero
    }

    /// For each row of `rows` (by its offset from `rows.lowerBound`): whether its note or reference holds
    /// `match`'s needle, or, for a phone-like needle, the digits of its note hold the needle's digits. Nil when
    /// the needle is not ASCII (or holds a zero byte): then every row must be asked through `TextMatch`.
    func holds(_ match: TextMatch, rows: Range<Int>, history: TransactionHistory) -> [Bool]? {
        guard let needle = match.lowerASCII, let first = needle.first, !needle.contains(0) else { return nil }
        var holds = [Bool](repeating: false, count: rows.count)
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var row = rows.lowerBound
            var position = starts[rows.lowerBound]
            let end = starts[rows.upperBound]
            needle.withUnsafeBufferPointer { needle in
                guard let needleBase = needle.baseAddress else { return }
                while end - position >= needle.count {
                    guard let found = memchr(base + position, Int32(first), end - position - needle.count + 1) else {
                        break
                    }
                    let at = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                    guard memcmp(base + at, needleBase, needle.count) == 0 else {
                        position = at + 1
                        continue
                    }
                    while starts[row + 1] <= at { row += 1 }
                    holds[row - rows.lowerBound] = true
                    position = starts[row + 1]
                }
            }
        }
        if let digits = match.asciiDigitsOfPhone {
            markDigits(digits, rows: rows, into: &holds)
        }
        // Foreign rows in the range, by binary search for the first.
        var low = 0
        var high = foreign.count
        while low < high {
            let middle = (low + high) / 2
            if foreign[middle] < rows.lowerBound { low = middle + 1 } else { high = middle }
        }
        for row in foreign[low...] {
            guard row < rows.upperBound else { break }
            let transaction = history[row]
            holds[row - rows.lowerBound] =
                match.isIn(transaction.note) || match.isIn(transaction.reference)
                || match.digitsAreIn(transaction.note)
        }
        return holds
    }

    /// Marks the rows whose note's digits hold `digits` (the note is a row's text up to its first zero byte): from
    /// each digit of the note equal to the first, the following digits, other bytes skipped, are compared.
    private func markDigits(_ digits: [UInt8], rows: Range<Int>, into holds: inout [Bool]) {
        bytes.withUnsafeBufferPointer { buffer in
            digits.withUnsafeBufferPointer { digits in
                guard let first = digits.first else { return }
                // A foreign row has no bytes (its note is asked through `TextMatch`).
                for row in rows where !holds[row - rows.lowerBound] && starts[row] < starts[row + 1] {
                    var position = starts[row]
                    while buffer[position] != 0 {
                        if buffer[position] == first && Self.digits(of: buffer, from: position + 1, continue: digits) {
                            holds[row - rows.lowerBound] = true
                            break
                        }
                        position += 1
                    }
                }
            }
        }
    }

    /// True when the digits from `position` on, up to the next zero byte and skipping other bytes, begin with
    /// `digits` after its first.
    private static func digits(
        of buffer: UnsafeBufferPointer<UInt8>, from position: Int, continue digits: UnsafeBufferPointer<UInt8>
    ) -> Bool {
        var (position, matched) = (position, 1)
        while matched < digits.count {
            let byte = buffer[position]
            if byte == 0 { return false }
            if byte &- UInt8(ascii: "0") < 10 {
                guard byte == digits[matched] else { return false }
                matched += 1
            }
            position += 1
        }
        return true
    }
}
