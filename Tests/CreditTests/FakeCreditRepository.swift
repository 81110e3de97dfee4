import Foundation
import SwippyData
import SwippyTestSupport

@testable import Credit

/// An in-memory wallet behind the Credit intents, using the real `Ledger`: the fixture wallet with a credit line
/// on Asha's card (limit ₹1,00,000, ₹242.33 due, statements for May–Oct 2026). Counts the writes.
@MainActor
final class FakeCreditRepository: CreditRepository {
    var wallet: WalletState
    let ledger = Ledger(reference: TransferFixture.reference(perTransfer: 200_000))
    var failSaving = false
    /// The signed-in user (Asha; Emma, with GBP and no credit line, for the converted limits).
    var userID = "u-asha"
    private(set) var submitCount = 0
    private(set) var loanCount = 0
    private var requests = 0

    init(limit: Decimal? = 100_000) {
        var wallet = TransferFixture.wallet()
        wallet.cards[0].creditLimit = limit
        wallet.cards[0].statements = [
            ("2026-05", 10_000, 0), ("2026-06", 25_000, 0), ("2026-07", 50_000, 1_240.5),
            ("2026-08", 40_000, 980), ("2026-09", 5_000, 0), ("2026-10", 20_000, 312.75),
        ]
        .map { CreditStatementMonth(month: $0.0, used: $0.1, interest: $0.2) }
        self.wallet = wallet
    }

    func lines() -> [CreditLine] { ledger.creditLines(of: userID, in: wallet) }
    func accounts() -> [BankAccount] { wallet.accounts(of: userID) }
    func currency() -> String { wallet.user(userID)?.currency ?? "INR" }
    func payments() -> [Transaction] {
        wallet.transactions.filter { $0.cardNumber != nil && $0.direction == .credit }.sorted { $0.date > $1.date }
    }
    func applications() -> [LoanApplication] { wallet.loanApplications }

    func newRequestID() -> String {
        requests += 1
        return "req-\(requests)"
    }

    func submit(_ order: CreditOrder, pin: String) throws -> TransferSubmission {
        submitCount += 1
        if failSaving { throw FakeCreditError.diskFull }
        return ledger.submit(
            order, pin: pin, userID: userID, date: TransferFixture.date, newReference: { "SWC\(self.submitCount)" },
            in: &wallet)
    }

    func submitLoan(_ request: LoanRequest) throws -> Result<LoanApplication, TransferFailure> {
        loanCount += 1
        if failSaving { throw FakeCreditError.diskFull }
        return ledger.submitLoan(request, userID: userID, date: TransferFixture.date, in: &wallet)
    }
}

/// A save that fails.
enum FakeCreditError: Error, CustomStringConvertible {
    case diskFull
    var description: String { "disk full" }
}

/// The host's side for builder tests.
@MainActor
final class FakeCreditDependency: CreditDependency {
    let repository: FakeCreditRepository
    init(repository: FakeCreditRepository = FakeCreditRepository()) { self.repository = repository }
    var creditRepository: any CreditRepository { repository }
    var creditReferenceData: ReferenceData { TransferFixture.reference(perTransfer: 200_000) }
    var creditTimeZone: TimeZone { SwippyDate.utc }
}
