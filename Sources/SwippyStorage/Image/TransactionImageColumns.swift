import Foundation
import SwippyData

/// The transactions of a data image, column by column: one table of strings (repeating text such as a
/// counterparty, category or currency stored once), then per column one fixed-width value per transaction.
///
/// ```
/// count N · string count S · string bytes B · S+1 UInt32 offsets · B bytes of UTF-8
/// 9 string columns (id, account, card, currency, counterparty, category, note, reference, mobile):
///   N UInt32 each, a string's number in the table (UInt32.max: none)
/// dates: N UInt64 (the Double bits of seconds since 2001) · directions: N UInt8 (0 debit, 1 credit)
/// amounts: N × (UInt8 flags: 1 negative, 2 has a key, 4 written as text; Int8 exponent; UInt64 significand,
///   or for text the string's number) · keys: N Int64 (ten-thousandths)
/// ```
/// Reading makes each table string once, so every transaction with the same counterparty shares it, and cuts
/// it to `DisplayBound` as the JSON reader does.
enum TransactionImageColumns {
    static let none = UInt32.max
    static let amountWidth = 2 + 8

    /// Appends the columns of `transactions`; false when the strings outgrow 32-bit offsets.
    static func write(_ transactions: [Transaction], into writer: inout ImageBytesWriter) -> Bool {
        var table = StringTable()
        var columns = [[UInt32]](repeating: [], count: 9)
        for index in columns.indices { columns[index].reserveCapacity(transactions.count) }
        for transaction in transactions {
            columns[0].append(table.add(transaction.id, shared: false))
            columns[1].append(transaction.accountID.map { table.add($0) } ?? none)
            columns[2].append(transaction.cardNumber.map { table.add($0) } ?? none)
            columns[3].append(table.add(transaction.currency))
            columns[4].append(table.add(transaction.counterparty))
            columns[5].append(table.add(transaction.category))
            columns[6].append(table.add(transaction.note))
            columns[7].append(table.add(transaction.reference, shared: false))
            columns[8].append(transaction.counterpartyMobile.map { table.add($0) } ?? none)
        }
        var amounts = ImageBytesWriter()
        for transaction in transactions { appendAmount(transaction, into: &amounts, table: &table) }
        guard table.bytes.count < Int(UInt32.max) else { return false }
        writer.append(UInt64(transactions.count))
        writer.append(UInt64(table.offsets.count))
        writer.append(UInt64(table.bytes.count))
        for offset in table.offsets + [UInt32(table.bytes.count)] { writer.append(offset) }
        writer.append(raw: table.bytes)
        for column in columns {
            for value in column { writer.append(value) }
        }
        for transaction in transactions { writer.append(transaction.date.timeIntervalSinceReferenceDate.bitPattern) }
        for transaction in transactions { writer.append(UInt8(transaction.direction == .debit ? 0 : 1)) }
        writer.append(raw: amounts.bytes)
        for transaction in transactions { writer.append(transaction.amountKey?.tenThousandths ?? 0) }
        return true
    }

    /// The transactions the columns at the reader's position hold, made on every core.
    static func read(_ reader: inout ImageBytesReader) throws(DataImageRefusal) -> [Transaction] {
        let count = try reader.count(bytesEach: 9 * 4 + 8 + 1 + amountWidth + 8)
        let stringCount = try reader.count(bytesEach: 4)
        let byteCount = try reader.count(bytesEach: 1)
        let offsets = Column(try reader.region((stringCount + 1) * 4))
        let text = Column(try reader.region(byteCount))
        let strings = try SideBySide.filled(stringCount) { index throws(DataImageRefusal) in
            let start = Int(offsets.buffer.item(index, as: UInt32.self))
            let end = Int(offsets.buffer.item(index + 1, as: UInt32.self))
            guard start <= end, end <= text.buffer.count else { throw .corrupt("string \(index) runs past the text") }
            return DisplayBound.string(
                UnsafeRawBufferPointer(rebasing: text.buffer[start..<end]).assumingMemoryBound(to: UInt8.self))
        }
        var texts: [Column] = []
        for _ in 0..<9 { texts.append(Column(try reader.region(count * 4))) }
        let rows = Rows(
            strings: strings, texts: texts, dates: Column(try reader.region(count * 8)),
            directions: Column(try reader.region(count)), amounts: Column(try reader.region(count * amountWidth)),
            keys: Column(try reader.region(count * 8)))
        // Room to append, as the JSON reader leaves: the first transfer never copies the whole history.
        return try SideBySide.filled(count, room: JSONByteDecoder.appendRoom) { row throws(DataImageRefusal) in
            try rows.transaction(row)
        }
    }

    // MARK: - Private

    /// An amount as the JSON reader builds it: sign, exponent and a 64-bit significand (from the amount's
    /// key when that gives it exactly), or else its text in the string table.
    private static func appendAmount(
        _ transaction: Transaction, into writer: inout ImageBytesWriter, table: inout StringTable
    ) {
        let amount = transaction.amount
        let negative: UInt8 = amount.sign == .minus ? 1 : 0
        let keyed: UInt8 = transaction.amountKey != nil ? 2 : 0
        if let significand = significand(of: amount, key: transaction.amountKey) {
            writer.append(negative | keyed)
            writer.append(Int8(amount.exponent))
            writer.append(significand)
        } else {
            writer.append(negative | keyed | 4)
            writer.append(Int8(0))
            writer.append(UInt64(table.add(amount.description)))
        }
    }

    /// The whole number `m` with `amount` = ± m × 10^exponent, when it fits in 64 bits and rebuilding from it
    /// gives the same amount, exponent and all.
    private static func significand(of amount: Decimal, key: AmountKey?) -> UInt64? {
        guard !amount.isZero else { return 0 }
        let exponent = amount.exponent
        guard (-128...127).contains(exponent) else { return nil }
        var value: UInt64?
        if let key {
            let shift = -AmountKey.places - exponent
            var magnitude = key.tenThousandths.magnitude
            if shift >= 0 {
                for _ in 0..<shift {
                    let (product, overflow) = magnitude.multipliedReportingOverflow(by: 10)
                    magnitude = overflow ? 0 : product
                }
            } else {
                for _ in 0..<(-shift) where magnitude % 10 == 0 { magnitude /= 10 }
            }
            value = magnitude
        } else {
            value = UInt64(amount.significand.description)
        }
        guard let value, rebuilt(amount.sign == .minus, exponent, value) == amount,
            rebuilt(amount.sign == .minus, exponent, value).exponent == exponent
        else { return nil }
        return value
    }

    @inline(__always)
    private static func rebuilt(_ negative: Bool, _ exponent: Int, _ significand: UInt64) -> Decimal {
        if significand == 0 { return Decimal(0) }
        return Decimal(sign: negative ? .minus : .plus, exponent: exponent, significand: Decimal(significand))
    }

    fileprivate static func amount(_ amounts: UnsafeRawBufferPointer, row: Int, strings: [String])
        throws(DataImageRefusal) -> (Decimal, Bool)
    {
        let base = row * amountWidth
        let flags = amounts[base]
        let exponent = Int(Int8(bitPattern: amounts[base + 1]))
        let significand = UInt64(littleEndian: amounts.loadUnaligned(fromByteOffset: base + 2, as: UInt64.self))
        guard flags < 8 else { throw .corrupt("transaction \(row) has no valid amount") }
        guard flags & 4 != 0 else { return (rebuilt(flags & 1 != 0, exponent, significand), flags & 2 != 0) }
        guard significand < UInt64(strings.count),
            let amount = Decimal(string: strings[Int(significand)], locale: Locale(identifier: "en_US_POSIX"))
        else { throw .corrupt("transaction \(row) has no valid amount") }
        return (amount, flags & 2 != 0)
    }

    /// One region of the image as a plain address and length, so parts made side by side can read it: the image
    /// stays mapped, and nothing writes it, until `read` returns.
    private struct Column: Sendable {
        let address: UInt
        let count: Int

        init(_ buffer: UnsafeRawBufferPointer) {
            address = UInt(bitPattern: buffer.baseAddress)
            count = buffer.count
        }

        var buffer: UnsafeRawBufferPointer {
            UnsafeRawBufferPointer(start: UnsafeRawPointer(bitPattern: address), count: count)
        }
    }

    /// The columns over the string table: one transaction at a time, each string number checked.
    private struct Rows: Sendable {
        let strings: [String]
        let texts: [Column]
        let dates: Column
        let directions: Column
        let amounts: Column
        let keys: Column

        func transaction(_ row: Int) throws(DataImageRefusal) -> Transaction {
            let direction: Transaction.Direction
            switch directions.buffer[row] {
            case 0: direction = .debit
            case 1: direction = .credit
            default: throw .corrupt("transaction \(row) has no direction")
            }
            let (amount, hasKey) = try TransactionImageColumns.amount(amounts.buffer, row: row, strings: strings)
            return Transaction(
                id: try text(0, row),
                date: Date(timeIntervalSinceReferenceDate: Double(bitPattern: dates.buffer.item(row, as: UInt64.self))),
                accountID: try optional(1, row), cardNumber: try optional(2, row), direction: direction,
                amount: amount,
                amountKey: hasKey ? AmountKey(tenThousandths: keys.buffer.item(row, as: Int64.self)) : nil,
                currency: try text(3, row), counterparty: try text(4, row), category: try text(5, row),
                note: try text(6, row), reference: try text(7, row), counterpartyMobile: try optional(8, row))
        }

        @inline(__always)
        private func optional(_ column: Int, _ row: Int) throws(DataImageRefusal) -> String? {
            let number = texts[column].buffer.item(row, as: UInt32.self)
            if number == TransactionImageColumns.none { return nil }
            guard Int(number) < strings.count else { throw .corrupt("transaction \(row) names no string") }
            return strings[Int(number)]
        }

        @inline(__always)
        private func text(_ column: Int, _ row: Int) throws(DataImageRefusal) -> String {
            guard let value = try optional(column, row) else { throw .corrupt("transaction \(row) lacks a field") }
            return value
        }
    }

    /// Strings numbered in the order first added; a shared one (repeating text) is stored once.
    private struct StringTable {
        var bytes: [UInt8] = []
        var offsets: [UInt32] = []
        var numbers: [String: UInt32] = [:]

        mutating func add(_ string: String, shared: Bool = true) -> UInt32 {
            if shared, let number = numbers[string] { return number }
            let number = UInt32(offsets.count)
            offsets.append(UInt32(truncatingIfNeeded: bytes.count))
            bytes.append(contentsOf: string.utf8)
            if shared { numbers[string] = number }
            return number
        }
    }
}
