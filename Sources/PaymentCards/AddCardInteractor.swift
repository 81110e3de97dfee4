import Foundation
import SwippyCore
import SwippyData

/// The add-card flow's one state machine: number (Luhn, 12–19 digits, spaces allowed), expiry (MM/YY, not past),
/// holder name, bank from the list, confirmation showing the detected network; then the masked card is saved.
/// When the flow ends it tells its listener (held weakly).
@MainActor
final class AddCardInteractor: AddCardInteracting {
    let state: ObservableValue<AddCardState>
    private let repository: any AddCardRepository
    private weak var listener: (any AddCardListener)?

    init(repository: any AddCardRepository, listener: (any AddCardListener)?) {
        self.repository = repository
        self.listener = listener
        self.state = ObservableValue(AddCardState(banks: repository.cardBanks()))
    }

    func type(_ text: String) {
        state.update { next in
            // After stepping back, Enter keeps the answer given before and moves on.
            if text.trimmingCharacters(in: .whitespaces).isEmpty, let kept = next.step.next, next.kept != nil {
                next.step = kept
                return
            }
            switch next.step {
            case .number:
                switch CardNumber.parse(text) {
                case .failure(let problem): say(problem.description, in: &next)
                case .success(let number):
                    if let refusal = repository.duplicateRefusal(number: number) { return say(refusal, in: &next) }
                    next.number = number
                    next.step = .expiry
                }
            case .expiry:
                switch CardExpiry.parse(text, now: repository.now()) {
                case .failure(let failure): say(failure.message, in: &next)
                case .success(let expiry):
                    next.expiry = expiry
                    next.step = .holder
                }
            case .holder:
                switch Ledger.holderName(text) {
                case .failure(let failure): say(failure.message, in: &next)
                case .success(let name):
                    next.holder = name
                    next.step = .bank
                }
            case .confirm:
                say("Answer y (yes) or n (no).", in: &next)
            case .bank, .done:
                return
            }
        }
    }

    func chooseBank(at index: Int) {
        state.update { next in
            guard next.step == .bank, next.banks.indices.contains(index), let number = next.number else { return }
            let bank = next.banks[index]
            if let refusal = repository.duplicateRefusal(lastFour: number.lastFour, bank: bank) {
                return say(refusal, in: &next)
            }
            next.bank = bank
            next.step = .confirm
        }
    }

    func answer(_ answer: YesNo) {
        state.update { next in
            guard next.step == .confirm else { return }
            guard answer == .yes else {
                next.step = .done
                next.number = nil
                return say("Cancelled: no card was added.", in: &next)
            }
            guard let number = next.number, let expiry = next.expiry, let holder = next.holder, let bank = next.bank
            else { return }
            do {
                switch try repository.addCard(
                    NewCardDetails(number: number, expiry: expiry, holderName: holder, bankName: bank))
                {
                case .failure(let failure): say(failure.message, in: &next)
                case .success(let card):
                    next.saved = card
                    next.number = nil
                    next.step = .done
                }
            } catch {
                say("Could not save the card: \(error). No card was added.", in: &next)
            }
        }
    }

    func close() {
        listener?.addCardDidFinish()
    }

    func back() -> Bool {
        let step = state.value.step
        guard step != .number, step != .done, let previous = AddCardState.Step(rawValue: step.rawValue - 1) else {
            guard let listener else { return false }
            listener.addCardDidFinish()
            return true
        }
        state.update { $0.step = previous }
        return true
    }

    private func say(_ text: String, in next: inout AddCardState) {
        next.notice = Notice(text, after: next.notice)
    }
}
