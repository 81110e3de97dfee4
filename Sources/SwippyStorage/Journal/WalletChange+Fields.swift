import SwippyData

extension WalletChange {
    /// Every stored property of `WalletState`, each with how the journal records it. A new property of
    /// `WalletState` is one line here (`WalletChangeFieldsTests` fails until it is): `.appendOnly` for a
    /// history that only grows, `.list` for a list edited in place, `.map` for a map by key, `.value` otherwise.
    public static var fields: [WalletField] {
        [
            .list("users", \.users),
            .list("accounts", \.accounts),
            .list("cards", \.cards),
            .list("beneficiaries", \.beneficiaries),
            .appendOnly("transactions", \.transactions),
            .list("disputes", \.disputes),
            .map("security", \.security),
            .value("settings", \.settings),
            .map("userSettings", \.userSettings),
            .appendOnly("outbox", \.outbox),
            .appendOnly("completedRequests", \.completedRequests),
            .list("loanApplications", \.loanApplications),
        ]
    }
}
