import SwippyCore
import SwippyData

/// The money part of the home screen, as blocks: the total in the base currency ("≈" when some account was
/// converted), each account's balance, the cards' credit lines and the five newest transactions, each with an
/// empty state that says what to do. Pure: a `MoneySummary` in, blocks out.
enum HomeSummary {
    static func blocks(_ summary: MoneySummary) -> [Block] {
        accounts(summary) + [.blank] + credit(summary) + [.blank] + recent(summary)
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
            .section(title), .table([.keep, .shrink, .keepRight, Block.Column(.shrink, movesBelow: true)], rows: rows),
        ]
    }
}
