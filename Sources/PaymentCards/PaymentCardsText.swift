import SwippyCore

/// What the PaymentCards screens say that more than one place uses: one wording each.
enum PaymentCardsText {
    /// What an empty list says: there are no cards, and what to do.
    static let emptyLine = "You have no payment cards yet. A card you add shows here with its due and statements."
    /// What an empty list says when the host lets the user add a card.
    static let emptyAddLine =
        "You have no payment cards yet. Type a to add one; it shows here with its due and statements."

    /// "Cards reloaded: 3 cards.", after `r` on the list.
    static func reloaded(_ count: Int) -> String {
        "Cards reloaded: \(Plural.of(count, "card"))."
    }
}
