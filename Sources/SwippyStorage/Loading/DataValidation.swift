import Foundation
import SwippyData
import SwippyText

/// Checks the rules JSON types cannot express: no negative money, unique ids, references that resolve,
/// numbers within their ranges (DataValidation+Ranges). Values quoted in a message are cleaned and capped.
public enum DataValidation {
    /// The first broken rule in `wallet` and `reference`, or nil when the data is sound. `transactions`: the
    /// checks of the transactions when they were already made (a data image's: `TransactionChecks.passed`; a
    /// saved state on an image's rows: `TransactionChecks(_:checkedRows:)`).
    public static func firstProblem(wallet: WalletState, reference: ReferenceData) -> DataProblem? {
        firstProblem(wallet: wallet, reference: reference, transactions: nil)
    }

    static func firstProblem(wallet: WalletState, reference: ReferenceData, transactions checked: TransactionChecks?)
        -> DataProblem?
    {
        let transactions = checked ?? TransactionChecks(wallet)
        let walletProblem =
            configRangeProblem(reference.config) ?? userProblem(wallet) ?? hashProblem(wallet)
            ?? accountProblem(wallet) ?? cardProblem(wallet) ?? transactions.problem(wallet)
            ?? amountsProblem(wallet, checks: transactions)
            ?? securityProblem(wallet, maxAttempts: reference.config.maxWrongAttempts)
        if let walletProblem { return walletProblem }
        return currencyProblem(reference.currencyList) ?? rateProblem(reference.exchangeRates)
            ?? configCurrencyProblem(reference.config, rates: reference.exchangeRates) ?? bankAccountProblem(reference)
    }

    /// The banks' name directory: a 9–18 digit number, an IFSC of the directory, a person's name as holder.
    static func bankAccountProblem(_ reference: ReferenceData) -> DataProblem? {
        let codes = Set(reference.ifscDirectory.map(\.code))
        for (index, record) in reference.bankAccounts.enumerated() {
            let path = "bank_accounts[\(index)]"
            if !(9...18).contains(record.number.count) || !record.number.allSatisfy({ $0.isASCII && $0.isNumber }) {
                return DataProblem("\(path).number", "must be 9 to 18 digits")
            }
            if !codes.contains(record.ifsc) {
                return DataProblem("\(path).ifsc", "no ifsc_directory entry has code " + SafeText.quoted(record.ifsc))
            }
            if let problem = IdentityRules.nameProblem(record.holder) { return DataProblem("\(path).holder", problem) }
        }
        return nil
    }

    private static func userProblem(_ wallet: WalletState) -> DataProblem? {
        if wallet.users.isEmpty { return DataProblem("users", "must list at least one user") }
        var ids = Set<String>()
        var mobiles = Set<String>()
        for (index, user) in wallet.users.enumerated() {
            if !ids.insert(user.id).inserted {
                return DataProblem("users[\(index)].id", "duplicate id " + SafeText.quoted(user.id))
            }
            if user.mobile.count != 10 || !user.mobile.allSatisfy({ $0.isASCII && $0.isNumber }) {
                return DataProblem("users[\(index)].mobile", "must be 10 digits")
            }
            if !mobiles.insert(user.mobile).inserted {
                return DataProblem("users[\(index)].mobile", "mobile number already used by another user")
            }
        }
        return nil
    }

    private static func accountProblem(_ wallet: WalletState) -> DataProblem? {
        let userIDs = Set(wallet.users.map(\.id))
        var ids = Set<String>()
        for (index, account) in wallet.accounts.enumerated() {
            let path = "accounts[\(index)]"
            if !ids.insert(account.id).inserted {
                return DataProblem("\(path).id", "duplicate id " + SafeText.quoted(account.id))
            }
            if !userIDs.contains(account.userID) {
                return DataProblem("\(path).user_id", "no user has id " + SafeText.quoted(account.userID))
            }
            if account.balance < 0 { return DataProblem("\(path).balance", "balance must not be negative") }
        }
        return nil
    }

    /// Fields read in place: a whole card copied per card retains and releases every string it holds.
    private static func cardProblem(_ wallet: WalletState) -> DataProblem? {
        let cards = wallet.cards
        for index in cards.indices {
            if let amount = cards[index].due?.amount, amount < 0 {
                return DataProblem("cards[\(index)].due.amount", "amount must not be negative")
            }
            if let limit = cards[index].creditLimit, limit < 0 {
                return DataProblem("cards[\(index)].credit_limit", "must not be negative")
            }
            if let used = cards[index].creditUsed, used < 0 {
                return DataProblem("cards[\(index)].credit_used", "must not be negative")
            }
        }
        return nil
    }
}
