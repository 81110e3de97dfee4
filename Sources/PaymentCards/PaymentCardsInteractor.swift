import Foundation
import SwippyCore
import SwippyData

/// The business rules of PaymentCards: loading, paging, statements, and which screen the module is on. Owns
/// the observable state; hears the add-card flow end.
@MainActor
final class PaymentCardsInteractor: PaymentCardsInteracting, AddCardListener {
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
            if case .statement(let position) = next.step, let card = next.card(at: position) {
                next.statements[card.card.number] = statement(for: card)
            }
        }
    }

    func turnPage(forward: Bool) {
        state.update { next in
            if let refusal = next.paging.turn(forward: forward) { next.notice = Notice(refusal, after: next.notice) }
        }
    }

    func openCard(position: Int) {
        state.update { next in
            guard next.card(at: position) != nil else { return }
            next.step = .card(position: position)
        }
    }

    func showDetails() {
        state.update { next in
            guard case .card(let position) = next.step else { return }
            next.step = .details(position: position)
        }
    }

    func showStatement() {
        state.update { next in
            guard case .card(let position) = next.step, let card = next.card(at: position) else { return }
            next.statements[card.card.number] = statement(for: card)
            next.step = .statement(position: position)
        }
    }

    func startAddCard() {
        state.update { next in
            guard next.canAddCards else { return }
            next.step = .addCard
        }
    }

    func back() -> Bool {
        let previous: PaymentCardsState.Step? =
            switch state.value.step {
            case .list: nil
            case .card, .addCard: .list
            case .details(let position), .statement(let position): .card(position: position)
            }
        guard let previous else { return false }
        state.update { $0.step = previous }
        return true
    }

    func addCardDidFinish() {
        state.update { next in
            guard next.step == .addCard else { return }
            next.step = .list
        }
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
