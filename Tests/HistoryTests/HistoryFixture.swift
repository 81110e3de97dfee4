import Foundation
import SwippyData

/// A small history, newest first, in INR and USD, on two accounts.
enum HistoryFixture {
    static let now = Date(timeIntervalSince1970: 1_795_305_600)  // 2026-11-22T00:00:00Z
    static let utc = TimeZone(identifier: "UTC") ?? .gmt

    static func row(
        _ id: String, _ date: String, _ direction: Transaction.Direction, _ amount: Decimal, _ currency: String = "INR",
        counterparty: String, note: String = "", category: String = "shopping", account: String = "A1"
    ) -> Transaction {
        Transaction(
            id: id, date: SwippyDate.parse(date) ?? now, accountID: account, direction: direction, amount: amount,
            currency: currency, counterparty: counterparty, category: category, note: note, reference: "REF-\(id)")
    }

    static let history = [
        row(
            "t6", "2026-11-21T10:00:00Z", .debit, 450, counterparty: "Blue Tokai Coffee", note: "flat white",
            category: "food"),
        row(
            "t5", "2026-11-20T09:00:00Z", .credit, 25_000, counterparty: "Ravi Kumar", note: "rent share",
            category: "transfer"),
        row("t4", "2026-11-02T08:00:00Z", .debit, 120, "USD", counterparty: "Amazon US", account: "A2"),
        row("t3", "2026-10-15T08:00:00Z", .debit, 1_500, counterparty: "Swiggy", category: "food"),
        row("t2", "2026-09-01T08:00:00Z", .debit, 50, counterparty: "Corner shop"),
        row("t1", "2026-06-01T08:00:00Z", .credit, 100, counterparty: "Salary", category: "salary"),
    ]
}
