import Foundation
@testable import PaymentCards
import SwippyCore
import SwippyData

/// An interactor for presenter tests: a real observable state the test sets, and a count of every intent.
@MainActor
final class FakePaymentCardsInteractor: PaymentCardsInteracting {
    let state: ObservableValue<PaymentCardsState>
    private(set) var loadCallCount = 0
    private(set) var showNextPageCallCount = 0
    private(set) var showPreviousPageCallCount = 0
    private(set) var loadStatementPositions: [Int] = []
    /// When set, `load()` publishes these cards (as a reload after a change elsewhere would).
    var cardsOnLoad: [WalletCard]?

    /// A state already loaded with `cards`.
    init(cards: [WalletCard] = [], pageSize: Int = 6) {
        var loaded = PaymentCardsState(pageSize: pageSize)
        loaded.cards = cards
        loaded.paging = loaded.paging.resized(to: cards.count)
        loaded.phase = .loaded
        state = ObservableValue(loaded)
    }

    /// Publishes `change` applied to the current state.
    func publish(_ change: (inout PaymentCardsState) -> Void) {
        var next = state.value
        change(&next)
        next.paging = next.paging.resized(to: next.cards.count)
        state.send(next)
    }

    /// Publishes the list turned to page `page` (from 0).
    func showPage(_ page: Int) {
        publish { $0.paging = $0.paging.showing(page * $0.paging.pageSize) }
    }

    func load() {
        loadCallCount += 1
        if let cardsOnLoad { publish { $0.cards = cardsOnLoad } }
    }

    func showNextPage() { showNextPageCallCount += 1 }

    func showPreviousPage() { showPreviousPageCallCount += 1 }

    func loadStatement(position: Int) { loadStatementPositions.append(position) }
}
