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
        var writer = ImageBytesWriter()
        #expect(TransactionImageColumns.write(transactions, into: &writer))
        let bytes = writer.bytes
        let read = try bytes.withUnsafeBytes { buffer in
            var reader = ImageBytesReader(buffer)
            let read = try TransactionImageColumns.read(&reader)
            #expect(reader.offset == buffer.count)
            return read
        }
        #expect(read == transactions)
        for (back, original) in zip(read, transactions) {
            #expect(back.amount.description == original.amount.description)
            #expect(back.amount.exponent == original.amount.exponent)
            #expect(back.amountKey == original.amountKey)
            #expect(
                back.date.timeIntervalSinceReferenceDate.bitPattern
                    == original.date.timeIntervalSinceReferenceDate.bitPattern)
        }
    }

    @Test func aStringNumberOutsideTheTable_isCorrupt_neverACrash() throws {
        let transaction = Transaction(
            id: "t", date: Date(timeIntervalSinceReferenceDate: 0), direction: .debit, amount: 5, currency: "INR",
            counterparty: "x", category: "y", reference: "r")
        var writer = ImageBytesWriter()
        #expect(TransactionImageColumns.write([transaction], into: &writer))
        var bytes = writer.bytes
        // count, string count, byte count, the offsets, the text: then the id column's first number.
        let strings = Int(bytes[8])
        let textBytes = Int(bytes[16])
        let idColumn = 24 + (strings + 1) * 4 + textBytes
        bytes[idColumn] = 0xEE
        #expect(throws: DataImageRefusal.self) {
            try bytes.withUnsafeBytes { buffer in
                var reader = ImageBytesReader(buffer)
                _ = try TransactionImageColumns.read(&reader)
            }
        }
    }
}
