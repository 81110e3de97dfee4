import Foundation
import SwippyData
import SwippyStorage

/// The wallet's transactions as a journal for `ledger` (the C++ command-line accounting tool), so the benchmark
/// can time `ledger balance` and `ledger register` on the same data as Swippy (`swippy-bench --ledger-journal`).
///
/// Two kinds (`Kind`). The detailed kind: one entry per transaction, in the wallet's order: its UTC day, the
/// reference as the code, the counterparty as the payee and the note as a comment; an account's money is
/// `Assets:Accounts:<account id>`, a card's `Liabilities:Cards:<card number's digits>`, and the other side
/// `Expenses:<category>` (money out) or `Income:<category>` (money in). Amounts are exact (from the `Decimal`,
/// with the currency's minor units), the commodity the currency's ISO code (a card's "₹" is INR), quoted when it
/// is not letters only. Each account first gets an `Equity:Opening balances` entry so that `ledger balance` ends
/// at the balance the data gives it. The plain kind has the same entries with the accounts folded and no
/// commodity (`LedgerFold` says what it folds and what it leaves out).
public enum LedgerJournal {
    /// The detailed journal (an account per account, card and category; ISO commodities) or the plain one
    /// (about a dozen accounts, one currency written as plain numbers).
    public enum Kind: Sendable {
        case detailed, plain
    }

    /// The journal of `data`: `sink` receives it in pieces of about `chunk` characters, in order.
    public static func write(
        _ data: MockData, kind: Kind = .detailed, chunk: Int = 1 << 20, to sink: (String) throws -> Void
    ) rethrows {
        let codes = currencyCodes(data)
        switch kind {
        case .detailed: try write(data.wallet, currencyCodes: codes, chunk: chunk, to: sink)
        case .plain: try writePlain(data.wallet, currencyCodes: codes, chunk: chunk, to: sink)
        }
    }

    /// Each currency symbol of the reference data ("₹") mapped to its ISO code ("INR").
    static func currencyCodes(_ data: MockData) -> [String: String] {
        var codes: [String: String] = [:]
        for currency in data.reference.currencies where !currency.symbol.isEmpty {
            codes[currency.symbol] = currency.code
        }
        return codes
    }

    /// The detailed journal of `wallet`, `currencyCodes` mapping a currency symbol to its ISO code.
    public static func write(
        _ wallet: WalletState, currencyCodes: [String: String], chunk: Int = 1 << 20, to sink: (String) throws -> Void
    ) rethrows {
        var dates = DayCache()
        let head =
            "; Swippy's MockData as a ledger journal: \(wallet.transactions.count) transactions.\n\n"
            + openings(wallet, currencyCodes: currencyCodes, day: dates.day(firstDate(wallet)))
        try stream(head, wallet.transactions, chunk: chunk, to: sink) { transaction in
            entry(
                transaction, code: currencyCodes[transaction.currency] ?? transaction.currency,
                day: dates.day(transaction.date))
        }
    }

    /// The plain journal of `wallet` (`LedgerFold` says what it folds), `currencyCodes` mapping a currency symbol
    /// to its ISO code.
    static func writePlain(
        _ wallet: WalletState, currencyCodes: [String: String], chunk: Int, to sink: (String) throws -> Void
    ) rethrows {
        let fold = LedgerFold(wallet, currencyCodes: currencyCodes)
        var dates = DayCache()
        var head =
            "; Swippy's MockData as a plain ledger journal: \(fold.count) transactions in \(fold.code), written as "
            + "plain numbers; \(fold.leftOut) in another currency left out.\n\n"
        if fold.accountCount > 0 {
            head += openingEntry(
                day: dates.day(firstDate(wallet)), account: LedgerFold.accounts,
                amount: plain(fold.opening, currency: fold.code))
        }
        try stream(head, wallet.transactions, chunk: chunk, to: sink) { transaction in
            fold.holder(of: transaction).map { holder in
                entry(
                    transaction, holder: holder, other: fold.other(of: transaction),
                    amount: plain(transaction.amount, currency: fold.code), day: dates.day(transaction.date))
            }
        }
    }

    /// `head`, then the entry `entry` gives each transaction (nil: the transaction is left out), to `sink` in
    /// pieces of about `chunk` characters.
    static func stream(
        _ head: String, _ transactions: TransactionLog, chunk: Int, to sink: (String) throws -> Void,
        entry: (Transaction) -> String?
    ) rethrows {
        var text = head
        for transaction in transactions {
            guard let next = entry(transaction) else { continue }
            text += next
            if text.utf8.count >= chunk {
                try sink(text)
                text = ""
            }
        }
        try sink(text)
    }

    /// The moment of the wallet's first transaction (the day of the opening entries).
    static func firstDate(_ wallet: WalletState) -> Date {
        wallet.transactions.lazy.map(\.date).min() ?? Date(timeIntervalSince1970: 0)
    }

    /// The whole journal as one string (small wallets; the benchmark streams it with `write`).
    public static func text(_ data: MockData, kind: Kind = .detailed) -> String {
        var text = ""
        write(data, kind: kind) { text += $0 }
        return text
    }

    /// What `ledger balance` shows for each account of `wallet` when given its detailed journal: the last part
    /// of its ledger account name and its balance ("acc-asha-savings", "INR 125000.50"), for the benchmark's check.
    public static func balances(_ wallet: WalletState) -> [(account: String, amount: String)] {
        wallet.accounts.map {
            (segment($0.id, empty: "unnamed"), commodity($0.currency) + " " + plain($0.balance, currency: $0.currency))
        }
    }

    /// One transaction's entry in the detailed journal, ended by an empty line.
    static func entry(_ transaction: Transaction, code: String, day: String) -> String {
        let other =
            (transaction.direction == .debit ? "Expenses:" : "Income:")
            + segment(transaction.category, empty: "uncategorised")
        return entry(
            transaction, holder: holderAccount(of: transaction), other: other,
            amount: commodity(code) + " " + plain(transaction.amount, currency: code), day: day)
    }

    /// One transaction's entry, ended by an empty line: the day, the reference as the code, the payee, the note
    /// as a comment, then `amount` posted to `other` (money out) or to `holder` (money in), and the other posting
    /// with its amount elided.
    static func entry(_ transaction: Transaction, holder: String, other: String, amount: String, day: String) -> String
    {
        var reference = line(transaction.reference)
        if reference.utf8.contains(where: { $0 == 0x28 || $0 == 0x29 }) {
            reference = reference.replacingOccurrences(of: ")", with: "]").replacingOccurrences(of: "(", with: "[")
        }
        var text = day + (reference.isEmpty ? "" : " (\(reference))") + " " + payee(transaction.counterparty) + "\n"
        let note = line(transaction.note)
        if !note.isEmpty { text += "    ; \(note)\n" }
        let (first, second) = transaction.direction == .debit ? (other, holder) : (holder, other)
        text += "    \(first)  \(amount)\n    \(second)\n\n"
        return text
    }

    /// The opening entry of each account: its balance less what its transactions (in its currency) moved.
    static func openings(_ wallet: WalletState, currencyCodes: [String: String], day: String) -> String {
        var moved: [String: Decimal] = [:]
        for transaction in wallet.transactions {
            guard let id = transaction.accountID else { continue }
            moved[id + "\u{0}" + (currencyCodes[transaction.currency] ?? transaction.currency), default: 0] +=
                transaction.signedAmount
        }
        var text = ""
        for account in wallet.accounts {
            let code = currencyCodes[account.currency] ?? account.currency
            let opening = account.balance - (moved[account.id + "\u{0}" + code] ?? 0)
            text += openingEntry(
                day: day, account: "Assets:Accounts:" + segment(account.id, empty: "unnamed"),
                amount: commodity(code) + " " + plain(opening, currency: code))
        }
        return text
    }

    /// An opening entry: `amount` to `account` from `Equity:Opening balances`.
    static func openingEntry(day: String, account: String, amount: String) -> String {
        "\(day) Opening balance\n    \(account)  \(amount)\n    \(LedgerFold.opening)\n\n"
    }

    /// `code` as a ledger commodity: as it is when letters only ("INR"), else quoted (`"₹"`).
    static func commodity(_ code: String) -> String {
        let lettersOnly =
            !code.isEmpty && code.unicodeScalars.allSatisfy { ("A"..."Z").contains($0) || ("a"..."z").contains($0) }
        return lettersOnly ? code : "\"" + code.filter { $0 != "\"" && !$0.isNewline } + "\""
    }

    /// The account or card a transaction belongs to, as a ledger account.
    static func holderAccount(of transaction: Transaction) -> String {
        if let id = transaction.accountID { return "Assets:Accounts:" + segment(id, empty: "unnamed") }
        let digits = (transaction.cardNumber ?? "").filter { $0.isASCII && ($0.isLetter || $0.isNumber) }
        return "Liabilities:Cards:" + (digits.isEmpty ? "unknown" : digits)
    }

    /// One level of an account name: letters, digits, `-`, `_` and `.` kept, anything else (a colon, a space,
    /// a bracket) `_`.
    static func segment(_ text: String, empty: String) -> String {
        let plain = text.utf8.allSatisfy { byte in
            (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x2D
                || byte == 0x5F || byte == 0x2E
        }
        if plain, !text.isEmpty { return text }
        let kept = String(text.map { $0.isLetter || $0.isNumber || "-_.".contains($0) ? $0 : "_" })
        return kept.isEmpty ? empty : kept
    }

    /// The payee: on one line, no run of spaces (which would end it), and not starting as a state or a code.
    static func payee(_ text: String) -> String {
        var payee = line(text)
        while let first = payee.first, "*!(;".contains(first) || first == " " { payee.removeFirst() }
        return payee.isEmpty ? "Unknown payee" : payee
    }

    /// `text` on one line: control characters and runs of white space become one space, ends trimmed.
    static func line(_ text: String) -> String {
        // Most text is printable ASCII already on one line: no run of spaces, no space at either end.
        var previous: UInt8 = 0x20
        let oneLine = text.utf8.allSatisfy { byte in
            defer { previous = byte }
            return byte > 0x20 && byte < 0x7F || byte == 0x20 && previous != 0x20
        }
        if oneLine, text.utf8.last != 0x20 { return text }
        return text.split(whereSeparator: {
            $0.isWhitespace || $0.unicodeScalars.allSatisfy { $0.properties.generalCategory == .control }
        })
        .joined(separator: " ")
    }

    /// "1250.50": exact, with the currency's minor units.
    static func plain(_ amount: Decimal, currency: String) -> String {
        TransactionCSV.plain(amount, places: Currency.decimalPlaces(of: currency))
    }

    /// "2024-10-27": the UTC day of a moment, remembered for the last day asked (transactions come in runs
    /// of the same day, and the calendar is slow).
    struct DayCache {
        private var last: (number: Double, text: String)?

        mutating func day(_ date: Date) -> String {
            let number = (date.timeIntervalSince1970 / 86_400).rounded(.down)
            if let last, last.number == number { return last.text }
            let parts = SwippyDate.components(date)
            let text = String(format: "%04d-%02d-%02d", parts.year, parts.month, parts.day)
            last = (number, text)
            return text
        }
    }

    /// The `ledger` journal of the MockData `file` of the `kind` asked, written to `journal` in pieces (run as a
    /// child, so the data never counts in the bench's own memory); then one `BALANCE` line per account for the
    /// bench to check.
    static func writeChild(of file: String, to journal: String, kind: Kind) throws {
        let data = try MockDataLoader.load(from: URL(fileURLWithPath: file)).data
        guard FileManager.default.createFile(atPath: journal, contents: nil),
            let handle = FileHandle(forWritingAtPath: journal)
        else { throw BenchError("cannot write \(journal)") }
        defer { try? handle.close() }
        try write(data, kind: kind) { try handle.write(contentsOf: Data($0.utf8)) }
        let expected =
            kind == .plain
            ? LedgerFold(data.wallet, currencyCodes: currencyCodes(data)).balances : balances(data.wallet)
        for balance in expected {
            print(BenchLedger.balancePrefix + "\(balance.account)\t\(balance.amount)")
        }
    }
}
