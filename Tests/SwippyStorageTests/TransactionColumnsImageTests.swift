import Foundation
import SwippyData
import SwippyTestSupport
import Testing

@testable import SwippyStorage

/// History's search columns read from a data image's own columns (no row made) equal the columns its rows make
/// one by one: shared strings interned in the same order, optional ones missing, notes and references that are
/// not ASCII or hold a zero byte left to the slow match, a note longer than the display bound read as its row,
/// amounts with and without a key, rows appended after the image's, and rows in no date order.
@Suite("History's columns from a data image")
struct TransactionColumnsImageTests {
    @Test(arguments: [0, 1, 2])
    func theColumnsFromTheImage_equalTheColumnsOfItsRows(seed: Int) throws {
        var generator = SeededGenerator(seed: UInt64(seed + 1))
        let counterparties = ["Swiggy", "Uber", "Café ☕", "Amazon", ""]
        let notes = ["lunch", "Taxi HOME", "déjà vu", "zero\u{0}byte", "", String(repeating: "n", count: 5_000)]
        let amounts = ["12.5", "99999.9999", "0.0000000001", "1e3", "123456789012345678901234567890"]
        let rows = (0..<300).map { index in
            let seconds = Double(Int.random(in: 0..<99_999, using: &generator))
            return Transaction(
                id: "txn_\(index)", date: Date(timeIntervalSinceReferenceDate: seconds),
                accountID: index % 3 == 0 ? nil : "acc_\(index % 4)",
                cardNumber: index % 3 == 0 ? "4111 \(index % 5)" : nil,
                direction: index.isMultiple(of: 2) ? .debit : .credit,
                amount: Decimal(string: amounts[index % amounts.count], locale: Locale(identifier: "en_US_POSIX")) ?? 1,
                currency: index % 7 == 0 ? "USD" : "INR", counterparty: counterparties[index % counterparties.count],
                category: "cat \(index % 6)", note: notes[Int.random(in: 0..<notes.count, using: &generator)],
                reference: index % 11 == 0 ? "RÉF\(index)" : "REF\(index)")
        }
        let image = try ImageColumnsFile.open(try #require(ImageColumnsFile.bytes(of: TransactionLog(rows))))
        let appended = rows.prefix(20).map { row in
            var copy = row
            copy.id += "-again"
            return copy
        }
        let log = TransactionLog(stored: image, appended: Array(appended))
        let positions = (0..<log.count).filter { _ in Bool.random(using: &generator) }.shuffled(using: &generator)
        let history = TransactionHistory(transactions: log, oldestFirst: positions.map { Int32($0) })
        let fromImage = TransactionColumns(history)
        let rowByRow = TransactionColumns(Array(history))
        #expect(fromImage == rowByRow)
        #expect(fromImage.dates.count == positions.count)
    }
}
