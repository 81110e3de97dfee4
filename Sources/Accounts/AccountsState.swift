import Foundation
import SwippyCore
import SwippyData

/// The whole Accounts module: where it is, the accounts, the open account's transactions and page, what is
/// being typed, and what it last said. Owned by `AccountsInteractor`; both screens observe it.
struct AccountsState: Equatable {
    /// The question being asked now. The list screen shows `list`, `addName` and `addCurrency`; the account
    /// screen the others; `moveOut` hands the open account to the host's move flow.
    enum Step: Equatable {
        case list, addName, addCurrency
        case account, depositSource, depositAmount, depositPIN, withdrawAmount, rename, close, moveOut

        var isListScreen: Bool { [.list, .addName, .addCurrency].contains(self) }
    }

    /// What the close step offers.
    enum CloseOption: Equatable {
        case confirm, move, withdraw, keep
    }

    var step = Step.list
    let currencies: [Currency]
    var accounts: [BankAccount] = []
    var openedID: String?
    var history: [Transaction] = []
    /// The page of the open account's transactions (SwippyCore's one paging).
    var paging: Paging
    /// Where a deposit can come from (every card, then a bank transfer); paged by `sourcePaging`.
    var depositSources: [String] = [] {
        didSet { sourcePaging = sourcePaging.resized(to: depositSources.count) }
    }
    /// The page of `depositSources` shown.
    var sourcePaging: Paging
    var newAccountName = ""
    var defaultName = "Account 1"
    var depositSource: String?
    /// The whole balance, offered prefilled when an account that holds money is being closed: the move flow
    /// starts with it, and Enter takes it on the withdraw step. Nil for a move or withdrawal chosen otherwise.
    var wholeBalance: Decimal?
    /// The credit line the chosen deposit source draws cash on (a card's); nil for an outside source.
    var depositLine: CreditLine?
    /// The credit terms in that line's currency: the cash cap, the fee and its rule.
    var drawTerms: CreditTerms?
    /// The checked amount of a cash draw from a card, waiting for the transaction PIN.
    var drawAmount: Decimal?
    /// The id of that draw, so a second submit of it is refused.
    var drawRequestID: String?
    /// Where a deposit comes from, as the screen names it: the chosen source, else a bank transfer.
    var depositSourceName: String { depositSource ?? Ledger.bankTransferSource }
    var notice: Notice?

    /// The user's time zone: transactions are shown at their local time in it.
    let zone: TimeZone

    init(pageSize: Int = 6, currencies: [Currency] = [], zone: TimeZone = SwippyDate.utc) {
        self.zone = zone
        self.paging = Paging(pageSize: pageSize)
        self.sourcePaging = Paging(pageSize: pageSize)
        self.currencies = currencies
    }

    /// The open account, as last loaded.
    var opened: BankAccount? { accounts.first { $0.id == openedID } }
    /// The open account's transactions on the current page.
    var visibleHistory: [Transaction] { paging.visible(history) }

    /// Other active accounts of the user in the open account's currency: where its balance can move.
    var moveTargets: [BankAccount] {
        guard let opened else { return [] }
        return accounts.filter { $0.id != opened.id && $0.status == .active && $0.currency == opened.currency }
    }

    /// The close step's options: confirm or keep an empty account; move, withdraw or keep a funded one.
    var closeOptions: [CloseOption] {
        guard let opened else { return [] }
        if opened.balance == 0 { return [.confirm, .keep] }
        return (moveTargets.isEmpty ? [] : [.move]) + [.withdraw, .keep]
    }
}
