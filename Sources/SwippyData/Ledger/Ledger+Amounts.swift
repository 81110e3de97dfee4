import Foundation

extension Ledger {
    /// The one parser for a typed amount in `currency`: `AmountInput.parse` (positive, digits, at most the
    /// currency's minor units of decimals). Transfers, deposits and withdrawals all use it.
    public func parseAmount(_ text: String, currency: String) -> Result<Decimal, TransferFailure> {
        AmountInput.parse(text, currency: currency).mapError { .invalidInput($0.description) }
    }

    /// A typed deposit into `account` (see `checkDeposit`).
    public func depositAmount(_ text: String, into account: BankAccount) -> Result<Decimal, TransferFailure> {
        parseAmount(text, currency: account.currency).flatMap { checkDeposit($0, into: account) }
    }

    /// A typed withdrawal from `account` (see `checkWithdrawal`).
    public func withdrawalAmount(_ text: String, from account: BankAccount) -> Result<Decimal, TransferFailure> {
        parseAmount(text, currency: account.currency).flatMap { checkWithdrawal($0, from: account) }
    }

    /// A deposit: more than zero, the currency's decimals, within the per-transfer limit (no balance needed).
    public func checkDeposit(_ amount: Decimal, into account: BankAccount) -> Result<Decimal, TransferFailure> {
        guard amount > 0 else { return .failure(.invalidInput(AmountInput.Problem.zero.description)) }
        return Self.checkPlaces(amount, currency: account.currency).flatMap { amount in
            limitFailure(amount, currency: account.currency).map { .failure($0) } ?? .success(amount)
        }
    }

    /// A withdrawal: from an active account, the currency's decimals, within the limit and the balance. An amount
    /// over the balance is refused with the balance shown, never reduced to it.
    public func checkWithdrawal(_ amount: Decimal, from account: BankAccount) -> Result<Decimal, TransferFailure> {
        Self.source(account).flatMap { source in
            Self.checkPlaces(amount, currency: source.currency).flatMap { check($0, source: source, fee: 0, due: nil) }
        }
    }

    /// `amount` when it has no more decimals than `currency` allows.
    static func checkPlaces(_ amount: Decimal, currency: String) -> Result<Decimal, TransferFailure> {
        let allowed = Currency.decimalPlaces(of: currency)
        guard places(in: amount) > allowed else { return .success(amount) }
        let problem = AmountInput.Problem.tooManyDecimals(currency: currency.uppercased(), places: allowed)
        return .failure(.invalidInput(problem.description))
    }

    /// How many decimal places `amount` needs: 0 for 1500, 1 for 1500.5, 2 for 1500.55.
    static func places(in amount: Decimal) -> Int {
        var places = 0
        var scaled = amount
        while places < 10 {
            var rounded = Decimal()
            NSDecimalRound(&rounded, &scaled, 0, .plain)
            if rounded == scaled { return places }
            scaled *= 10
            places += 1
        }
        return places
    }
}
