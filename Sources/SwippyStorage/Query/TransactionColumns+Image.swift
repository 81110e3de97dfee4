import Foundation
import SwippyData

extension TransactionColumns {
    /// The columns of `history`, equal to those its rows make one by one (`init(_ rows:)`). The rows it reads
    /// from a data image (`ImageTransactions`) are read from the image's own columns without making each
    /// row: a shared string is interned once, not once per row, and a note and a reference are copied as
    /// bytes. At a million rows from the image, making every row was most of History's first search.
    init(_ history: TransactionHistory) {
        self.init(capacity: history.count)
        let image = history.log.storage as? ImageTransactions
        var interned = ImageInterned(sharedCount: image?.sharedCount ?? 0)
        for row in history.indices {
            if let image, case let position = history.position(of: row), position < image.count,
                appendImageRow(position, of: image, interned: &interned)
            {
                continue
            }
            append(history[row])
        }
        text.lowerCase()
    }

    /// Appends row `row` of `image`; false, having appended nothing, when its note or reference must be made
    /// as a string (longer than `DisplayBound`).
    private mutating func appendImageRow(_ row: Int, of image: ImageTransactions, interned: inout ImageInterned)
        -> Bool
    {
        let appended = image.withNoteAndReference(at: row) { note, reference in
            text.append(note: note, reference: reference)
            return true
        }
        guard appended == true else { return false }
        Self.append(image, .counterparty, row, to: &counterparty, numbers: &interned.counterparty)
        Self.append(image, .category, row, to: &category, numbers: &interned.category)
        Self.append(image, .currency, row, to: &currency, numbers: &interned.currency)
        Self.append(image, .account, row, to: &account, numbers: &interned.account)
        Self.append(image, .card, row, to: &card, numbers: &interned.card)
        appendDate(image.date(at: row))
        directions.append(image.direction(at: row))
        amounts.append(image.amountKey(at: row) ?? Self.noKey)
        return true
    }

    /// Appends row `row`'s string of `column` to `values`: by the number it got the first time the image's
    /// string was seen (`numbers`, by shared string), else as text. A required column with no string reads as
    /// "" as the row's would.
    private static func append(
        _ image: ImageTransactions, _ column: TransactionImageColumns.Shared, _ row: Int, to values: inout Interned,
        numbers: inout [Int32]
    ) {
        guard let shared = image.sharedNumber(column, row) else {
            return values.append(column.isOptional ? nil : "")
        }
        if numbers[shared] >= 0 { return values.append(number: numbers[shared]) }
        values.append(image.shared(shared))
        numbers[shared] = values.lastNumber
    }
}
