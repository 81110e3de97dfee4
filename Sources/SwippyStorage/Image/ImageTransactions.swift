import Foundation
import SwippyData

/// A data image's transactions, read row by row from its mapped columns (`TransactionImageColumns`): the rows
/// of a wallet's `TransactionLog` when the data came from an image. Every number in the columns was checked
/// when they were opened (`firstProblem`), so a row always reads.
final class ImageTransactions: TransactionStorage {
    let count: Int
    /// The history index of these rows as the image keeps it (`HistoryLists.stored`).
    let storedIndex: ImageColumn
    /// Keeps the columns mapped.
    private let file: MappedFile
    private let strings: [String]
    private let rowOffsets: ImageColumn
    private let rowText: ImageColumn
    private let shared: [ImageColumn]
    private let dates: ImageColumn
    private let directions: ImageColumn
    private let amounts: ImageColumn

    init(
        file: MappedFile, count: Int, strings: [String], rowOffsets: ImageColumn, rowText: ImageColumn,
        shared: [ImageColumn], dates: ImageColumn, directions: ImageColumn, amounts: ImageColumn,
        storedIndex: ImageColumn
    ) {
        self.file = file
        self.storedIndex = storedIndex
        self.count = count
        self.strings = strings
        self.rowOffsets = rowOffsets
        self.rowText = rowText
        self.shared = shared
        self.dates = dates
        self.directions = directions
        self.amounts = amounts
    }

    func transaction(at row: Int) -> Transaction {
        Transaction(
            id: rowString(3 * row), date: date(at: row), accountID: optional(.account, row),
            cardNumber: optional(.card, row), direction: direction(at: row), amount: amount(row),
            currency: text(.currency, row), counterparty: text(.counterparty, row), category: text(.category, row),
            note: rowString(3 * row + 2), reference: rowString(3 * row + 1), counterpartyMobile: optional(.mobile, row))
    }

    func reference(at row: Int) -> String { rowString(3 * row + 1) }

    func id(at row: Int) -> String { rowString(3 * row) }

    func date(at row: Int) -> Date {
        Date(timeIntervalSinceReferenceDate: Double(bitPattern: dates.buffer.item(row, as: UInt64.self)))
    }

    /// The first broken number among `rows`: a string number outside its table, a row string running backwards
    /// or past its text, a direction or amount that is neither. Nil when every row reads. Column by column.
    func firstProblem(in rows: Range<Int>) -> String? {
        let stringCount = UInt32(truncatingIfNeeded: strings.count)
        for column in TransactionImageColumns.Shared.allCases {
            let numbers = shared[column.rawValue].buffer
            let optional = column.isOptional
            for row in rows {
                let number = numbers.item(row, as: UInt32.self)
                if number >= stringCount, !(optional && number == TransactionImageColumns.none) {
                    return "transaction \(row) names no string"
                }
            }
        }
        let offsets = rowOffsets.buffer
        let textEnd = UInt32(truncatingIfNeeded: rowText.count)
        let strings = TransactionImageColumns.rowStrings
        if !rows.isEmpty, offsets.item(strings * rows.upperBound, as: UInt32.self) > textEnd {
            return "transaction \(rows.upperBound - 1)'s own strings run past the text"
        }
        for index in (strings * rows.lowerBound)..<(strings * rows.upperBound)
        where offsets.item(index, as: UInt32.self) > offsets.item(index + 1, as: UInt32.self) {
            return "transaction \(index / strings)'s own strings run backwards"
        }
        for row in rows {
            guard directions.buffer[row] <= 1 else { return "transaction \(row) has no direction" }
            let flags = amounts.buffer[row * TransactionImageColumns.amountWidth]
            guard flags < 8, flags & 4 == 0 || amountText(row) != nil else {
                return "transaction \(row) has no valid amount"
            }
        }
        return nil
    }

    // MARK: - Columns read alone (History's search index, `TransactionColumns+Image`)

    /// How many strings the rows share.
    var sharedCount: Int { strings.count }

    /// Shared string `number`.
    func shared(_ number: Int) -> String { strings[number] }

    /// Row `row`'s number into the shared strings for `column`, nil for none.
    @inline(__always)
    func sharedNumber(_ column: TransactionImageColumns.Shared, _ row: Int) -> Int? {
        let number = Int(shared[column.rawValue].buffer.item(row, as: UInt32.self))
        return number < strings.count ? number : nil
    }

    func direction(at row: Int) -> Transaction.Direction {
        directions.buffer[row] == 0 ? .debit : .credit
    }

    /// Row `row`'s `AmountKey` in ten-thousandths, nil when its amount has none.
    func amountKey(at row: Int) -> Int64? {
        let base = row * TransactionImageColumns.amountWidth
        let flags = amounts.buffer[base]
        guard flags & 2 != 0 else { return nil }
        guard flags & 4 == 0 else { return amountText(row).flatMap(AmountKey.init)?.tenThousandths }
        let exponent = Int(Int8(bitPattern: amounts.buffer[base + 1]))
        return AmountKey(significand: significand(row), exponent: exponent, negative: flags & 1 != 0)?.tenThousandths
    }

    /// `body` of row `row`'s note and reference as UTF-8, when each is within `DisplayBound` (as the writer
    /// leaves them); nil, without calling it, when either is longer (then the strings are cut when made).
    func withNoteAndReference<R>(
        at row: Int, _ body: (_ note: UnsafeBufferPointer<UInt8>, _ reference: UnsafeBufferPointer<UInt8>) -> R
    ) -> R? {
        guard let note = rowBytes(3 * row + 2), let reference = rowBytes(3 * row + 1),
            note.count <= DisplayBound.bytes, reference.count <= DisplayBound.bytes
        else { return nil }
        return body(note, reference)
    }

    // MARK: - Private

    private func amount(_ row: Int) -> Decimal {
        let base = row * TransactionImageColumns.amountWidth
        let flags = amounts.buffer[base]
        guard flags & 4 == 0 else { return amountText(row) ?? 0 }
        let exponent = Int(Int8(bitPattern: amounts.buffer[base + 1]))
        return TransactionImageColumns.rebuilt(flags & 1 != 0, exponent, significand(row))
    }

    /// Row `row`'s amount significand, or for an amount written as text its string's number.
    @inline(__always)
    private func significand(_ row: Int) -> UInt64 {
        let offset = row * TransactionImageColumns.amountWidth + 2
        return UInt64(littleEndian: amounts.buffer.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    /// The amount of a row written as text, when its string is a number.
    private func amountText(_ row: Int) -> Decimal? {
        let number = significand(row)
        guard number < UInt64(strings.count) else { return nil }
        return Decimal(string: strings[Int(number)], locale: Locale(identifier: "en_US_POSIX"))
    }

    @inline(__always)
    private func optional(_ column: TransactionImageColumns.Shared, _ row: Int) -> String? {
        sharedNumber(column, row).map { strings[$0] }
    }

    @inline(__always)
    private func text(_ column: TransactionImageColumns.Shared, _ row: Int) -> String {
        optional(column, row) ?? ""
    }

    /// Row string `index` (a row's id is 3 × row, its reference and note the next two).
    private func rowString(_ index: Int) -> String {
        rowBytes(index).map { DisplayBound.string($0) } ?? ""
    }

    /// The UTF-8 of row string `index`, nil when its offsets do not hold one (never, once checked).
    private func rowBytes(_ index: Int) -> UnsafeBufferPointer<UInt8>? {
        let start = Int(rowOffsets.buffer.item(index, as: UInt32.self))
        let end = Int(rowOffsets.buffer.item(index + 1, as: UInt32.self))
        guard start <= end, end <= rowText.count else { return nil }
        return UnsafeRawBufferPointer(rebasing: rowText.buffer[start..<end]).assumingMemoryBound(to: UInt8.self)
    }
}
