import SwippyCore
import SwippyData

/// The business rules of PaymentCards: loading, paging, statements. Owns the observable state.
@MainActor
final class PaymentCardsInteractor: PaymentCardsInteracting {
    let state: ObservableValue<PaymentCardsState>
    private let repository: any PaymentCardsRepository

    init(repository: any PaymentCardsRepository, pageSize: Int) {
        self.repository = repository
        self.state = ObservableValue(PaymentCardsState(pageSize: max(1, pageSize)))
    }

    func load() {
        var next = state.value
        next.phase = .loading
        state.send(next)
        do {
            next.cards = try repository.cards()
            next.page = min(next.page, next.pageCount - 1)
            next.phase = .loaded
        } catch {
            next.cards = []
            next.page = 0
            next.phase = .failed("Could not load your cards: \(error)")
        }
        state.send(next)
    }

    func showNextPage() -> Bool {
        guard state.value.hasNextPage else { return false }
        var next = state.value
        next.page += 1
        state.send(next)
        return true
    }

    func showPreviousPage() -> Bool {
        guard state.value.hasPreviousPage else { return false }
        var next = state.value
        next.page -= 1
        state.send(next)
        return true
    }

    func card(at position: Int) -> WalletCard? {
        state.value.cards.first { $0.position == position }
    }

    func statement(for card: WalletCard) -> Result<CardStatement, PaymentCardsError> {
        do {
            let transactions = try repository.transactions(ofCard: card.card.number)
            guard let statement = CardStatement.latest(of: card.card, from: transactions) else {
                return .failure(PaymentCardsError(message: "No statement yet: this card has no transactions."))
            }
            return .success(statement)
        } catch {
            return .failure(PaymentCardsError(message: "Could not load the statement: \(error)"))
        }
    }
}
