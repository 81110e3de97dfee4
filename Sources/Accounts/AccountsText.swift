import Foundation
import SwippyCore
import SwippyData

/// Shared wording of the Accounts screens: statuses, masked numbers, totals and transaction rows.
enum AccountsText {
    static func status(_ status: AccountStatus) -> Block.Cell {
        switch status {
        case .active: .pill("Active", .good)
        case .blocked: .pill("Blocked", .bad)
        case .locked: .pill("Locked", .warning)
        case .closed: .pill("Closed", .muted)
        }
    }

    /// "••••••••7812": the account number with all but the last four digits hidden.
    static func masked(_ account: BankAccount) -> String {
        Mask.tail(account.number)
    }

    /// Why an account that is not active offers what it offers (nil for an active one).
    static func statusLine(_ account: BankAccount) -> String? {
        switch account.status {
        case .active: nil
        case .blocked, .locked:
            "\(account.status == .blocked ? "Blocked" : "Locked"): no money moves in or out of it"
                + (account.balance == 0 ? "." : ", so it cannot be closed while it holds money.")
        case .closed: "Closed: it keeps its history only."
        }
    }

    /// What a closed account's screen says to input that is not paging or back.
    static func closedHint(_ account: BankAccount) -> String {
        "\(account.name) is closed: it keeps its history only. Type n or p to page it, or b to go back."
    }

    static func kind(_ account: BankAccount) -> String {
        account.kind.prefix(1).uppercased() + account.kind.dropFirst()
    }

    /// The total of the open accounts per currency, in first-seen order: "₹1,76,751.25 · £20.00".
    static func totals(_ accounts: [BankAccount]) -> String {
        var order: [String] = []
        var sums: [String: Decimal] = [:]
        for account in accounts where account.status != .closed {
            if sums[account.currency] == nil { order.append(account.currency) }
            sums[account.currency, default: 0] += account.balance
        }
        return order.map { Money(sums[$0] ?? 0, $0).formatted }.joined(separator: " · ")
    }

    /// One transaction: local date and time with the zone, counterparty, signed amount (kept whole, right-aligned).
    static func row(_ transaction: Transaction, zone: TimeZone) -> [Block.Cell] {
        let sign = transaction.direction == .credit ? "+" : "-"
        let amount = sign + transaction.money.formatted
        return [
            Block.Cell(SwippyDate.dayAndTime(transaction.date, in: zone)), Block.Cell(transaction.counterparty),
            .tone(amount, transaction.direction == .credit ? .good : .plain),
        ]
    }

    static let historyColumns: [Block.Column] = [.keep, .shrink, .keepRight]
}
