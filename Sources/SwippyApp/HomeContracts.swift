import SwippyCore
import SwippyData

/// Where the home menu reads who is signed in. The app's `HomeDataAdapter` implements it.
@MainActor
protocol HomeRepository: AnyObject {
    /// The signed-in user's name, or nil when the session has no known user.
    func signedInUserName() -> String?
    /// The signed-in user's money at a glance; nil while nobody is signed in.
    func moneySummary() -> MoneySummary?
    /// The most recent payees (up to three) as one-step entries into a prefilled send.
    func quickTransfers() -> [QuickTransfer]
}

/// One quick transfer on the home screen: who it pays, what it sent last time, and the send it opens.
struct QuickTransfer: Equatable {
    /// "Rahul Mehta".
    var payee: String
    /// "₹500.00 from Savings last time".
    var detail: String
    var prefill: TransferPrefill
}

/// The home menu's intents: what its presenter may ask of its interactor.
@MainActor
protocol HomeInteracting: AnyObject {
    /// The menu's state; the presenter observes it.
    var state: ObservableValue<HomeState> { get }
    /// Reads the signed-in user's name again (it may have changed in Profile).
    func load()
}

/// What the home presenter asks of its router.
@MainActor
protocol HomeRouting: AnyObject {
    /// Opens the feature whose home word is `word`.
    func openFeature(_ word: String)
    /// Opens Transfer prefilled for a quick transfer.
    func openQuickTransfer(_ prefill: TransferPrefill)
}

/// What the home menu asks of its host (the app router): the features live in other modules.
@MainActor
protocol HomeListener: AnyObject {
    /// The user chose the feature whose home word is `word`.
    func homeDidChooseFeature(_ word: String)
    /// The user chose a quick transfer: Transfer, prefilled, starting on the amount.
    func homeDidChooseQuickTransfer(_ prefill: TransferPrefill)
}

/// Everything the home menu shows: who is signed in and the features on offer.
struct HomeState: Equatable {
    /// The signed-in user's name; nil until loaded, or when the session has no known user.
    var userName: String?
    /// The features, in menu order.
    var entries: [FeatureEntry]
    /// Total, balances, credit lines and newest transactions, recomputed on every load.
    var money: MoneySummary? = nil
    /// The most recent payees as quick transfers (`t1`…`t3`).
    var quick: [QuickTransfer] = []
}
