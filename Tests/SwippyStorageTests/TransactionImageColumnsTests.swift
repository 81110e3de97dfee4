import Foundation
import SwippyData
import Testing

@testable import SwippyStorage

/// The image's transaction columns give back every transaction exactly: optional fields, shared and unique
/// text, dates to the bit, and amounts with the same digits and key whichever way they are stored.
@Suite("Transaction image columns")
struct TransactionImageColumnsTests {
    @Test func everyKindOfAmountAndField_comesBackExactly() throws {
        let amounts = ["0", "12.5", "12.50", "1e3", "0.0000000001", "123456789012345678901234567890", "99999.9999"]
        var transactions: [Transaction] = []
        for (index, text) in amounts.enumerated() {
            let amount = try #require(Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")))
            transactions.append(
                Transaction(
                    id: "txn_\(index)", date: Date(timeIntervalSinceReferenceDate: 812_345_678.125 + Double(index)),
                    accountID: index.isMultiple(of: 2) ? "acc_1" : nil,
                    cardNumber: index.isMultiple(of: 2) ? nil : "4111",
                    direction: index.isMultiple(of: 3) ? .credit : .debit, amount: amount, currency: "INR",
                    counterparty: "Café ☕", category: "food", note: index == 1 ? "" : "note \(index)",
                    reference: "REF\(index)", counterpartyMobile: index == 2 ? "9876543210" : nil))
        }
        let read = try opened(written(TransactionLog(transactions)))
        #expect(read.storedCount == transactions.count)
        #expect(read == TransactionLog(transactions))
        #expect(read.array == transactions)
        for (back, original) in zip(read, transactions) {
            #expect(back.amount.description == original.amount.description)
            #expect(back.amount.exponent == original.amount.exponent)
            #expect(
                back.date.timeIntervalSinceReferenceDate.bitPattern
                    == original.date.timeIntervalSinceReferenceDate.bitPattern)
        }
    }

    @Test func aLongStringInTheImage_isCutToTheDisplayBound() throws {
        let long = String(repeating: "é", count: 5_000)
        let transaction = Transaction(
            id: "t", date: Date(timeIntervalSinceReferenceDate: 0), direction: .debit, amount: 5, currency: "INR",
            counterparty: long, category: "y", note: long, reference: "r")
        let read = try opened(written([transaction]))
        let cut = try #require(read.first)
        #expect(cut.counterparty == DisplayBound.cut(long))
        #expect(cut.note.utf8.count <= DisplayBound.bytes)
        #expect(cut.note.hasSuffix("…"))
    }

    /// Every number a row is read by is checked when the columns are opened: a string number outside its
    /// table, a row string running past its text, a direction or an amount flag that is neither.
    @Test func aBrokenNumberInAnyColumn_isCorrupt_neverACrash() throws {
        let transaction = Transaction(
            id: "t", date: Date(timeIntervalSinceReferenceDate: 0), direction: .debit, amount: 5, currency: "INR",
            counterparty: "x", category: "y", reference: "r")
        let bytes = try written([transaction])
        // count, string count, byte count, the offsets, the text; the row text's size, offsets (id, reference,
        // note, end) and text; then the six string columns, dates, directions, amounts and keys of the one row.
        let strings = Int(bytes[8])
        let sharedEnd = 24 + (strings + 1) * 4 + Int(bytes[16])
        let rowOffsets = sharedEnd + 8
        let columns = rowOffsets + 4 * 4 + Int(bytes[sharedEnd])
        let directions = columns + 6 * 4 + 8
        let changes: [(offset: Int, value: UInt8)] = [
            (columns, 0xEE),  // the account: none becomes a number past the table
            (columns + 2 * 4, 0x7F),  // the currency: a number past the table
            (rowOffsets + 3 * 4, 0x7F),  // the row text's end: past the text
            (rowOffsets + 1 * 4, 0x7F),  // the reference's start: after the note's
            (directions, 2),  // neither debit nor credit
            (directions + 1, 9),  // amount flags
        ]
        for change in changes {
            var broken = bytes
            broken[change.offset] = change.value
            #expect(throws: DataImageRefusal.self, "byte \(change.offset) = \(change.value)") {
                _ = try opened(broken)
            }
        }
        #expect(try opened(bytes).first == transaction)
    }

    // MARK: - Private

    private func written(_ transactions: TransactionLog) throws -> [UInt8] {
        let bytes = ImageColumnsFile.bytes(of: transactions)
        #expect(bytes != nil)
        return bytes ?? []
    }

    /// The columns in `bytes`, opened from a mapped file as the image's are.
    private func opened(_ bytes: [UInt8]) throws -> TransactionLog {
        TransactionLog(stored: try ImageColumnsFile.open(bytes))
    }
}
