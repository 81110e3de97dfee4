import Foundation
import SwippyData
import SwippyText

/// The ranges numbers from a file must fall in, so no arithmetic on them can trap and no amount is
/// finer than its currency can pay.
extension DataValidation {
    /// The accepted range of each whole-number setting in `config`, by its JSON name. Wide enough for
    /// any real use, narrow enough that `minutes * 60`, `page * page_size` and the like cannot overflow.
    public static func configRanges(_ config: AppConfig) -> [(key: String, value: Int, range: ClosedRange<Int>)] {
        [
            ("page_size", config.pageSize, 1...100),
            ("session_timeout_minutes", config.sessionTimeoutMinutes, 1...1_440),
            ("otp_validity_minutes", config.otpValidityMinutes, 1...60),
            ("max_wrong_attempts", config.maxWrongAttempts, 1...10),
            ("dispute_window_days", config.disputeWindowDays, 1...3_650),
            ("dispute_review_after_hours", config.disputeReviewAfterHours, 0...8_760),
        ]
    }

    /// Money amounts stay below this (15 digits before the point, as a typed amount may have).
    public static let amountCeiling: Decimal = 1_000_000_000_000_000

    static func configRangeProblem(_ config: AppConfig) -> DataProblem? {
        for (key, value, range) in configRanges(config) where !range.contains(value) {
            return DataProblem(
                "config.\(key)", "must be between \(range.lowerBound) and \(range.upperBound), found \(value)")
        }
        let limits = config.limits
        if limits.perTransfer.amount <= 0 || limits.perTransfer.amount >= amountCeiling {
            return DataProblem("config.limits.per_transfer", "must be more than 0 and less than \(amountCeiling)")
        }
        if limits.externalFee.amount < 0 { return DataProblem("config.limits.external_fee", "must not be negative") }
        if let problem = config.credit.problem() { return problem }
        for (path, money) in configAmounts(config) {
            if let problem = amountProblem(money.amount, currency: money.currency, at: path) { return problem }
        }
        return nil
    }

    /// Every amount in `config` that names its currency, with its path (checked against the quotes: a limit in a
    /// currency without a quote could not be applied to money in another).
    static func configAmounts(_ config: AppConfig) -> [(path: String, money: Money)] {
        [
            ("config.limits.per_transfer", config.limits.perTransfer),
            ("config.limits.external_fee", config.limits.externalFee),
        ]
            + config.credit.amounts.map { ("config.credit.\($0.key)", $0.money) }
    }

    static func configCurrencyProblem(_ config: AppConfig, rates: ExchangeRates) -> DataProblem? {
        for (path, money) in configAmounts(config) where rates.quote(money.currency) == nil {
            return DataProblem("\(path).currency", "\(SafeText.quoted(money.currency)) has no exchange rate")
        }
        return nil
    }

    /// Wrong-attempt counters within 0...max_wrong_attempts: a counter from a file can neither trap
    /// when counted up nor promise more tries than the limit.
    static func securityProblem(_ wallet: WalletState, maxAttempts: Int) -> DataProblem? {
        let range = 0...max(0, maxAttempts)
        for userID in wallet.security.keys.sorted() {
            guard let state = wallet.security[userID] else { continue }
            let counters = [
                ("wrong_login_pins", state.wrongLoginPINs), ("wrong_codes", state.wrongCodes),
                ("wrong_transfer_pins", state.wrongTransferPINs),
            ]
            for (key, value) in counters where !range.contains(value) {
                return DataProblem(
                    "security.\(SafeText.clean(userID, limit: SafeText.errorValueLimit)).\(key)",
                    "must be between 0 and \(range.upperBound) (config.max_wrong_attempts), found \(value)")
            }
        }
        return nil
    }

    /// An amount below `amountCeiling` with no more decimals than `currency` allows, or why not.
    static func amountProblem(_ amount: Decimal, currency: String, at path: @autoclosure () -> String) -> DataProblem? {
        amountProblem(amount, currency: currency, places: Currency.decimalPlaces(of: currency), at: path())
    }

    /// The same, with `currency`'s decimal places already looked up (`places`).
    static func amountProblem(
        _ amount: Decimal, currency: String, places: Int, at path: @autoclosure () -> String
    ) -> DataProblem? {
        if amount.magnitude >= amountCeiling { return DataProblem(path(), "must be less than \(amountCeiling)") }
        // Written with no more places than allowed: nothing to round (the common case, and the cheap one).
        if amount.exponent >= -places { return nil }
        var value = amount
        var rounded = Decimal()
        NSDecimalRound(&rounded, &value, places, .plain)
        guard rounded != amount else { return nil }
        let name = currency.isEmpty ? "the currency" : SafeText.clean(currency, limit: 16)
        return DataProblem(path(), "\(amount) has more decimals than \(name) allows (\(places))")
    }

    /// Every stored amount: balances, dues, credit limits and transactions.
    /// `checks`: the transaction checks already made (their first amount problem, or none); made here when nil.
    static func amountsProblem(_ wallet: WalletState, checks: TransactionChecks? = nil) -> DataProblem? {
        for (index, account) in wallet.accounts.enumerated() {
            if let problem = amountProblem(
                account.balance, currency: account.currency, at: "accounts[\(index)].balance")
            {
                return problem
            }
        }
        if let index = firstCardAmountProblem(wallet.cards) {
            var places = CurrencyPlaces()
            return cardAmountProblem(wallet.cards, at: index, places: &places)
        }
        let transactionAmount =
            if let checks { checks.amount } else { TransactionChecks.firstAmountProblem(wallet.transactions.array) }
        if let index = transactionAmount {
            let transaction = wallet.transactions[index]
            return amountProblem(
                transaction.amount, currency: transaction.currency, at: "transactions[\(index)].amount")
        }
        return nil
    }

    /// The first card whose due or credit limit `amountProblem` refuses. Ten thousand cards at the benchmark's
    /// size, two `Decimal` comparisons each: checked in halves side by side, each currency looked up once.
    private static func firstCardAmountProblem(_ cards: [PaymentCard]) -> Int? {
        let halves = SideBySide.ranges(cards.count, parts: cards.count >= 2_000 ? 2 : 1)
        let found = SideBySide.map(halves.count) { half in
            var places = CurrencyPlaces()
            return halves[half].first { cardAmountProblem(cards, at: $0, places: &places) != nil }
        }
        return found.compactMap { $0 }.min()
    }

    /// The due's amount or the credit limit (in the due's currency) of the card at `index` refused; its fields
    /// are read in place (a whole card copied retains and releases every string it holds), the path made only
    /// for a problem.
    private static func cardAmountProblem(_ cards: [PaymentCard], at index: Int, places: inout CurrencyPlaces)
        -> DataProblem?
    {
        let currency = cards[index].due?.currency ?? ""
        let allowed = places.of(currency)
        if let amount = cards[index].due?.amount,
            let problem = amountProblem(amount, currency: currency, places: allowed, at: "cards[\(index)].due.amount")
        {
            return problem
        }
        guard let limit = cards[index].creditLimit else { return nil }
        return amountProblem(limit, currency: currency, places: allowed, at: "cards[\(index)].credit_limit")
    }

    /// Login and transaction PIN hashes in a format Swippy can check.
    static func hashProblem(_ wallet: WalletState) -> DataProblem? {
        for (index, user) in wallet.users.enumerated() {
            for (key, secret) in [("login_pin", user.loginPIN), ("transfer_pin", user.transferPIN)]
            where secret.scheme == .unknown {
                let range = SecretHash.iterationRange
                return DataProblem(
                    "users[\(index)].\(key).hash",
                    "expected 64 hex digits or pbkdf2-sha256$ITERATIONS$HEX with \(range.lowerBound) to "
                        + "\(range.upperBound) iterations"
                )
            }
        }
        return nil
    }
}
