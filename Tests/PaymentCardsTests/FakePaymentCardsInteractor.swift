import Foundation
import SwippyCore
import SwippyData

@testable import PaymentCards

/// An interactor for presenter tests: a real observable state the test sets, and a count of every intent.
@MainActor
final class FakePaymentCardsInteractor: PaymentCardsInteracting {
    let state: ObservableValue<PaymentCardsState>
    private(set) var loadCallCount = 0
    /// The direction of each `turnPage(forward:)`, in order.
    private(set) var turnedPages: [Bool] = []
    /// The position of each `openCard(position:)`, in order.
    private(set) var openedPositions: [Int] = []
    private(set) var showDetailsCallCount = 0
    private(set) var showStatementCallCount = 0
    private(set) var startAddCardCallCount = 0
    private(set) var backCallCount = 0
    /// What `back()` answers.
    var backAnswer = true
    /// When set, `load()` publishes these cards (as a reload after a change elsewhere would).
    var cardsOnLoad: [WalletCard]?

    /// A state already loaded with `cards`, on `step`.
    init(cards: [WalletCard] = [], pageSize: Int = 6, step: PaymentCardsState.Step = .list) {
        var loaded = PaymentCardsState(pageSize: pageSize)
        loaded.cards = cards
        loaded.paging = loaded.paging.resized(to: cards.count)
        loaded.phase = .loaded
        loaded.step = step
        state = ObservableValue(loaded)
    }

    /// Publishes `change` applied to the current state.
    func publish(_ change: (inout PaymentCardsState) -> Void) {
        state.update { next in
            change(&next)
            next.paging = next.paging.resized(to: next.cards.count)
        }
    }

    /// Publishes the list turned to page `page` (from 0).
    func showPage(_ page: Int) {
        publish { $0.paging = $0.paging.showing(page * $0.paging.pageSize) }
    }

    func load() {
        loadCallCount += 1
        if let cardsOnLoad { publish { $0.cards = cardsOnLoad } }
    }

    func turnPage(forward: Bool) { turnedPages.append(forward) }

    func openCard(position: Int) { openedPositions.append(position) }

    func showDetails() { showDetailsCallCount += 1 }

    func showStatement() { showStatementCallCount += 1 }

    func startAddCard() { startAddCardCallCount += 1 }

    func back() -> Bool {
        backCallCount += 1
        return backAnswer
    }
}
