import Foundation
import SwippyData
import SwippyTestSupport

@testable import Accounts

/// The signed-in user's wallet in memory, changed through the real `Ledger` intents; `failure` makes saving fail.
@MainActor
final class FakeAccountsRepository: AccountsRepository {
    var wallet = TransferFixture.wallet()
    let ledger = Ledger(reference: TransferFixture.reference())
    let userID = "u-asha"
    var failure: (any Error)?
    private(set) var saveCount = 0

    func accounts() -> [BankAccount] { wallet.accounts(of: userID) }
    func history(ofAccount id: String) -> [Transaction] { wallet.history(ofAccount: id) }
    func depositSources() -> [String] { wallet.cards(of: userID).map(\.title) + [Ledger.bankTransferSource] }
    func defaultAccountName() -> String { Ledger.defaultAccountName(userID: userID, in: wallet) }

    func checkName(_ text: String, except accountID: String?) -> Result<String, TransferFailure> {
        Ledger.accountName(text, userID: userID, except: accountID, in: wallet)
    }

    func addAccount(name: String, currency: String) throws -> Result<BankAccount, TransferFailure> {
        try save { ledger.addAccount(name: name, currency: currency, userID: userID, in: &$0) }
    }

    func rename(accountID: String, to name: String) throws -> Result<BankAccount, TransferFailure> {
        try save { ledger.rename(accountID: accountID, to: name, userID: userID, in: &$0) }
    }

    func close(accountID: String) throws -> Result<BankAccount, TransferFailure> {
        try save { ledger.close(accountID: accountID, userID: userID, in: &$0) }
    }

    func deposit(_ amount: Decimal, into accountID: String, from source: String) throws -> Result<
        Transaction, TransferFailure
    > {
        try save {
            ledger.deposit(amount, into: accountID, from: source, userID: userID, date: TransferFixture.date, in: &$0)
        }
    }

    func withdraw(_ amount: Decimal, from accountID: String) throws -> Result<Transaction, TransferFailure> {
        try save { ledger.withdraw(amount, from: accountID, userID: userID, date: TransferFixture.date, in: &$0) }
    }

    private func save<T>(_ change: (inout WalletState) -> T) throws -> T {
        if let failure { throw failure }
        var draft = wallet
        let result = change(&draft)
        if draft != wallet { saveCount += 1 }
        wallet = draft
        return result
    }
}
