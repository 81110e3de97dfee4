import Foundation
import SwippyCore
import SwippyData

/// Everything the PaymentCards screens show: the screen the module is on, the loaded cards, the page of the
/// list, the statements built so far, and what the module last said.
struct PaymentCardsState: Equatable {
    enum Phase: Equatable {
        case loading
        case loaded
        case failed(String)
    }

    /// The module's screen: the list, one of a card's screens (the card at wallet `position`), or the add-card
    /// flow. The router keeps the stack in step with it.
    enum Step: Equatable {
        case list
        /// The card's actions.
        case card(position: Int)
        case details(position: Int)
        case statement(position: Int)
        /// The add-card flow, whose questions are its own state's (`AddCardState`).
        case addCard

        /// The wallet position of the card this step shows; nil on the list and in the add-card flow.
        var position: Int? {
            switch self {
            case .card(let position), .details(let position), .statement(let position): position
            case .list, .addCard: nil
            }
        }
    }

    var step = Step.list
    var phase: Phase = .loading
    /// The cards loaded; the paging follows their count.
    var cards: [WalletCard] = [] {
        didSet { paging = paging.resized(to: cards.count) }
    }
    /// When the cards were loaded: a card whose expiry month is over by then shows as expired.
    var loadedAt: Date?
    /// The page of the list shown (SwippyCore's one paging and numbering).
    var paging: Paging
    /// Latest statements by card number, as last built.
    var statements: [String: Result<CardStatement, PaymentCardsError>] = [:]
    var notice: Notice?
    /// The host lets the user add a card ("a").
    var canAddCards = false
    /// The user's time zone: statement transactions show their local day in it.
    var zone = SwippyDate.utc

    /// A list `pageSize` cards to a page, nothing loaded yet.
    init(pageSize: Int) {
        paging = Paging(pageSize: pageSize)
    }

    /// The cards on the current page.
    var visibleCards: [WalletCard] { paging.visible(cards) }

    /// The card at wallet `position`, as last loaded.
    func card(at position: Int) -> WalletCard? {
        cards.first { $0.position == position }
    }

    /// What the card at `position` offers on its screen; nothing when it left the wallet.
    func options(forCardAt position: Int) -> [CardOption] {
        card(at: position).map { CardOption.offered(for: $0.card) } ?? []
    }

    /// What the screen on top offers: the options of the card whose actions it shows, else nothing.
    var shownOptions: [CardOption] {
        guard case .card(let position) = step else { return [] }
        return options(forCardAt: position)
    }
}
