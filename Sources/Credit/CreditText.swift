import Foundation
import SwippyCore
import SwippyData

/// How Credit words and formats what it shows.
enum CreditText {
    static func money(_ amount: Decimal, _ currency: String) -> String { Money(amount, currency).formatted }

    /// "Millennia Credit Card ••3456".
    static func cardName(_ card: PaymentCard) -> String { card.label }

    /// "May 2026" for "2026-05"; the text as given when it is not a month.
    static func month(_ text: String) -> String {
        guard let date = SwippyDate.parse(text + "-01") else { return text }
        return SwippyDate.month(date)
    }

    /// What is due on a line's card, in words: "₹242.33 · Due in 6 days", "Fully paid", or "Nothing due".
    static func due(_ line: CreditLine) -> String {
        guard let due = line.card.due else { return "Nothing due" }
        return due.isPayable ? "\(money(due.outstanding, line.currency)) · \(due.stateLabel)" : due.stateLabel
    }

    /// The 6 statement months of every line added up, oldest first: (month, used, limit, interest).
    static func months(_ lines: [CreditLine]) -> [(month: String, used: Decimal, limit: Decimal, interest: Decimal)] {
        var order: [String] = []
        var totals: [String: (used: Decimal, limit: Decimal, interest: Decimal)] = [:]
        for line in lines {
            for statement in line.card.statements ?? [] {
                if totals[statement.month] == nil { order.append(statement.month) }
                let sum = totals[statement.month] ?? (0, 0, 0)
                totals[statement.month] = (
                    sum.used + statement.used, sum.limit + line.limit, sum.interest + statement.interest
                )
            }
        }
        return order.sorted().suffix(6).compactMap { month in
            totals[month].map { (month, $0.used, $0.limit, $0.interest) }
        }
    }

    /// A schedule page's rows: month, payment, principal, interest, balance.
    static func scheduleRows(_ rows: [AmortisationRow], currency: String) -> [[Block.Cell]] {
        rows.map { row in
            [
                Block.Cell("\(row.month)"), Block.Cell(money(row.payment, currency)),
                Block.Cell(money(row.principal, currency)),
                Block.Cell(money(row.interest, currency)), Block.Cell(money(row.balance, currency)),
            ]
        }
    }

    static let scheduleHeader: [Block.Cell] = ["Month", "EMI", "Principal", "Interest", "Balance"].map {
        Block.Cell($0, .tone(.muted))
    }
    static let scheduleColumns: [Block.Column] = [.keepRight, .keepRight, .keepRight, .keepRight, .keepRight]

    /// `amount` in hundredths, for a bar's length (bars are compared, never shown, by this number).
    static func minorUnits(_ amount: Decimal) -> Int64 {
        NSDecimalNumber(decimal: LoanMaths.rounded(amount) * 100).int64Value
    }

    /// How many card lines the dashboard lists before counting the rest.
    static let linesShown = 6

    /// "…and 9,994 more cards", or nil when every line is listed.
    static func moreLines(_ count: Int) -> String? {
        count > 0 ? "…and \(Plural.of(count, "more card"))" : nil
    }

    /// "1–6 of 240 · page 1 of 40 · n next, p previous" (SwippyCore's one paging header), or with `words`
    /// (where n answers no) "· next, prev".
    static func pageLine(_ paging: Paging, words: Bool = false) -> String? {
        guard paging.pageCount > 1 else { return nil }
        return paging.header() + " · " + (words ? "next, prev" : "n next, p previous")
    }
}
