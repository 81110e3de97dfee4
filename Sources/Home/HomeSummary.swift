import Foundation
import SwippyCore
import SwippyData

/// The money part of the home screen, as blocks: the total in the base currency ("≈" when some account was
/// converted), each account's balance, the cards' credit lines and the five newest transactions, each with an
/// empty state that says what to do. Pure: a `MoneySummary` in, blocks out.
enum HomeSummary {
    static func blocks(_ summary: MoneySummary) -> [Block] {
        accounts(summary) + [.blank] + credit(summary) + [.blank] + recent(summary)
    }

    /// The money on few lines, for a short terminal: the total, the balances (the first `accountsShown`, and a
    /// line counting the rest), the credit line on one line ("₹4,18,757.68 available · limit ₹4,25,000.00 · 3
    /// cards") and, with `recent`, the newest payees on one line.
    static func compactBlocks(_ summary: MoneySummary, accountsShown: Int? = nil, recent: Bool = true) -> [Block] {
        var blocks: [Block] = []
        if let total = summary.total {
            let amount = MoneyFormat.approximate(total.formatted, if: summary.isApproximate)
            blocks.append(.joined([amount], lead: label("Your money"), indent: 0))
            let shown = summary.accounts.prefix(accountsShown ?? summary.accounts.count)
            var rows = shown.map {
                [Block.Cell($0.name), Block.Cell($0.maskedNumber), Block.Cell($0.balance.formatted)]
            }
            let more = summary.accounts.count - shown.count
            if more > 0 {
                rows.append([Block.Cell("…and \(Plural.of(more, "more account")): type accounts", .tone(.muted))])
            }
            blocks.append(.table([.shrink, .keep, .keepRight], rows: rows))
            if !summary.unconverted.isEmpty {
                let codes = summary.unconverted.joined(separator: ", ")
                blocks.append(.text("Not in the total (no rate): " + codes, indent: 2))
            }
        } else {
            blocks.append(.text("You have no accounts yet: type accounts to add one.", indent: 0))
        }
        if !summary.creditLines.isEmpty {
            blocks.append(.joined(creditParts(summary), lead: label("Credit line"), indent: 0))
        }
        if recent, !summary.recent.isEmpty {
            let parts = summary.recent.map { activity in
                let amount = Money(activity.signedAmount, activity.amount.currency).formatted
                return activity.counterparty + " " + (activity.signedAmount > 0 ? "+" + amount : amount)
            }
            blocks.append(.joined(parts, lead: label("Recent"), indent: 0, maxLines: 1))
        }
        return blocks
    }

    /// A compact line's label, padded so the three ("Your money", "Credit line", "Recent") line up.
    private static func label(_ text: String) -> String {
        text + String(repeating: " ", count: max(0, 12 - text.count))
    }

    /// "₹4,18,757.68 available", "limit ₹4,25,000.00", "3 cards", and what is left out: the active lines in the
    /// first line's currency are summed; blocked or inactive cards, other currencies and lines not kept are counted.
    private static func creditParts(_ summary: MoneySummary) -> [String] {
        guard let currency = summary.creditLines.first?.limit.currency else { return [] }
        let summed = summary.creditLines.filter { $0.status == .active && $0.limit.currency == currency }
        let available = summed.reduce(Decimal(0)) { $0 + $1.available.amount }
        let limit = summed.reduce(Decimal(0)) { $0 + $1.limit.amount }
        var parts = [
            Money(available, currency).formatted + " available", "limit " + Money(limit, currency).formatted,
            Plural.of(summed.count, "card"),
        ]
        let other = summary.creditLines.count - summed.count
        if other > 0 { parts.append("not counted: " + Plural.of(other, "other card")) }
        let more = summary.creditLineCount - summary.creditLines.count
        if more > 0 { parts.append("\(Plural.of(more, "more card")): type credit") }
        return parts
    }

    private static func accounts(_ summary: MoneySummary) -> [Block] {
        guard let total = summary.total else {
            return [.section("Your money"), .text("You have no accounts yet: type accounts to add one.", indent: 2)]
        }
        var blocks: [Block] = [
            .section("Your money"),
            .fields([
                Block.Field("Total", MoneyFormat.approximate(total.formatted, if: summary.isApproximate), keep: true)
            ]),
            .table(
                [.shrink, .keep, .keepRight],
                rows: summary.accounts.map {
                    [Block.Cell($0.name), Block.Cell($0.maskedNumber), Block.Cell($0.balance.formatted)]
                }),
        ]
        if !summary.unconverted.isEmpty {
            blocks.append(
                .text(
                    "Not in the total (no exchange rate): " + summary.unconverted.joined(separator: ", ") + ".",
                    indent: 2))
        }
        return blocks
    }

    private static func credit(_ summary: MoneySummary) -> [Block] {
        guard !summary.creditLines.isEmpty else {
            return [
                .section("Credit line"),
                .text("No credit card with a limit yet: type cards to see your cards.", indent: 2),
            ]
        }
        let header = ["", "Limit", "Used", "Available"].map { Block.Cell($0, .tone(.muted)) }
        let rows = summary.creditLines.prefix(HomeState.creditLinesShown).map { line in
            [
                Block.Cell(line.label), Block.Cell(line.limit.formatted), Block.Cell(line.used.formatted),
                Block.Cell(line.status == .active ? line.available.formatted : line.status.label),
            ]
        }
        var blocks: [Block] = [
            .section("Credit line"), .table([.shrink, .keepRight, .keepRight, .keepRight], rows: [header] + rows),
        ]
        let more = summary.creditLineCount - rows.count
        if more > 0 {
            blocks.append(
                .text("…and \(Plural.of(more, "more card")) with a limit: type credit to see them all.", indent: 2))
        }
        return blocks
    }

    private static func recent(_ summary: MoneySummary) -> [Block] {
        guard !summary.recent.isEmpty else {
            return [.section("Recent activity"), .text("No transactions yet: type transfer to send money.", indent: 2)]
        }
        let zone = summary.timeZone
        let heading = summary.now == nil ? nil : SwippyDate.zoneHeading(summary.recent.map(\.date), in: zone)
        let rows = summary.recent.map { activity in
            let amount = Money(activity.signedAmount, activity.amount.currency).formatted
            let signed = activity.signedAmount > 0 ? "+" + amount : amount
            let when =
                if let now = summary.now, heading != nil {
                    SwippyDate.shortDayAndTime(activity.date, in: zone, now: now)
                } else {
                    SwippyDate.dayAndTime(activity.date, in: zone)
                }
            return [
                Block.Cell(when),
                Block.Cell(activity.counterparty),
                .tone(signed, activity.signedAmount > 0 ? .good : .plain), Block.Cell(activity.holder),
            ]
        }
        let title = heading.map { "Recent activity · " + $0 } ?? "Recent activity"
        return [
            .section(title),
            .table(
                [Block.Column(.keep, movesBelow: true), .shrink, .keepRight, Block.Column(.shrink, movesBelow: true)],
                rows: rows),
        ]
    }
}
