import SwippyCore
import SwippyData

/// The whole state of a card-service flow, owned by `CardServicesInteractor`. Both services start with
/// the same step: the card chosen on a card's screen, or a pick from the user's cards.
///
/// Blocking: card → reason → transaction PIN → done (or locked). Activation: card → last 4 digits →
/// y/n → done.
struct CardServicesState: Equatable {
    enum Service: Equatable { case block, activation }

    enum Step: Equatable {
        /// Choose from `cards`.
        case card
        /// Blocking: why.
        case reason
        /// Blocking: the transaction PIN.
        case pin
        /// Activation: the last 4 digits, typed a few at a time.
        case digits
        /// Activation: the digits match; y/n.
        case confirm
        /// The card changed.
        case done
        /// Blocking: the transaction PIN is locked, the card was not blocked.
        case locked
        /// The flow cannot start (the card is gone or refused, the cards could not be read).
        case unavailable(String)
    }

    var service = Service.block
    /// True when the card was chosen before the flow started: there is no card step to go back to.
    var cardWasPreset = false
    var step = Step.card
    /// The cards to choose from.
    var cards: [WalletCard] = [] {
        didSet { paging = paging.resized(to: cards.count) }
    }
    /// The page of `cards` shown (SwippyCore's one paging and numbering).
    var paging = Paging(pageSize: 6)
    var card: WalletCard?
    var reason: BlockReason?
    /// The last-four digits typed so far.
    var typed = ""
    /// What the flow last said; each screen shows a new one once.
    var notice: Notice?

    /// Says `text` once: the next notice of this flow.
    mutating func say(_ text: String) {
        notice = Notice(text, after: notice)
    }
}
