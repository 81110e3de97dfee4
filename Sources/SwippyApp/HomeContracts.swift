import SwippyCore
import SwippyData

/// Where the home menu reads who is signed in. The app's `HomeDataAdapter` implements it.
@MainActor
protocol HomeRepository: AnyObject {
    /// The signed-in user's name, or nil when the session has no known user.
    func signedInUserName() -> String?
    /// The signed-in user's money at a glance; nil while nobody is signed in.
    func moneySummary() -> MoneySummary?
}

/// The home menu's intents: what its presenter may ask of its interactor.
@MainActor
protocol HomeInteracting: AnyObject {
    /// The menu's state; the presenter observes it.
    var state: ObservableValue<HomeState> { get }
    /// Reads the signed-in user's name again (it may have changed in Profile).
    func load()
}

/// What the home presenter asks of the app router.
@MainActor
protocol HomeRouting: AnyObject {
    /// Opens the feature whose home word is `word`.
    func openFeature(_ word: String)
}
