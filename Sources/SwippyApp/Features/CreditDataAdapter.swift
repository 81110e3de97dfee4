import Credit
import Foundation
import SwippyCore
import SwippyData

/// Adapts the wallet store to the Credit module, for the signed-in user. The money rules are SwippyData's
/// `Ledger` (withdraw and repay behind the one transaction-PIN gate); writes go through the shared
/// `WalletDataAdapter.update`, so a failed save ends the run with exit 74.
@MainActor
final class CreditDataAdapter: CreditDependency, CreditRepository {
    private let store: WalletStore
    private let session: AppSession
    private let data: WalletDataAdapter
    private let clock: any WallClock
    /// The user's time zone, from the composition root: the module shows every time in it.
    let creditTimeZone: TimeZone
    private let identifiers = RandomTransferIdentifiers()

    init(store: WalletStore, session: AppSession, data: WalletDataAdapter, clock: any WallClock, timeZone: TimeZone) {
        self.store = store
        self.session = session
        self.data = data
        self.clock = clock
        self.creditTimeZone = timeZone
    }

    var creditRepository: any CreditRepository { self }
    var creditReferenceData: ReferenceData { data.fittedReference }

    private var ledger: Ledger { Ledger(reference: store.reference) }

    // MARK: - Reading

    func lines() -> [CreditLine] {
        ledger.creditLines(of: session.userID, in: store.read())
    }

    func accounts() -> [BankAccount] {
        store.read().accounts(of: session.userID)
    }

    func currency() -> String {
        store.read().user(session.userID)?.currency ?? "INR"
    }

    func payments() -> [Transaction] {
        let numbers = Set(lines().map(\.card.number))
        return store.read().transactions
            .filter { $0.direction == .credit && $0.cardNumber.map(numbers.contains) == true }
            .sorted { $0.date > $1.date }
    }

    func applications() -> [LoanApplication] {
        store.read().loanApplications.filter { $0.userID == session.userID }
    }

    func newRequestID() -> String {
        identifiers.nextRequestID()
    }

    // MARK: - Writing

    func submit(_ order: CreditOrder, pin: String) throws -> TransferSubmission {
        let (ledger, userID, date, identifiers, store) = (ledger, session.userID, clock.now, identifiers, store)
        return try data.update { wallet in
            ledger.submit(
                order, pin: pin, userID: userID, date: date, newReference: identifiers.nextReference,
                isUsed: store.usesReference(_:in:), in: &wallet)
        }
    }

    func submitLoan(_ request: LoanRequest) throws -> Result<LoanApplication, TransferFailure> {
        let (ledger, userID, date) = (ledger, session.userID, clock.now)
        return try data.update { wallet in
            ledger.submitLoan(request, userID: userID, date: date, in: &wallet)
        }
    }
}
