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
    func depositSources() -> [String] { wallet.cards(of: userID).map(\.label) + [Ledger.bankTransferSource] }
    /// The date the fake's rules are checked at (a card's expiry).
    var now = TransferFixture.date
    private var requestCount = 0
    /// What each `drawCash` was given, PIN included, so a test can see the PIN reached the gate and nothing else.
    private(set) var draws: [(amount: Decimal, source: String, pin: String)] = []

    func depositRefusal(from source: String) -> TransferFailure? {
        ledger.depositRefusal(from: source, userID: userID, date: now, in: wallet)
    }

    func depositLine(from source: String) -> CreditLine? {
        ledger.depositLine(from: source, userID: userID, in: wallet)
    }

    func newRequestID() -> String {
        requestCount += 1
        return "req-\(requestCount)"
    }

    func drawCash(_ amount: Decimal, into accountID: String, from source: String, pin: String, requestID: String)
        throws -> TransferSubmission
    {
        draws.append((amount, source, pin))
        var count = 0
        return try save {
            ledger.submitDeposit(
                amount, into: accountID, from: source, pin: pin, userID: userID, date: now, requestID: requestID,
                newReference: {
                    count += 1
                    return "REF\(count)"
                }, in: &$0)
        }
    }
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
