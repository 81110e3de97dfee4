import Foundation
import SwippyCore
import SwippyData

// MARK: - Host contracts

/// What Credit asks of the wallet, for the signed-in user. The app adapts its wallet store to this; the money
/// rules are SwippyData's `Ledger`; tests use a fake. Writing intents throw only when saving fails.
@MainActor
public protocol CreditRepository: AnyObject {
    /// The user's credit lines (cards with a credit limit), in wallet order.
    func lines() -> [CreditLine]
    /// The user's own accounts, in wallet order.
    func accounts() -> [BankAccount]
    /// The user's own currency (a home loan is asked and shown in it).
    func currency() -> String
    /// Repayments made to the user's lines, newest first.
    func payments() -> [Transaction]
    /// The user's home loan applications, oldest first.
    func applications() -> [LoanApplication]
    /// A new id for one confirmation (a request submitted twice acts once).
    func newRequestID() -> String
    /// Confirms a withdrawal or repayment with the transaction PIN (the same check and lock as transfers).
    func submit(_ order: CreditOrder, pin: String) throws -> TransferSubmission
    /// Records a home loan application; refused with the reason when a rule does not hold.
    func submitLoan(_ request: LoanRequest) throws -> Result<LoanApplication, TransferFailure>
}

/// What the host must give Credit.
@MainActor
public protocol CreditDependency: AnyObject {
    /// The wallet, through intents.
    var creditRepository: any CreditRepository { get }
    /// The configuration (credit settings, page size) and currencies.
    var creditReferenceData: ReferenceData { get }
    /// The user's time zone (from the environment, read once by the host): days are shown in it.
    var creditTimeZone: TimeZone { get }
}

// MARK: - Layers of the module

/// The module's intents. Each one reads the state, computes the next one and sends it once.
@MainActor
protocol CreditInteracting: AnyObject {
    /// Everything the module's screens show.
    var state: ObservableValue<CreditState> { get }

    /// Reads the lines, accounts, payments and applications again.
    func load()
    /// Starts what the dashboard offers.
    func start(_ action: CreditOption)
    /// Picks the option at `index` of the current step's list (a card, an account, an employment type).
    func choose(at index: Int)
    /// Takes a typed answer to the current question (Enter is ""; a default or the kept value applies).
    func type(_ text: String)
    /// Answers the current yes/no question.
    func answer(_ answer: YesNo)
    /// Confirms the move with the transaction PIN.
    func submit(pin: String)
    /// Turns the list the step shows `forward` (or back): the cards while choosing one, else the payment
    /// history or the amortisation schedule; says so when there is no page there.
    func turnPage(forward: Bool)
    /// One step back, keeping what was typed; false on the dashboard.
    func back() -> Bool
}
