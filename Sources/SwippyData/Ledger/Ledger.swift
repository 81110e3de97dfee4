import Foundation

/// The one place the rules that move money live: which account may send, to whom, how much, at what
/// fee, and (in `Ledger+Send.swift`) carrying a transfer out on a wallet.
///
/// Pure functions over values and `WalletState`: the app runs them inside one `WalletStore.update`, tests
/// run them on a plain wallet. Every rule is checked again when the money moves, against the wallet as it
/// is then, and a failure changes no balance.
public struct Ledger: Sendable {
    /// Limits, fee, PIN attempts, the IFSC directory and currencies.
    public let reference: ReferenceData

    /// A ledger applying the limits and directories of `reference`.
    public init(reference: ReferenceData) {
        self.reference = reference
    }

    /// The per-transfer limit and the fee for other banks.
    public var limits: TransferLimits { reference.config.limits }

    /// A source account money may leave, or why not.
    public static func source(_ account: BankAccount) -> Result<BankAccount, TransferFailure> {
        switch account.status {
        case .active: .success(account)
        case .blocked:
            .failure(.sourceUnavailable("\(account.name) is blocked: money cannot leave it. Choose another account."))
        case .locked:
            .failure(.sourceUnavailable("\(account.name) is locked: money cannot leave it. Choose another account."))
        case .closed:
            .failure(.sourceUnavailable("\(account.name) is closed: money cannot leave it. Choose another account."))
        }
    }

    /// Another own account that can receive from `source`, or why not. One in another currency receives the
    /// amount converted by the one rule (`arrival(of:from:to:)`, checked with the amount).
    public static func ownTarget(_ target: BankAccount, source: BankAccount) -> Result<BankAccount, TransferFailure> {
        guard target.id != source.id else {
            return .failure(.invalidInput("Choose an account other than the one you send from."))
        }
        guard target.status == .active else {
            return .failure(.recipientNotFound("\(target.name) is \(target.status.rawValue) and cannot receive money."))
        }
        return .success(target)
    }

    /// The fee for paying `payee` from an account in `currency`: the external fee for other banks (converted to
    /// `currency` by the one conversion rule), nothing inside Swippy.
    public func fee(for payee: Payee, currency: String) -> Decimal {
        guard payee.isOutsideBank, limits.externalFee.amount > 0 else { return 0 }
        // Without a quote for `currency` the fee stays as configured; `limitFailure` refuses such a transfer first.
        return ConvertedLimit(limits.externalFee, in: currency, rates: reference.exchangeRates)?.amount
            ?? limits.externalFee.amount
    }

    /// The per-transfer limit in `currency` (converted from the configured currency); nil when either has no quote.
    public func perTransferLimit(in currency: String) -> ConvertedLimit? {
        ConvertedLimit(limits.perTransfer, in: currency, rates: reference.exchangeRates)
    }

    /// An exact amount checked against the limit, the balance (fee included), for a card the due, and, when it
    /// arrives in `receiving` (another currency), against the conversion rule: an amount that would arrive as
    /// nothing is refused here, before the PIN (`arrival(of:from:to:)`).
    public func check(
        _ amount: Decimal, source: BankAccount, fee: Decimal, due: Decimal?, receiving: String? = nil
    ) -> Result<Decimal, TransferFailure> {
        guard amount > 0 else { return .failure(.invalidInput(AmountInput.Problem.zero.description)) }
        if let due, amount > due {
            return .failure(.invalidInput("You can pay at most the due, \(Money(due, source.currency).formatted)."))
        }
        if let failure = limitFailure(amount, currency: source.currency) { return .failure(failure) }
        if let receiving, case .failure(let failure) = arrival(of: amount, from: source.currency, to: receiving) {
            return .failure(failure)
        }
        if amount + fee > source.balance {
            let feeText = fee > 0 ? " (the \(Money(fee, source.currency).formatted) fee included)" : ""
            return .failure(
                .insufficientBalance(
                    "Insufficient balance: \(source.name) has \(source.money.formatted) available\(feeText)."))
        }
        return .success(amount)
    }

    /// A typed amount (see `AmountInput.parse`) checked like `check`.
    public func amount(
        _ text: String, source: BankAccount, fee: Decimal, due: Decimal?, receiving: String? = nil
    ) -> Result<Decimal, TransferFailure> {
        parseAmount(text, currency: source.currency).flatMap {
            check($0, source: source, fee: fee, due: due, receiving: receiving)
        }
    }

    /// Why `amount` is over the per-transfer limit; nil when it is within it.
    /// The limit is converted to `currency` first, and the refusal names both figures: "at most £1,832.40
    /// (₹2,00,000.00)". A currency without a quote cannot be checked, so it is refused with that reason.
    public func limitFailure(_ amount: Decimal, currency: String) -> TransferFailure? {
        guard let limit = perTransferLimit(in: currency) else {
            return .limitExceeded(
                ConvertedLimit.noRate(limits.perTransfer, in: currency, what: "the per-transfer limit"))
        }
        guard amount > limit.amount else { return nil }
        return .limitExceeded("Limit exceeded: one transfer can move at most \(limit.text).")
    }

    /// What is due on `card`, in its ISO currency code ("₹" is "INR"); nil when the card has no due.
    public func due(of card: PaymentCard) -> Money? {
        card.due.map { Money($0.outstanding, currencyCode($0.currency)) }
    }

    /// The ISO code for a currency given as a code or a symbol ("₹" is "INR").
    public func currencyCode(_ text: String) -> String {
        if let known = reference.currencies.first(where: { $0.code == text.uppercased() }) { return known.code }
        return reference.currencies.first { $0.symbol == text }?.code ?? text
    }

    /// Another Swippy user by mobile: must exist, must not be the sender, and must have an account that can
    /// receive `currency` (converted at the data's rates when theirs is another: `CurrencyQuote`).
    public func recipient(
        mobile: String, senderID: String, currency: String, in wallet: WalletState
    ) -> Result<SwippyRecipient, TransferFailure> {
        guard let user = wallet.user(mobile: mobile) else {
            return .failure(.recipientNotFound("Recipient not found: no Swippy user has mobile \(mobile)."))
        }
        guard user.id != senderID else {
            return .failure(
                .invalidInput("That is your own number. To move money between your accounts, choose Own account."))
        }
        var found = SwippyRecipient(userID: user.id, name: user.name, mobile: user.mobile)
        guard let target = receivingAccount(of: found, currency: currency, in: wallet) else {
            return .failure(
                .recipientNotFound("Recipient not found: \(user.name) has no account that can receive money."))
        }
        if target.currency != currency {
            guard reference.exchangeRates.converted(1, from: currency, to: target.currency) != nil else {
                return .failure(
                    .currencyMismatch(
                        "Currency mismatch: \(user.name) receives \(target.currency), and there is no rate from "
                            + "\(currency)."))
            }
            found.currency = target.currency
        }
        return .success(found)
    }

    /// The account that receives money sent to `recipient` in `currency`: their first active account in
    /// `currency`, else their first active account in their own currency (the money is converted), else their
    /// first active account.
    public func receivingAccount(of recipient: SwippyRecipient, currency: String, in wallet: WalletState)
        -> BankAccount?
    {
        let active = wallet.accounts(of: recipient.userID).filter { $0.status == .active }
        let own = wallet.user(recipient.userID)?.currency
        return active.first { $0.currency == currency } ?? active.first { $0.currency == own } ?? active.first
    }

    /// The account Swippy holds with this number and IFSC (any case), whoever owns it; nil for an account
    /// outside Swippy. The one routing rule for money sent to an account number: a held account is credited,
    /// only an account Swippy does not hold takes the money out of the system.
    public static func heldAccount(number: String, ifsc: String, in wallet: WalletState) -> BankAccount? {
        wallet.accounts.first { $0.number == number && $0.ifsc.uppercased() == ifsc.uppercased() }
    }
}
