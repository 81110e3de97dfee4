import Foundation

/// What a user has, at a glance: the total of their open accounts in their base currency, each account's
/// balance, the credit line of their cards and their newest transactions. Pure: built from the wallet and the
/// reference data, so the home screen can recompute it after every change.
public struct MoneySummary: Equatable, Sendable {
    /// One account's balance.
    public struct AccountLine: Equatable, Sendable {
        public var name: String
        public var maskedNumber: String
        public var balance: Money
    }

    /// One card's credit line: limit, used (see `SwippyData.CreditLine.used`) and what is left.
    public struct CreditLine: Equatable, Sendable {
        /// "Millennia Credit Card ••3456" (`PaymentCard.label`).
        public var label: String
        public var limit: Money
        public var used: Money
        /// Nothing on a card that is not active (`SwippyData.CreditLine.available`).
        public var available: Money
        /// The card's status: a blocked or inactive card is shown as such, with no credit available.
        public var status: CardStatus
    }

    /// One recent transaction, with the name of the account or card it belongs to.
    public struct Activity: Equatable, Sendable {
        public var date: Date
        public var counterparty: String
        public var amount: Money
        public var signedAmount: Decimal
        public var holder: String
    }

    /// The total of the open accounts in `baseCurrency`; nil when the user has no open account.
    public var total: Money?
    /// True when some account had to be converted (the total is then approximate: "≈").
    public var isApproximate: Bool
    /// Accounts whose currency has no rate, left out of the total.
    public var unconverted: [String]
    public var accounts: [AccountLine]
    /// The credit lines of the user's cards with a limit, in file order: all of them, or the first
    /// `creditLinesKept` the caller asked for (home lists six); `creditLineCount` counts them all.
    public var creditLines: [CreditLine]
    public var creditLineCount: Int
    public var recent: [Activity]
    /// The zone the user's times are shown in (their local time); UTC until the host says otherwise.
    public var timeZone: TimeZone = SwippyDate.calendar.timeZone
    /// When the summary was read: with it the recent activity's dates are compact (no year within this year,
    /// the zone said once in the heading); without it, in full.
    public var now: Date?

    /// How many transactions the summary shows.
    public static let recentCount = 5

    /// The summary of `userID` in the wallet, totals in their base currency (settings, else their own).
    /// `newest` is the user's newest `recentCount` transactions when the caller has them
    /// (`WalletStore.history(ofUser:limit:)`); otherwise they are found in `wallet`. With `creditLinesKept`,
    /// only that many credit lines are made (the rest are counted): with ten thousand cards, home is drawn
    /// again after every change, and it lists six.
    public init(
        userID: String, wallet: WalletState, reference: ReferenceData, newest: [Transaction]? = nil,
        creditLinesKept: Int? = nil
    ) {
        let ledger = Ledger(reference: reference)
        let base = wallet.baseCurrency(of: userID, fallback: reference.exchangeRates.base)
        let open = wallet.accounts(of: userID).filter { $0.status != .closed }
        accounts = open.map { AccountLine(name: $0.name, maskedNumber: "••" + $0.number.suffix(4), balance: $0.money) }
        var sum = Decimal(0)
        var missing: [String] = []
        for account in open {
            if let converted = Self.convert(
                account.balance, from: account.currency, to: base, rates: reference.exchangeRates)
            {
                sum += converted
            } else {
                missing.append(account.name)
            }
        }
        total = open.isEmpty ? nil : Money(Currency.rounded(sum, in: base), base)
        isApproximate = open.contains { $0.currency != base }
        unconverted = missing
        var lines: [CreditLine] = []
        var lineCount = 0
        for card in wallet.cards where card.creditLimit != nil && wallet.owner(of: card) == userID {
            lineCount += 1
            if lines.count < creditLinesKept ?? .max, let line = Self.creditLine(card, ledger: ledger) {
                lines.append(line)
            }
        }
        creditLines = lines
        creditLineCount = lineCount
        let rows = newest ?? wallet.history(ofUser: userID, limit: Self.recentCount)
        let (names, cardTitles) = Self.holders(of: rows, in: wallet)
        recent = rows.map { transaction in
            let holder =
                transaction.accountID.flatMap { names[$0] } ?? transaction.cardNumber.flatMap { cardTitles[$0] } ?? ""
            return Activity(
                date: transaction.date, counterparty: transaction.counterparty,
                amount: Money(transaction.amount, ledger.currencyCode(transaction.currency)),
                signedAmount: transaction.signedAmount, holder: holder)
        }
    }

    /// The names of the accounts and the titles of the cards `rows` name (the first of each id, in file order),
    /// found in one walk without a table of every card.
    private static func holders(of rows: [Transaction], in wallet: WalletState)
        -> (names: [String: String], cardTitles: [String: String])
    {
        let accountIDs = Set(rows.compactMap(\.accountID))
        let cardNumbers = Set(rows.compactMap(\.cardNumber))
        var names: [String: String] = [:]
        var cardTitles: [String: String] = [:]
        for account in wallet.accounts where accountIDs.contains(account.id) && names[account.id] == nil {
            names[account.id] = account.name
        }
        if !cardNumbers.isEmpty {
            for card in wallet.cards where cardNumbers.contains(card.number) && cardTitles[card.number] == nil {
                cardTitles[card.number] = card.title
            }
        }
        return (names, cardTitles)
    }

    /// `amount` of `from` in `to`, not rounded (a total rounds once): the one rule of
    /// `ExchangeRates.convert`, amount × quote(to) / quote(from); nil when a quote is missing.
    public static func convert(_ amount: Decimal, from: String, to: String, rates: ExchangeRates) -> Decimal? {
        rates.convert(amount, from: from, to: to)
    }

    private static func creditLine(_ card: PaymentCard, ledger: Ledger) -> CreditLine? {
        guard let limit = card.creditLimit else { return nil }
        let currency = card.due.map { ledger.currencyCode($0.currency) } ?? "INR"
        // The one rule for what is in use and what is left: SwippyData's `CreditLine`.
        let line = SwippyData.CreditLine(position: 0, card: card, currency: currency)
        return CreditLine(
            label: card.label, limit: Money(limit, currency), used: Money(line?.used ?? 0, currency),
            available: Money(line?.available ?? 0, currency), status: card.effectiveStatus)
    }
}
