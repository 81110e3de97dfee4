import Foundation
import SwippyCore
import SwippyData

// MARK: - Host contracts

/// What Accounts asks of the wallet, for the signed-in user. The app adapts its wallet store to this; the
/// money rules themselves are SwippyData's `Ledger`; tests use a fake. Writing intents throw only when saving fails.
@MainActor
public protocol AccountsRepository: AnyObject {
    /// The signed-in user's accounts, in wallet order, closed ones included.
    func accounts() -> [BankAccount]
    /// The transactions of one of those accounts, newest first.
    func history(ofAccount id: String) -> [Transaction]
    /// Where a deposit may come from: the user's cards by name, then "Bank transfer".
    func depositSources() -> [String]
    /// The name a new account gets when none is typed ("Account N").
    func defaultAccountName() -> String
    /// A typed name checked for form and uniqueness (`except`: the account being renamed).
    func checkName(_ text: String, except accountID: String?) -> Result<String, TransferFailure>
    /// Opens an empty account (a blank name takes the default).
    func addAccount(name: String, currency: String) throws -> Result<BankAccount, TransferFailure>
    /// Renames an open account.
    func rename(accountID: String, to name: String) throws -> Result<BankAccount, TransferFailure>
    /// Closes an empty account; refused while it holds money.
    func close(accountID: String) throws -> Result<BankAccount, TransferFailure>
    /// Why a deposit cannot come from `source` now, in words (a card that is blocked, inactive, expired or has no
    /// credit line); nil when it can. Asked when the source is chosen, before the amount and before any PIN.
    func depositRefusal(from source: String) -> TransferFailure?
    /// The credit line a deposit from `source` draws cash on (a card's); nil for an outside source.
    func depositLine(from source: String) -> CreditLine?
    /// A new id for a cash draw, so a second submit of the same draw is refused.
    func newRequestID() -> String
    /// Adds money from an outside source ("Bank transfer"); a card source is refused here (see `drawCash`).
    func deposit(
        _ amount: Decimal, into accountID: String, from source: String
    ) throws -> Result<Transaction, TransferFailure>
    /// Adds money from a card: a cash draw on its credit line confirmed with the transaction PIN, the same gate
    /// and rule as Credit's withdrawal.
    func drawCash(
        _ amount: Decimal, into accountID: String, from source: String, pin: String, requestID: String
    ) throws -> TransferSubmission
    /// Takes money out to outside Swippy.
    func withdraw(_ amount: Decimal, from accountID: String) throws -> Result<Transaction, TransferFailure>
}

/// What the host must give Accounts.
@MainActor
public protocol AccountsDependency: AnyObject {
    /// The wallet, through intents.
    var accountsRepository: any AccountsRepository { get }
    /// Currencies, limits and page size.
    var accountsReferenceData: ReferenceData { get }
    /// The user's time zone (from the environment, read once by the host): times are shown in it.
    var accountsTimeZone: TimeZone { get }
}

/// What Accounts asks of its host: flows that live in other modules.
@MainActor
public protocol AccountsListener: AnyObject {
    /// The user wants to move money from `account` to another own account; the host opens that flow, with
    /// `amount` prefilled when there is one (the whole balance, when the user is closing the account).
    func accountsDidRequestMove(from account: BankAccount, amount: Decimal?)
}

// MARK: - Layers of the module

/// The module's intents. Each one reads the state, computes the next one and sends it once.
@MainActor
protocol AccountsInteracting: AnyObject {
    /// Everything the module's screens show.
    var state: ObservableValue<AccountsState> { get }

    /// Reads the accounts (and the open account's transactions) again.
    func load()
    /// Opens the account at `index` of the list.
    func open(at index: Int)
    /// Starts adding an account: its name is asked first.
    func startAdd()
    /// Takes the typed name of the new account (empty takes the default).
    func typeNewAccountName(_ text: String)
    /// Opens the new account in the currency at `index` of `AccountsState.currencies`.
    func chooseCurrency(at index: Int)
    /// Turns the list the step shows `forward` (or back): the deposit sources while choosing one, else the open
    /// account's transactions; says so when there is no page there.
    func turnPage(forward: Bool)
    /// Starts an action on the open account.
    func choose(_ action: AccountOption)
    /// Chooses where a deposit comes from, at `index` of `AccountsState.depositSources`.
    func chooseDepositSource(at index: Int)
    /// Takes the typed amount of a deposit or a withdrawal.
    func typeAmount(_ text: String)
    /// Confirms a cash draw from a card with the transaction PIN (never kept in the state).
    func submitDraw(pin: String)
    /// Takes the typed new name of the open account.
    func typeRename(_ text: String)
    /// Answers the close step with the option at `index` of `AccountsState.closeOptions`.
    func chooseCloseOption(at index: Int)
    /// Steps back (a form to its screen, an account to the list); false on the list.
    func back() -> Bool
}
