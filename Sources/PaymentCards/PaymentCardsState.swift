import Foundation
import SwippyCore
import SwippyData

/// Everything the PaymentCards screens show: the loaded cards, the page of the list, the statements
/// built so far, and what the module last said.
struct PaymentCardsState: Equatable {
    enum Phase: Equatable {
        case loading
        case loaded
        case failed(String)
    }

    var phase: Phase = .loading
    var cards: [WalletCard] = []
    /// Zero-based page index.
    var page = 0
    var pageSize: Int
    /// Latest statements by card number, as last built.
    var statements: [String: Result<CardStatement, PaymentCardsError>] = [:]
    var notice: Notice?
    /// The host lets the user add a card ("a").
    var canAddCards = false
    /// The user's time zone: statement transactions show their local day in it.
    var zone = SwippyDate.utc

    var pageCount: Int { max(1, (cards.count + pageSize - 1) / pageSize) }
    var hasNextPage: Bool { page + 1 < pageCount }
    var hasPreviousPage: Bool { page > 0 }

    /// The cards on the current page.
    var visibleCards: [WalletCard] {
        let start = min(page * pageSize, cards.count)
        return Array(cards[start..<min(start + pageSize, cards.count)])
    }

    /// The card at wallet `position`, as last loaded.
    func card(at position: Int) -> WalletCard? {
        cards.first { $0.position == position }
    }

    /// What the card at `position` offers on its screen; nothing when it left the wallet.
    func options(forCardAt position: Int) -> [CardOption] {
        card(at: position).map { CardOption.offered(for: $0.card) } ?? []
    }
}
