import Foundation
import SwippyCore
import SwippyData

/// The business rules of PaymentCards: loading, paging, statements. Owns the observable state.
@MainActor
final class PaymentCardsInteractor: PaymentCardsInteracting {
    let state: ObservableValue<PaymentCardsState>
    private let repository: any PaymentCardsRepository

    init(repository: any PaymentCardsRepository, pageSize: Int, zone: TimeZone, canAddCards: Bool = false) {
        self.repository = repository
        var initial = PaymentCardsState(pageSize: max(1, pageSize))
        initial.canAddCards = canAddCards
        initial.zone = zone
        self.state = ObservableValue(initial)
    }

    func load() {
        var next = state.value
        do {
            next.cards = try repository.cards()
            next.loadedAt = repository.now()
            next.paging = next.paging.resized(to: next.cards.count)
            next.phase = .loaded
        } catch {
            next.cards = []
            next.paging = Paging(pageSize: next.paging.pageSize)
            next.phase = .failed("Could not load your cards: \(error)")
        }
        next.statements = [:]
        state.send(next)
    }

    func showNextPage() {
        var next = state.value
        if let refusal = next.paging.turn(forward: true) { next.notice = Notice(refusal, after: next.notice) }
        state.send(next)
    }

    func showPreviousPage() {
        var next = state.value
        if let refusal = next.paging.turn(forward: false) { next.notice = Notice(refusal, after: next.notice) }
        state.send(next)
    }

    func loadStatement(position: Int) {
        guard let card = state.value.card(at: position) else { return }
        var next = state.value
        next.statements[card.card.number] = statement(for: card)
        state.send(next)
    }

    private func statement(for card: WalletCard) -> Result<CardStatement, PaymentCardsError> {
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
