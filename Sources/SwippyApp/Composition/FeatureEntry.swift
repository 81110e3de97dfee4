import SwippyCore

/// A home menu entry: the word that opens it, what it is called, and how the app router builds it.
struct FeatureEntry: Equatable {
    var word: String
    var title: String
    var summary: String
    var build: @MainActor (AppRouter) -> any Screen

    /// Two entries are equal when they show the same: the build closure of a word never changes.
    static func == (lhs: FeatureEntry, rhs: FeatureEntry) -> Bool {
        lhs.word == rhs.word && lhs.title == rhs.title && lhs.summary == rhs.summary
    }
}
