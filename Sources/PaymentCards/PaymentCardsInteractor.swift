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
        let loaded = Result { (cards: try repository.cards(), at: repository.now()) }
        state.update { next in
            switch loaded {
            case .success(let loaded):
                next.cards = loaded.cards
                next.loadedAt = loaded.at
                next.paging = next.paging.resized(to: next.cards.count)
                next.phase = .loaded
            case .failure(let error):
                next.cards = []
                next.paging = Paging(pageSize: next.paging.pageSize)
                next.phase = .failed("Could not load your cards: \(error)")
            }
            next.statements = [:]
        }
    }

    func turnPage(forward: Bool) {
        state.update { next in
            if let refusal = next.paging.turn(forward: forward) { next.notice = Notice(refusal, after: next.notice) }
        }
    }

    func loadStatement(position: Int) {
        guard let card = state.value.card(at: position) else { return }
        let statement = statement(for: card)
        state.update { $0.statements[card.card.number] = statement }
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
