import Foundation
import SwippyData

/// The transactions of a data image, column by column, read in place from the mapped image
/// (`ImageTransactions`) rather than made into a million values at the start.
///
/// ```
/// count N
/// shared strings (repeating text: account, card, currency, counterparty, category, mobile, amount text):
///   count S · bytes B · S+1 UInt32 offsets · B bytes of UTF-8
/// row strings (each row's id, reference and note: strings 3r, 3r+1, 3r+2): bytes U · 3N+1 UInt32 offsets ·
///   U bytes (a note is nearly always the row's own, so it is made only when the row is read)
/// 6 shared-string columns (account, card, currency, counterparty, category, mobile):
///   N UInt32 each, a string's number in the shared table (UInt32.max: none)
/// dates: N UInt64 (the Double bits of seconds since 2001) · directions: N UInt8 (0 debit, 1 credit)
/// amounts: N × (UInt8 flags: 1 negative, 2 has a key, 4 written as text; Int8 exponent; UInt64 significand,
///   or for text the shared string's number; its `AmountKey` is made from them when asked)
/// the history index of these rows: bytes I · I bytes (`HistoryLists.imageBytes`)
/// ```
/// Opening makes each shared string once, so every row with the same counterparty shares it, cut to
/// `DisplayBound` as the JSON reader cuts; a row's own strings are made when the row is read.
enum TransactionImageColumns {
    static let none = UInt32.max
    static let amountWidth = 2 + 8
    /// The shared-string columns, in their order in the image.
    enum Shared: Int, CaseIterable {
        case account, card, currency, counterparty, category, mobile

        /// Whether a row may have none (`TransactionImageColumns.none`).
        var isOptional: Bool { self == .account || self == .card || self == .mobile }
    }
    /// The strings each row has of its own: its id, reference and note.
    static let rowStrings = 3
    /// The bytes each row takes in the fixed-width columns.
    static let rowWidth = Shared.allCases.count * 4 + 8 + 1 + amountWidth

    /// Appends the columns of `transactions`, then what `index` makes (their history index); false when the strings
    /// outgrow 32-bit offsets, or a row holds a converted payment's other leg (no column keeps it).
    static func write(_ transactions: TransactionLog, index: () -> [UInt8], into writer: inout some ImageSink) -> Bool {
        do {
            var shared = StringTable()
            // Each row's id, reference and note, and where each starts.
            var rowOffsets: [UInt32] = []
            rowOffsets.reserveCapacity(Self.rowStrings * transactions.count)
            var rowText = ImageBytesWriter()
            rowText.reserve(transactions.count * 24)
            var columns = [[UInt32]](repeating: [], count: Shared.allCases.count)
            for column in columns.indices { columns[column].reserveCapacity(transactions.count) }
            // The fixed-width columns are gathered in the one pass over the rows: dates, directions, amounts.
            var (dates, directions) = ([UInt64](), [UInt8]())
            var amounts = ImageBytesWriter()
            dates.reserveCapacity(transactions.count)
            directions.reserveCapacity(transactions.count)
            amounts.reserve(transactions.count * amountWidth)
            let rows = transactions.array  // each field read in place: a row copied retains every string it holds
            for row in rows.indices {
                guard rows[row].otherLeg == nil else { return false }
                rowOffsets.append(UInt32(truncatingIfNeeded: rowText.bytes.count))
                rowText.append(raw: rows[row].id.utf8)
                rowOffsets.append(UInt32(truncatingIfNeeded: rowText.bytes.count))
                rowText.append(raw: rows[row].reference.utf8)
                rowOffsets.append(UInt32(truncatingIfNeeded: rowText.bytes.count))
                rowText.append(raw: rows[row].note.utf8)
                columns[Shared.account.rawValue].append(rows[row].accountID.map { shared.add($0) } ?? none)
                columns[Shared.card.rawValue].append(rows[row].cardNumber.map { shared.add($0) } ?? none)
                columns[Shared.currency.rawValue].append(shared.add(rows[row].currency))
                columns[Shared.counterparty.rawValue].append(shared.add(rows[row].counterparty))
                columns[Shared.category.rawValue].append(shared.add(rows[row].category))
                columns[Shared.mobile.rawValue].append(
                    rows[row].counterpartyMobile.map { shared.add($0) } ?? none)
                dates.append(rows[row].date.timeIntervalSinceReferenceDate.bitPattern)
                directions.append(UInt8(rows[row].direction == .debit ? 0 : 1))
                appendAmount(rows[row].amount, into: &amounts, table: &shared)
            }
            let rowBytes = rowText.bytes.count
            guard shared.bytes.count < Int(UInt32.max), rowBytes < Int(UInt32.max) else { return false }
            let count = transactions.count
            writer.reserve(
                5 * 8 + (shared.offsets.count + 1 + rowOffsets.count + 1) * 4 + shared.bytes.count + rowBytes
                    + count * rowWidth)
            writer.append(UInt64(transactions.count))
            writer.append(UInt64(shared.offsets.count))
            writer.append(UInt64(shared.bytes.count))
            writer.append(all: shared.offsets)
            writer.append(UInt32(shared.bytes.count))
            writer.append(raw: shared.bytes)
            writer.append(UInt64(rowBytes))
            writer.append(all: rowOffsets)
            writer.append(UInt32(rowBytes))
            writer.append(raw: rowText.bytes)
            for column in columns { writer.append(all: column) }
            writer.append(all: dates)
            writer.append(all: directions)
            writer.append(raw: amounts.bytes)
        }
        // Made once the columns are written and let go, so that the two are never held at once.
        let index = index()
        writer.append(UInt64(index.count))
        writer.append(raw: index)
        return true
    }

    /// The transactions whose columns start at the reader's position in `file`, every number in them checked
    /// to point inside the image (so reading a row can never fail), on every core.
    static func open(_ reader: inout ImageBytesReader, in file: MappedFile) throws(DataImageRefusal)
        -> ImageTransactions
    {
        let count = try reader.count(bytesEach: rowWidth + 8)
        let stringCount = try reader.count(bytesEach: 4)
        let byteCount = try reader.count(bytesEach: 1)
        let offsets = ImageColumn(try reader.region((stringCount + 1) * 4))
        let text = ImageColumn(try reader.region(byteCount))
        let strings = try SideBySide.filled(stringCount) { index throws(DataImageRefusal) in
            let start = Int(offsets.buffer.item(index, as: UInt32.self))
            let end = Int(offsets.buffer.item(index + 1, as: UInt32.self))
            guard start <= end, end <= text.buffer.count else { throw .corrupt("string \(index) runs past the text") }
            return DisplayBound.string(
                UnsafeRawBufferPointer(rebasing: text.buffer[start..<end]).assumingMemoryBound(to: UInt8.self))
        }
        let rowBytes = try reader.count(bytesEach: 1)
        let rowOffsets = ImageColumn(try reader.region((Self.rowStrings * count + 1) * 4))
        let rowText = ImageColumn(try reader.region(rowBytes))
        var shared: [ImageColumn] = []
        for _ in Shared.allCases { shared.append(ImageColumn(try reader.region(count * 4))) }
        let rows = ImageTransactions(
            file: file, count: count, strings: strings, rowOffsets: rowOffsets, rowText: rowText, shared: shared,
            dates: ImageColumn(try reader.region(count * 8)), directions: ImageColumn(try reader.region(count)),
            amounts: ImageColumn(try reader.region(count * amountWidth)),
            storedIndex: ImageColumn(try reader.region(try reader.count(bytesEach: 1))))
        let problems = SideBySide.map(2) { part in rows.firstProblem(in: SideBySide.ranges(count, parts: 2)[part]) }
        if let problem = problems.compactMap({ $0 }).first { throw .corrupt(problem) }
        return rows
    }

    // MARK: - Private

    /// An amount as the JSON reader builds it: sign, whether it has an `AmountKey`, exponent and a 64-bit
    /// significand, or else its text in the string table.
    private static func appendAmount(_ amount: Decimal, into writer: inout ImageBytesWriter, table: inout StringTable) {
        let negative: UInt8 = amount.sign == .minus ? 1 : 0
        if let significand = significand(of: amount) {
            let key = AmountKey(significand: significand, exponent: amount.exponent, negative: negative == 1)
            writer.append(negative | (key != nil ? 2 : 0))
            writer.append(Int8(amount.exponent))
            writer.append(significand)
        } else {
            writer.append(negative | (AmountKey(amount) != nil ? 2 : 0) | 4)
            writer.append(Int8(0))
            writer.append(UInt64(table.add(amount.description)))
        }
    }

    /// The whole number `m` with `amount` = ± m × 10^exponent (read from the amount's words, else from its
    /// significand's digits), when it fits in 64 bits and rebuilding from it gives the same amount, exponent and all.
    static func significand(of amount: Decimal) -> UInt64? {
        guard !amount.isZero else { return 0 }
        let (negative, exponent) = (amount.sign == .minus, amount.exponent)
        guard let value = ScaledAmount.words(of: amount)?.mantissa ?? UInt64(amount.significand.description),
            case let back = rebuilt(negative, exponent, value), back == amount, back.exponent == exponent
        else { return nil }
        return value
    }

    @inline(__always)
    static func rebuilt(_ negative: Bool, _ exponent: Int, _ significand: UInt64) -> Decimal {
        if significand == 0 { return Decimal(0) }
        return Decimal(sign: negative ? .minus : .plus, exponent: exponent, significand: Decimal(significand))
    }

    /// Repeating text, each distinct string stored once and numbered in the order first added: found by its UTF-8
    /// in an open-addressed table of numbers over the table's own bytes (hashed as `JSONStringPool` hashes, then
    /// compared byte for byte), so a row's six strings cost six short hashes rather than six `Dictionary` lookups.
    private struct StringTable {
        var bytes: [UInt8] = []
        var offsets: [UInt32] = []
        /// A string's number + 1, at most half full; 0 is empty.
        private var slots = [UInt32](repeating: 0, count: 1 << 10)

        mutating func add(_ string: String) -> UInt32 {
            var string = string
            return string.withUTF8 { add(utf8: UnsafeRawBufferPointer($0)) }
        }

        private mutating func add(utf8: UnsafeRawBufferPointer) -> UInt32 {
            if (offsets.count + 1) * 2 > slots.count { grow() }
            var slot = slot(of: utf8)
            while slots[slot] != 0 {
                let known = text(Int(slots[slot] - 1))
                if known.withUnsafeBytes({ $0.elementsEqual(utf8) }) { return slots[slot] - 1 }
                slot = (slot + 1) & (slots.count - 1)
            }
            slots[slot] = UInt32(offsets.count) + 1
            offsets.append(UInt32(truncatingIfNeeded: bytes.count))
            bytes.append(contentsOf: utf8)
            return slots[slot] - 1
        }

        private func slot(of utf8: UnsafeRawBufferPointer) -> Int {
            Int(truncatingIfNeeded: JSONStringPool.hash(utf8)) & (slots.count - 1)
        }

        /// String `number`'s bytes.
        private func text(_ number: Int) -> ArraySlice<UInt8> {
            bytes[Int(offsets[number])..<(number + 1 < offsets.count ? Int(offsets[number + 1]) : bytes.count)]
        }

        /// Twice the slots, every string placed again.
        private mutating func grow() {
            slots = [UInt32](repeating: 0, count: slots.count * 2)
            for number in offsets.indices {
                var place = text(number).withUnsafeBytes { slot(of: $0) }
                while slots[place] != 0 { place = (place + 1) & (slots.count - 1) }
                slots[place] = UInt32(number) + 1
            }
        }
    }
}
