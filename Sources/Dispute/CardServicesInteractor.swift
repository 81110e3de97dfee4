import SwippyCore
import SwippyData

/// The card services: blocking is confirmed by the transaction PIN and cannot be undone; activation
/// changes only after the card's last four digits are typed, and never for a blocked card. Owns the
/// flow's whole state; every intent changes it with one `state.update`.
@MainActor
final class CardServicesInteractor: CardServicesInteracting {
    let state = ObservableValue(CardServicesState())
    private let repository: any DisputeRepository
    private let maxWrongAttempts: Int
    private let pageSize: Int

    init(repository: any DisputeRepository, maxWrongAttempts: Int, pageSize: Int = 6) {
        self.repository = repository
        self.maxWrongAttempts = max(1, maxWrongAttempts)
        self.pageSize = max(1, pageSize)
    }

    // MARK: - The shared first step

    func begin(_ service: CardServicesState.Service, preset position: Int?) {
        state.update { next in
            next = CardServicesState(service: service, cardWasPreset: position != nil, notice: next.notice)
            start(service, preset: position, in: &next)
        }
    }

    /// The first step of `service`: the preset card's first question (or why it cannot be used), or the cards
    /// to choose from.
    private func start(_ service: CardServicesState.Service, preset position: Int?, in next: inout CardServicesState) {
        if let position {
            if let card = card(at: position) {
                if let refusal = refusal(of: card, for: service) {
                    next.step = .unavailable(refusal.message)
                } else {
                    next.card = card
                    next.step = service == .block ? .reason : .digits
                }
            } else {
                next.step = .unavailable("This card is no longer in your wallet.")
            }
        } else {
            do {
                next.cards = try repository.cards()
                next.paging = Paging(itemCount: next.cards.count, pageSize: pageSize)
            } catch {
                next.step = .unavailable("Could not load your cards: \(error)")
            }
        }
    }

    func chooseCard(at index: Int) {
        state.update { next in
            guard next.step == .card, next.cards.indices.contains(index) else { return }
            let chosen = next.cards[index]
            next.paging = next.paging.showing(index)
            if let refusal = refusal(of: chosen, for: next.service) { return next.say(refusal.message) }
            next.card = chosen
            next.typed = ""
            next.step = next.service == .block ? .reason : .digits
        }
    }

    func turnCardsPage(forward: Bool) {
        state.update { next in
            guard next.step == .card else { return }
            if let refusal = next.paging.turn(forward: forward) { next.say(refusal) }
        }
    }

    func stepBack() -> Bool {
        var steppedBack = true
        state.update { next in
            switch next.step {
            case .reason where !next.cardWasPreset: next.step = .card
            case .pin: next.step = .reason
            case .confirm: next.step = .digits
            case .digits where !next.cardWasPreset: next.step = .card
            default: steppedBack = false
            }
            if steppedBack, next.service == .activation { next.typed = "" }
        }
        return steppedBack
    }

    // MARK: - Blocking

    func chooseReason(at index: Int) {
        state.update { next in
            guard next.step == .reason, BlockReason.allCases.indices.contains(index) else { return }
            next.reason = BlockReason.allCases[index]
            next.step = .pin
        }
    }

    func block(pin: String) {
        state.update { next in
            guard next.step == .pin, let card = next.card, let reason = next.reason else { return }
            guard let current = self.card(at: card.position), current.card.number == card.card.number else {
                return next.say("This card is no longer in your wallet.")
            }
            if let refusal = CardServicesRules.blockRefusal(current) ?? CardServicesRules.malformedPIN(pin) {
                return next.say(refusal.message)
            }
            do {
                let check = try repository.blockCard(
                    at: card.position, reason: reason.rawValue, pin: pin, maxAttempts: maxWrongAttempts)
                switch check {
                case .accepted:
                    next.card = self.card(at: card.position) ?? current
                    next.step = .done
                    next.say("\(current.card.displayTitle) is blocked.")
                case .wrong(let left):
                    next.say(
                        left == 1 ? "Wrong transaction PIN. 1 try left." : "Wrong transaction PIN. \(left) tries left.")
                case .locked:
                    next.step = .locked
                    next.say("Too many wrong transaction PINs: the card was not blocked.")
                }
            } catch {
                next.say("The card was not blocked: \(error)")
            }
        }
    }

    // MARK: - Activation

    func enterDigits(_ input: String) {
        state.update { next in
            guard next.step == .digits, let card = next.card else { return }
            switch CardServicesRules.appendDigits(input, to: next.typed) {
            case .failure(let error):
                next.say(error.message)
            case .success(let digits) where digits.count < 4:
                next.typed = digits
            case .success(let digits) where CardServicesRules.matchesLastFour(digits, of: card):
                next.typed = digits
                next.step = .confirm
            case .success(let digits):
                next.typed = ""
                next.say(
                    "\(digits) does not match the last 4 digits of this card; they were cleared. "
                        + "Type the last 4 digits again.")
            }
        }
    }

    func clearDigits() {
        state.update { next in
            guard next.step == .digits else { return }
            guard !next.typed.isEmpty else {
                return next.say("Nothing to clear: no digits are typed yet. Type the last 4 digits.")
            }
            next.typed = ""
            next.say("Cleared. Type the last 4 digits of the card number.")
        }
    }

    func answerChange(_ answer: YesNo?) {
        state.update { next in
            guard next.step == .confirm, let card = next.card else { return }
            switch answer {
            case .yes:
                switch toggle(card) {
                case .success(let changed):
                    next.card = changed
                    next.step = .done
                    next.say("\(changed.card.displayTitle) is now \(changed.card.effectiveStatus.label.lowercased()).")
                case .failure(let error):
                    next.say(error.message)
                }
            case .no:
                next.step = .digits
                next.typed = ""
                next.say("Nothing changed.")
            case nil:
                next.say("Type y to confirm or n to leave the card as it is.")
            }
        }
    }

    // MARK: - Private

    /// The card at wallet `position`, freshly read.
    private func card(at position: Int) -> WalletCard? {
        (try? repository.cards())?.first { $0.position == position }
    }

    private func refusal(of card: WalletCard, for service: CardServicesState.Service) -> DisputeError? {
        service == .block ? CardServicesRules.blockRefusal(card) : CardServicesRules.activationRefusal(card)
    }

    /// Activates an inactive card or deactivates an active one; refuses a blocked card.
    private func toggle(_ card: WalletCard) -> Result<WalletCard, DisputeError> {
        guard let current = self.card(at: card.position), current.card.number == card.card.number else {
            return .failure(DisputeError("This card is no longer in your wallet."))
        }
        if let refusal = CardServicesRules.activationRefusal(current) { return .failure(refusal) }
        let activate = current.card.effectiveStatus != .active
        do {
            try repository.setCardActive(at: card.position, activate)
            var changed = current
            changed.card.status = activate ? .active : .inactive
            return .success(self.card(at: card.position) ?? changed)
        } catch {
            return .failure(DisputeError("The card was not changed: \(error)"))
        }
    }
}
