import Home
import SwippyCore

/// A home menu entry: the word that opens it, what it is called, and how the app router builds it. The home
/// module gets only what it shows (`home`); the build stays here, with the router that runs it.
struct FeatureEntry: Equatable {
    var word: String
    var title: String
    var summary: String
    var build: @MainActor (AppRouter) -> any Screen

    /// What the home menu shows of this entry.
    var home: HomeEntry { HomeEntry(word: word, title: title, summary: summary) }

    /// Two entries are equal when they show the same: the build closure of a word never changes.
    static func == (lhs: FeatureEntry, rhs: FeatureEntry) -> Bool {
        lhs.word == rhs.word && lhs.title == rhs.title && lhs.summary == rhs.summary
    }
}
