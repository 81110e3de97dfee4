import Accounts
import Foundation
import SwippyCore
import SwippyData

/// Adapts the wallet store to the Accounts module, for the signed-in user. The money rules are SwippyData's
/// `Ledger`; writes go through the shared `WalletDataAdapter.update`, so a failed save ends the run with exit 74.
@MainActor
final class AccountsDataAdapter: AccountsDependency, AccountsRepository {
    private let store: WalletStore
    private let session: AppSession
    private let data: WalletDataAdapter
    private let clock: any WallClock
    private let identifiers = RandomTransferIdentifiers()
    /// The user's time zone, from the composition root: the module shows every time in it.
    let accountsTimeZone: TimeZone

    init(store: WalletStore, session: AppSession, data: WalletDataAdapter, clock: any WallClock, timeZone: TimeZone) {
        self.store = store
        self.session = session
        self.data = data
        self.clock = clock
        self.accountsTimeZone = timeZone
    }

    var accountsRepository: any AccountsRepository { self }
    var accountsReferenceData: ReferenceData { data.fittedReference }

    private var ledger: Ledger { Ledger(reference: store.reference) }

    // MARK: - Reading

    func accounts() -> [BankAccount] {
        store.read().accounts(of: session.userID)
    }

    func history(ofAccount id: String) -> [Transaction] {
        store.readHistory(ofAccount: id)
    }

    func depositSources() -> [String] {
        store.read().cards(of: session.userID).map(\.label) + [Ledger.bankTransferSource]
    }

    func depositRefusal(from source: String) -> TransferFailure? {
        ledger.depositRefusal(from: source, userID: session.userID, date: clock.now, in: store.read())
    }

    func depositLine(from source: String) -> CreditLine? {
        ledger.depositLine(from: source, userID: session.userID, in: store.read())
    }

    func newRequestID() -> String {
        identifiers.nextRequestID()
    }

    func defaultAccountName() -> String {
        Ledger.defaultAccountName(userID: session.userID, in: store.read())
    }

    func checkName(_ text: String, except accountID: String?) -> Result<String, TransferFailure> {
        Ledger.accountName(text, userID: session.userID, except: accountID, in: store.read())
    }

    // MARK: - Writing

    func addAccount(name: String, currency: String) throws -> Result<BankAccount, TransferFailure> {
        let (ledger, userID) = (ledger, session.userID)
        return try data.update { ledger.addAccount(name: name, currency: currency, userID: userID, in: &$0) }
    }

    func rename(accountID: String, to name: String) throws -> Result<BankAccount, TransferFailure> {
        let (ledger, userID) = (ledger, session.userID)
        return try data.update { ledger.rename(accountID: accountID, to: name, userID: userID, in: &$0) }
    }

    func close(accountID: String) throws -> Result<BankAccount, TransferFailure> {
        let (ledger, userID) = (ledger, session.userID)
        return try data.update { ledger.close(accountID: accountID, userID: userID, in: &$0) }
    }

    func deposit(_ amount: Decimal, into accountID: String, from source: String) throws -> Result<
        Transaction, TransferFailure
    > {
        guard source == Ledger.bankTransferSource else {
            return .failure(.invalidInput("Money from a card is a cash draw, confirmed with your transaction PIN."))
        }
        let (ledger, userID, date, isUsed) = (ledger, session.userID, clock.now, store.usesReference(_:in:))
        return try data.update {
            ledger.deposit(amount, into: accountID, from: source, userID: userID, date: date, isUsed: isUsed, in: &$0)
        }
    }

    func drawCash(_ amount: Decimal, into accountID: String, from source: String, pin: String, requestID: String)
        throws -> TransferSubmission
    {
        let (ledger, userID, date, identifiers, store) = (ledger, session.userID, clock.now, identifiers, store)
        return try data.update { wallet in
            ledger.submitDeposit(
                amount, into: accountID, from: source, pin: pin, userID: userID, date: date, requestID: requestID,
                newReference: identifiers.nextReference, isUsed: store.usesReference(_:in:), in: &wallet)
        }
    }

    func withdraw(_ amount: Decimal, from accountID: String) throws -> Result<Transaction, TransferFailure> {
        let (ledger, userID, date, isUsed) = (ledger, session.userID, clock.now, store.usesReference(_:in:))
        return try data.update {
            ledger.withdraw(amount, from: accountID, userID: userID, date: date, isUsed: isUsed, in: &$0)
        }
    }
}
