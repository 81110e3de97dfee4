import SwippyCore

/// What every Dispute screen shows: a title, parts of already formatted content, numbered options,
/// extra commands and the prompt. No business types.
struct DisputeViewModel: ScreenViewModel {
    /// One part of a screen; the View draws each as SwippyCore blocks, parts separated by a blank line.
    enum Part: Equatable {
        /// Wrapped text.
        case text(String)
        /// Aligned label/value pairs.
        case fields([Field])
        /// A heading with rows in columns under it (rows may be empty: `emptyText` is shown). Each column
        /// says what gives way on a narrow screen: amounts, ids and statuses are kept, names shrink.
        case table(heading: String?, columns: [Block.Column], rows: [[String]], emptyText: String)
        /// The card drawn as a picture, with the last-four digits typed so far.
        case card(CardFace)
        /// A failure to load.
        case error(String)
    }

    /// What the card picture shows.
    struct CardFace: Equatable {
        var bank: String
        var network: String
        var title: String
        /// The masked number before its last four, grouped by network: "•••• •••• •••• ".
        var maskedStart: String
        /// The last-four digits typed so far (0 to 4); the rest show as "_".
        var typedDigits: String
        var holder: String
        var status: String
    }

    /// "Status  open": a label and its value. A toned value is a status pill; a kept value (an amount, a
    /// masked number, a date) is never cut or wrapped.
    struct Field: Equatable {
        var label: String
        var value: String
        var tone: Tone = .plain
        var keep = false
    }

    var title: String
    var parts: [Part] = []
    var options: [String] = []
    /// The number of the first option: a page of a paged list numbers on from the pages before it.
    var firstOption = 1
    /// Extra commands under the options: "n  Next page".
    var commands: [Block.Command] = []
    var prompt: Prompt = Prompt()
    /// What the flow last said; shown once by the screen.
    var notice: Notice?
    var helpLines: [String] = []

    static let initial = DisputeViewModel(title: "Disputes and support", parts: [.text("Loading…")])

    /// "Choose a card (1-6)" or "Choose a card (1)".
    static func choosePrompt(_ what: String, count: Int) -> Prompt {
        Prompt.choice("Choose \(what)", count: count)
    }
}
