@testable import Home

/// The app's home menu as the host gives it: the nine features' words, titles and summaries, and the shell's words.
enum HomeFixture {
    static let entries = [
        HomeEntry(word: "cards", title: "Payment cards", summary: "Your cards, dues and statements"),
        HomeEntry(word: "transfer", title: "Send money", summary: "Pay people, accounts and card dues"),
        HomeEntry(word: "dispute", title: "Disputes and support", summary: "Dispute a charge, get help, block a card"),
        HomeEntry(word: "profile", title: "Profile and settings", summary: "Details, PINs, currency, colour"),
        HomeEntry(word: "accounts", title: "Accounts", summary: "Balances, add money, withdraw, close"),
        HomeEntry(word: "history", title: "History", summary: "Search, filter, export your transactions"),
        HomeEntry(word: "credit", title: "Credit and loans", summary: "Limits, withdraw, repay, home loan, EMI"),
        HomeEntry(word: "exchange", title: "Exchange rates", summary: "Rates, charts, converter, base currency"),
    ]

    static let shellWords = ["back", "help", "home", "quit"]

    /// The menu for Asha Rao, loaded, with nothing else.
    static let asha = HomeState(userName: "Asha Rao", entries: entries, shellWords: shellWords)
}
