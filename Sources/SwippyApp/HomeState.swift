import SwippyData

/// Everything the home menu shows: who is signed in and the features on offer.
struct HomeState: Equatable {
    /// The signed-in user's name; nil until loaded, or when the session has no known user.
    var userName: String?
    /// The features, in menu order.
    var entries: [FeatureEntry]
    /// Total, balances, credit lines and newest transactions, recomputed on every load.
    var money: MoneySummary? = nil
}
