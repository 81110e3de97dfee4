import Foundation
import SwippyData

/// The checks on what the user types and on the accounts involved. Pure functions, so every rule
/// can be tested from a table.
enum TransferRules {
    /// Longest note a transfer may carry.
    static let maxNoteLength = 140
    /// Longest beneficiary name accepted.
    static let maxNameLength = 60

    /// A source account money may leave, or why not.
    static func source(_ account: BankAccount) -> Result<BankAccount, TransferFailure> {
        switch account.status {
        case .active: .success(account)
        case .blocked: .failure(.sourceUnavailable("\(account.name) is blocked: money cannot leave it. Choose another account."))
        case .locked: .failure(.sourceUnavailable("\(account.name) is locked: money cannot leave it. Choose another account."))
        }
    }

    /// Another own account that can receive from `source`.
    static func ownTarget(_ target: BankAccount, source: BankAccount) -> Result<BankAccount, TransferFailure> {
        guard target.id != source.id else {
            return .failure(.invalidInput("Choose an account other than the one you send from."))
        }
        guard target.currency == source.currency else {
            return .failure(.currencyMismatch(
                "Currency mismatch: \(target.name) holds \(target.currency), \(source.name) holds \(source.currency)."))
        }
        guard target.status == .active else {
            return .failure(.recipientNotFound("\(target.name) is \(target.status.rawValue) and cannot receive money."))
        }
        return .success(target)
    }

    /// A beneficiary's name: some letters, at most 60 characters.
    static func name(_ text: String) -> Result<String, TransferFailure> {
        let name = text.trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty else { return .failure(.invalidInput("Enter the account holder's name.")) }
        guard name.count <= maxNameLength else {
            return .failure(.invalidInput("The name can have at most \(maxNameLength) characters."))
        }
        guard name.contains(where: \.isLetter) else { return .failure(.invalidInput("A name needs letters.")) }
        return .success(name)
    }

    /// An account number: digits only, 9 to 18 of them.
    static func accountNumber(_ text: String) -> Result<String, TransferFailure> {
        guard !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            return .failure(.invalidInput("An account number has digits only (9 to 18 of them)."))
        }
        guard (9...18).contains(text.count) else {
            return .failure(.invalidInput("An account number has 9 to 18 digits; this one has \(text.count)."))
        }
        return .success(text)
    }

    /// An IFSC: 4 letters, a zero, then 6 letters or digits; any case typed, upper case kept.
    static func ifsc(_ text: String) -> Result<String, TransferFailure> {
        let code = text.uppercased()
        let characters = Array(code)
        let valid = characters.count == 11
            && characters.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
            && characters[0..<4].allSatisfy(\.isLetter)
            && characters[4] == "0"
        guard valid else {
            return .failure(.invalidInput("An IFSC has 11 characters: 4 letters, a zero, then 6 letters or digits (e.g. HDFC0000123)."))
        }
        return .success(code)
    }

    /// A 10-digit mobile number.
    static func mobile(_ text: String) -> Result<String, TransferFailure> {
        guard text.count == 10, text.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            return .failure(.invalidInput("A mobile number has 10 digits."))
        }
        return .success(text)
    }

    /// A note of at most 140 characters.
    static func note(_ text: String) -> Result<String, TransferFailure> {
        guard text.count <= maxNoteLength else {
            return .failure(.invalidInput("A note can have at most \(maxNoteLength) characters; this one has \(text.count)."))
        }
        return .success(text)
    }

    /// A typed amount checked against the limit, the balance (fee included) and, for a card, the due.
    static func amount(
        _ text: String, source: BankAccount, limits: TransferLimits, fee: Decimal, due: Decimal?
    ) -> Result<Decimal, TransferFailure> {
        switch AmountInput.parse(text) {
        case .failure(let problem): .failure(.invalidInput(problem.description))
        case .success(let amount): check(amount, source: source, limits: limits, fee: fee, due: due)
        }
    }

    /// An exact amount checked against the limit, the balance (fee included) and, for a card, the due.
    static func check(
        _ amount: Decimal, source: BankAccount, limits: TransferLimits, fee: Decimal, due: Decimal?
    ) -> Result<Decimal, TransferFailure> {
        guard amount > 0 else { return .failure(.invalidInput(AmountInput.Problem.zero.description)) }
        if let due, amount > due {
            return .failure(.invalidInput("You can pay at most the due, \(Money(due, source.currency).formatted)."))
        }
        if amount > limits.perTransfer {
            return .failure(.limitExceeded(
                "Limit exceeded: one transfer can move at most \(Money(limits.perTransfer, source.currency).formatted)."))
        }
        if amount + fee > source.balance {
            let feeText = fee > 0 ? " (the \(Money(fee, source.currency).formatted) fee included)" : ""
            return .failure(.insufficientBalance(
                "Insufficient balance: \(source.name) has \(source.money.formatted) available\(feeText)."))
        }
        return .success(amount)
    }

    /// The fee for sending to `destination`: the external fee for other banks, nothing otherwise.
    static func fee(for destination: TransferDestination, limits: TransferLimits) -> Decimal {
        destination.isOutsideBank ? limits.externalFee : 0
    }

    /// Another Swippy user by mobile: must exist, must not be the sender, must use the source's currency.
    static func recipient(
        mobile: String, senderID: String, currency: String, in wallet: WalletState
    ) -> Result<SwippyRecipient, TransferFailure> {
        guard let user = wallet.user(mobile: mobile) else {
            return .failure(.recipientNotFound("Recipient not found: no Swippy user has mobile \(mobile)."))
        }
        guard user.id != senderID else {
            return .failure(.invalidInput("That is your own number. To move money between your accounts, choose Own account."))
        }
        guard user.currency == currency else {
            return .failure(.currencyMismatch("Currency mismatch: \(user.name) uses \(user.currency), this account uses \(currency)."))
        }
        return .success(SwippyRecipient(userID: user.id, name: user.name, mobile: user.mobile))
    }

    /// The account that receives money sent to `recipient`: their first active account in `currency`.
    static func receivingAccount(of recipient: SwippyRecipient, currency: String, in wallet: WalletState) -> BankAccount? {
        wallet.accounts(of: recipient.userID).first { $0.status == .active && $0.currency == currency }
    }

    /// The ISO code for a currency given as a code or a symbol ("₹" is "INR").
    static func currencyCode(_ text: String, currencies: [Currency]) -> String {
        if let known = currencies.first(where: { $0.code == text.uppercased() }) { return known.code }
        return currencies.first { $0.symbol == text }?.code ?? text
    }
}
