import SwippyCore

/// What the card list shows: already formatted text, no business types.
struct PaymentCardsViewModel: ScreenViewModel {
    enum Content: Equatable {
        case loading
        case failed(String)
        case empty(String)
        case cards([CardRow])
    }

    /// One card in the list.
    struct CardRow: Equatable {
        var number: Int
        var title: String
        var network: String
        var bank: String
        var maskedNumber: String
        var holder: String
        var due: String
        var dueState: String
        var dueTone: Tone
        /// "Blocked" or "Inactive"; nil for an active card.
        var status: String?
    }

    var summary: String?
    var content: Content
    /// Extra commands below the list: "n  Next page".
    var commands: [Block.Command]
    var prompt: Prompt
    /// What the flow last said; shown once by the screen.
    var notice: Notice?

    var helpLines: [String] {
        if case .empty = content { return Self.emptyHelp }
        return [
            "A number opens that card (its number in the whole list, on any page).", "n / p    next / previous page",
            "r        reload the cards",
        ]
    }

    /// `?` on an empty list: nothing to choose or page through.
    static let emptyHelp = ["You have no cards yet, so there is nothing to choose here.", "r        reload the cards"]

    static let initial = PaymentCardsViewModel(
        summary: nil, content: .loading, commands: [], prompt: Prompt("Choose a card"))
}
