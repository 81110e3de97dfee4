import SwippyCore
import SwippyData

// MARK: - Host contracts

/// Where the home menu reads the signed-in user and their money. The app's `HomeDataAdapter` implements it;
/// tests use a fake.
@MainActor
public protocol HomeRepository: AnyObject {
    /// The signed-in user's name, or nil when the session has no known user.
    func signedInUserName() -> String?
    /// The signed-in user's money at a glance, keeping at most `creditLinesKept` credit lines (and their count);
    /// nil while nobody is signed in.
    func moneySummary(creditLinesKept: Int) -> MoneySummary?
    /// The most recent payees (up to three) as one-step entries into a prefilled send.
    func quickTransfers() -> [QuickTransfer]
}

/// What the host must give the home menu.
@MainActor
public protocol HomeDependency: AnyObject {
    /// The signed-in user's name and money.
    var homeRepository: any HomeRepository { get }
}

/// What the home menu asks of its host: every feature it offers lives in another module.
@MainActor
public protocol HomeListener: AnyObject {
    /// The user chose the feature whose home word is `word`.
    func homeDidChooseFeature(_ word: String)
    /// The user chose a quick transfer: Transfer, prefilled, starting on the amount.
    func homeDidChooseQuickTransfer(_ prefill: TransferPrefill)
}

/// One feature on the home menu: the word that opens it, its title and what it offers. The host builds the
/// feature; the menu only shows it and hands its word back.
public struct HomeEntry: Equatable, Sendable {
    /// "cards": typed at the home prompt, it opens the feature.
    public var word: String
    /// "Payment cards".
    public var title: String
    /// "Your cards, dues and statements".
    public var summary: String

    /// An entry opened by `word`, shown as `title` with `summary`.
    public init(word: String, title: String, summary: String) {
        self.word = word
        self.title = title
        self.summary = summary
    }
}

/// One quick transfer on the home screen: who it pays, what it sent last time, and the send it opens.
public struct QuickTransfer: Equatable, Sendable {
    /// "Rahul Mehta".
    public var payee: String
    /// "₹500.00 from Savings last time".
    public var detail: String
    /// The send the host opens when the user chooses it.
    public var prefill: TransferPrefill

    /// A quick transfer to `payee`, described by `detail`, opening `prefill`.
    public init(payee: String, detail: String, prefill: TransferPrefill) {
        self.payee = payee
        self.detail = detail
        self.prefill = prefill
    }
}

// MARK: - Layers of the module

/// The home menu's intents: what its presenter may ask of its interactor.
@MainActor
protocol HomeInteracting: AnyObject {
    /// The menu's state; the presenter observes it and the router follows its step.
    var state: ObservableValue<HomeState> { get }
    /// Reads the signed-in user's name, money and quick transfers again (they may have changed elsewhere).
    func load()
}

/// Where the home presenter may send the user: always out of the module, to the host.
enum HomeDestination: Equatable {
    /// The feature whose home word this is.
    case feature(String)
    /// Transfer, prefilled for a quick transfer.
    case quickTransfer(TransferPrefill)
}

/// What the home presenter asks of its router: leaving the module.
@MainActor
protocol HomeRouting: AnyObject {
    /// Hands `destination` to the host (the listener).
    func navigate(to destination: HomeDestination)
}
