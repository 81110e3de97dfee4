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
    var commands: [String]
    var prompt: Prompt
    /// What the flow last said; shown once by the screen.
    var notice: Notice?

    var helpLines: [String] {
        ["A number opens that card.", "n / p    next / previous page", "r        reload the cards"]
    }

    static let initial = PaymentCardsViewModel(summary: nil, content: .loading, commands: [], prompt: Prompt("Choose a card"))
}

/// What a card's own screens show: its actions, its details, or its last statement.
struct CardViewModel: ScreenViewModel {
    struct Field: Equatable {
        var label: String
        var value: String
        var tone: Tone = .plain
    }

    var title: String
    var fields: [Field]
    var sectionTitle: String?
    /// Statement rows: date, counterparty, signed amount.
    var rows: [[String]]
    var message: String?
    var options: [String]
    var prompt: Prompt
    /// What the flow last said; shown once by the screen.
    var notice: Notice?

    static let initial = CardViewModel(
        title: "Card", fields: [], sectionTitle: nil, rows: [], message: nil, options: [], prompt: Prompt())
}
