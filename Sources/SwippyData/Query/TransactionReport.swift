import Foundation

/// The text of a transaction report mailed to support: one line per transaction and the totals, plain
/// text the user (or support) can read anywhere.
public enum TransactionReport {
    /// "Transaction report 01 Nov 2026 to 22 Nov 2026", the rows, then in/out/net in the base currency.
    public static func body(
        _ rows: [Transaction], totals: TransactionTotals, query: TransactionQuery, zone: TimeZone, subject: String
    ) -> String {
        var lines = [subject, ""]
        for row in rows {
            let amount = MoneyFormat.string(row.signedAmount, currency: query.code(of: row))
            let note = row.note.isEmpty ? "" : " · \(row.note)"
            lines.append(
                "\(SwippyDate.dayAndTime(row.date, in: zone)) · \(row.counterparty)\(note) · "
                    + "\(query.holderName(of: row)) · \(amount) · \(row.reference)"
            )
        }
        if rows.isEmpty { lines.append("No transactions on these days.") }
        lines.append("")
        lines += totalsLines(totals, count: rows.count)
        return lines.joined(separator: "\n")
    }

    /// "3 transactions · in ₹100.00 · out ₹50.00 · net ₹50.00" (with "≈" when converted) and any currency left out.
    public static func totalsLines(_ totals: TransactionTotals, count: Int) -> [String] {
        func money(_ amount: Decimal) -> String {
            MoneyFormat.approximate(MoneyFormat.string(amount, currency: totals.currency), if: totals.isApproximate)
        }
        var lines = [
            "\(count) transaction\(count == 1 ? "" : "s") · in \(money(totals.moneyIn)) · out "
                + "\(money(totals.moneyOut)) · net \(money(totals.net))"
        ]
        if !totals.unconverted.isEmpty {
            lines.append("Not in the totals (no rate): \(totals.unconverted.joined(separator: ", "))")
        }
        if let leftOut = totals.internalLeftOutText { lines.append("Not in the totals: \(leftOut).") }
        return lines
    }
}
