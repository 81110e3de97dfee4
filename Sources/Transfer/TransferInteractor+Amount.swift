import Foundation
import SwippyData

extension TransferInteractor {
    // MARK: - Amount, note, confirmation

    func chooseDuePayment(whole: Bool) {
        state.update { next in
            guard let due = next.due, due.amount > 0 else { return say("This card has nothing due.", in: &next) }
            guard whole else {
                next.step = .amount
                return
            }
            take(due.amount, in: &next)
        }
    }

    func typeAmount(_ text: String) {
        state.update { next in
            if text.isEmpty, let kept = next.amount { return take(kept, in: &next) }
            guard let source = next.source else { return say("Choose the account to send from first.", in: &next) }
            switch ledger.amount(text, source: source, fee: next.fee, due: next.due?.amount) {
            case .failure(let failure): say(failure.message, in: &next)
            case .success(let amount): take(amount, in: &next)
            }
        }
    }

    func typeNote(_ text: String) {
        state.update { next in
            let note = text == "-" ? "" : text.isEmpty ? next.note : text
            switch TransferInput.note(note) {
            case .failure(let failure):
                say(failure.message, in: &next)
            case .success(let note):
                next.note = note
                next.requestID = identifiers.nextRequestID()
                next.outcome = nil
                next.attemptsLeft = nil
                next.step = .confirm
            }
        }
    }

    func confirm() {
        state.update { $0.step = .pin }
    }

    // MARK: - Private

    /// Keeps an exact amount when it passes the rules, and asks for the note.
    private func take(_ amount: Decimal, in next: inout TransferState) {
        guard let source = next.source else { return say("Choose the account to send from first.", in: &next) }
        switch ledger.check(amount, source: source, fee: next.fee, due: next.due?.amount) {
        case .failure(let failure):
            say(failure.message, in: &next)
        case .success(let amount):
            next.amount = amount
            next.step = .note
        }
    }
}
