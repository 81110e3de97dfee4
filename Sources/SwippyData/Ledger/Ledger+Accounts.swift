import Foundation

extension Ledger {
    /// Longest account name.
    public static let maxAccountNameLength = 40

    /// The name a new account of `userID` gets when none is typed: "Account N", the lowest N no account of the
    /// user has, closed ones included (a list never shows two "Account 1" rows).
    public static func defaultAccountName(userID: String, in wallet: WalletState) -> String {
        var number = 1
        while isNameTaken("Account \(number)", userID: userID, except: nil, includingClosed: true, in: wallet) {
            number += 1
        }
        return "Account \(number)"
    }

    /// A typed account name: trimmed, 1 to 40 characters, not the name of another open account of the user
    /// (any case). `except` is the account being renamed.
    public static func accountName(
        _ text: String, userID: String, except accountID: String? = nil, in wallet: WalletState
    ) -> Result<String, TransferFailure> {
        let name = text.trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty else {
            return .failure(.invalidInput("An account name has 1 to \(maxAccountNameLength) characters."))
        }
        guard name.count <= maxAccountNameLength else {
            return .failure(
                .invalidInput(
                    "An account name has at most \(maxAccountNameLength) characters; this one has \(name.count)."))
        }
        guard !isNameTaken(name, userID: userID, except: accountID, in: wallet) else {
            return .failure(.invalidInput("You already have an account named \(name). Choose another name."))
        }
        return .success(name)
    }

    /// Opens a new, empty account for `userID` in `currency` (a code from the currency list); a blank `name`
    /// takes the default. Nothing changes on a refusal.
    public func addAccount(name: String, currency: String, userID: String, in wallet: inout WalletState) -> Result<
        BankAccount, TransferFailure
    > {
        guard wallet.user(userID) != nil else { return .failure(.sourceUnavailable("Sign in again: no such user.")) }
        guard let known = reference.currencies.first(where: { $0.code == currency.uppercased() }) else {
            return .failure(.invalidInput("Choose a currency from the list."))
        }
        let typed = name.trimmingCharacters(in: .whitespaces)
        let chosen = typed.isEmpty ? Self.defaultAccountName(userID: userID, in: wallet) : typed
        return Self.accountName(chosen, userID: userID, in: wallet).map { accepted in
            let account = BankAccount(
                id: Self.newAccountID(in: wallet), userID: userID, name: accepted, bankName: "Swippy",
                number: Self.newAccountNumber(in: wallet), ifsc: "SWPY0000001", kind: "savings", currency: known.code,
                balance: 0)
            wallet.accounts.append(account)
            return account
        }
    }

    /// Renames an open account of `userID`.
    public func rename(accountID: String, to name: String, userID: String, in wallet: inout WalletState) -> Result<
        BankAccount, TransferFailure
    > {
        guard let index = Self.ownIndex(accountID, userID: userID, in: wallet) else { return .failure(Self.gone) }
        return Self.accountName(name, userID: userID, except: accountID, in: wallet).map { accepted in
            wallet.accounts[index].name = accepted
            return wallet.accounts[index]
        }
    }

    /// Closes an open account of `userID`: refused, with the amount to move out, while it holds money.
    /// A closed account keeps its history but never sends or receives again.
    public func close(accountID: String, userID: String, in wallet: inout WalletState) -> Result<
        BankAccount, TransferFailure
    > {
        guard let index = Self.ownIndex(accountID, userID: userID, in: wallet) else { return .failure(Self.gone) }
        let account = wallet.accounts[index]
        guard account.balance == 0 else {
            return .failure(.invalidInput("Move \(account.money.formatted) out first: \(account.name) still holds it."))
        }
        wallet.accounts[index].status = .closed
        return .success(wallet.accounts[index])
    }

    // MARK: - Helpers

    static let gone = TransferFailure.sourceUnavailable("That account is no longer open in your wallet.")

    /// The index of `accountID` when it is an open account of `userID`.
    static func ownIndex(_ accountID: String, userID: String, in wallet: WalletState) -> Int? {
        wallet.accounts.firstIndex { $0.id == accountID && $0.userID == userID && $0.status != .closed }
    }

    static func isNameTaken(
        _ name: String, userID: String, except accountID: String?, includingClosed: Bool = false,
        in wallet: WalletState
    ) -> Bool {
        wallet.accounts.contains {
            $0.userID == userID && (includingClosed || $0.status != .closed) && $0.id != accountID
                && $0.name.lowercased() == name.lowercased()
        }
    }

    static func newAccountID(in wallet: WalletState) -> String {
        var number = wallet.accounts.count + 1
        while wallet.accounts.contains(where: { $0.id == "acc-\(number)" }) { number += 1 }
        return "acc-\(number)"
    }

    /// "77" and ten digits, the first not held yet.
    static func newAccountNumber(in wallet: WalletState) -> String {
        var number = wallet.accounts.count + 1
        func text(_ value: Int) -> String { "77" + String(format: "%010d", value) }
        while wallet.accounts.contains(where: { $0.number == text(number) }) { number += 1 }
        return text(number)
    }
}
