import SwippyCore
import SwippyData

/// The rules of card services: blocking is confirmed by the transaction PIN and cannot be undone;
/// activation changes only after the card's last four digits are typed, and never for a blocked card.
@MainActor
final class CardServicesInteractor: CardServicesInteracting {
    private let repository: any DisputeRepository
    private let maxWrongAttempts: Int

    init(repository: any DisputeRepository, maxWrongAttempts: Int) {
        self.repository = repository
        self.maxWrongAttempts = max(1, maxWrongAttempts)
    }

    func cards() -> Result<[WalletCard], DisputeError> {
        do {
            return .success(try repository.cards())
        } catch {
            return .failure(DisputeError("Could not load your cards: \(error)"))
        }
    }

    func card(at position: Int) -> WalletCard? {
        (try? repository.cards())?.first { $0.position == position }
    }

    // MARK: - Blocking

    func blockRefusal(_ card: WalletCard) -> DisputeError? {
        guard card.card.effectiveStatus == .blocked else { return nil }
        let reason = card.card.blockReason.map { " (\($0))" } ?? ""
        return DisputeError("\(card.card.title) is already blocked\(reason); blocking cannot be undone.")
    }

    func block(_ card: WalletCard, reason: BlockReason, pin: String) -> BlockOutcome {
        guard let current = self.card(at: card.position), current.card.number == card.card.number else {
            return .refused(DisputeError("This card is no longer in your wallet."))
        }
        if let refusal = blockRefusal(current) { return .refused(refusal) }
        guard pin.count == 6, pin.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            return .refused(DisputeError("A transaction PIN is 6 digits."))
        }
        do {
            switch try repository.blockCard(at: card.position, reason: reason.rawValue, pin: pin, maxAttempts: maxWrongAttempts) {
            case .accepted:
                var blocked = current
                blocked.card.status = .blocked
                blocked.card.blockReason = reason.rawValue
                return .blocked(self.card(at: card.position) ?? blocked)
            case .wrong(let left): return .wrongPIN(attemptsLeft: left)
            case .locked: return .locked
            }
        } catch {
            return .refused(DisputeError("The card was not blocked: \(error)"))
        }
    }

    // MARK: - Activation

    func activationRefusal(_ card: WalletCard) -> DisputeError? {
        guard card.card.effectiveStatus == .blocked else { return nil }
        return DisputeError("\(card.card.title) is blocked: a blocked card cannot be activated.")
    }

    func appendDigits(_ input: String, to typed: String) -> Result<String, DisputeError> {
        let entry = input.replacingOccurrences(of: " ", with: "")
        guard !entry.isEmpty else { return .failure(DisputeError("Type the digits, for example 3456.")) }
        guard entry.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            return .failure(DisputeError("Only digits 0-9: type the last 4 digits of the card number."))
        }
        let combined = typed + entry
        guard combined.count <= 4 else {
            return .failure(DisputeError("That makes \(combined.count) digits; the card needs exactly 4."))
        }
        return .success(combined)
    }

    func matchesLastFour(_ typed: String, of card: WalletCard) -> Bool {
        typed.count == 4 && typed == card.card.lastFour
    }

    func toggleActivation(_ card: WalletCard) -> Result<WalletCard, DisputeError> {
        guard let current = self.card(at: card.position), current.card.number == card.card.number else {
            return .failure(DisputeError("This card is no longer in your wallet."))
        }
        if let refusal = activationRefusal(current) { return .failure(refusal) }
        let next: CardStatus = current.card.effectiveStatus == .active ? .inactive : .active
        do {
            try repository.setCardStatus(at: card.position, to: next)
            var changed = current
            changed.card.status = next
            return .success(self.card(at: card.position) ?? changed)
        } catch {
            return .failure(DisputeError("The card was not changed: \(error)"))
        }
    }
}
