import SwippyCore

/// What every Dispute screen shows: a title, blocks of already formatted content, numbered options,
/// extra commands and the prompt. No business types.
struct DisputeViewModel: ScreenViewModel {
    /// One part of a screen; blocks are separated by a blank line.
    enum Block: Equatable {
        /// Wrapped text.
        case text(String)
        /// Aligned label/value pairs.
        case fields([Field])
        /// A heading with aligned rows under it (rows may be empty: `emptyText` is shown).
        case table(heading: String?, rows: [[String]], rightAligned: Set<Int>, emptyText: String)
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
        /// The last-four digits typed so far (0 to 4); the rest show as "_".
        var typedDigits: String
        var holder: String
        var status: String
    }

    struct Field: Equatable {
        var label: String
        var value: String
        var tone: Tone = .plain
    }

    var title: String
    var blocks: [Block] = []
    var options: [String] = []
    /// Extra commands under the options: "n  Next page".
    var commands: [String] = []
    var prompt: Prompt = Prompt()
    /// What the flow last said; shown once by the screen.
    var notice: Notice?
    var helpLines: [String] = []

    static let initial = DisputeViewModel(title: "Disputes and support", blocks: [.text("Loading…")])

    /// The prompt of a screen with nothing left to choose.
    static let backPrompt = Prompt("Type b to go back")

    /// "Choose a card (1-6)" or "Choose a card (1)".
    static func choosePrompt(_ what: String, count: Int) -> Prompt {
        Prompt.choice("Choose \(what)", count: count)
    }
}
