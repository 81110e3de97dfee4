import Foundation
import SwippyCore
import SwippyData

/// The Transfer flow's one state machine. Each intent reads `state`, works out the next state with the
/// wallet's intents (`TransferRepository`) and the money rules (`Ledger`), and sends it once.
@MainActor
final class TransferInteractor: TransferInteracting {
    let state: ObservableValue<TransferState>
    let repository: any TransferRepository
    let ledger: Ledger
    let identifiers: any TransferIdentifierSource

    init(
        repository: any TransferRepository, reference: ReferenceData, identifiers: any TransferIdentifierSource,
        zone: TimeZone,
        payingCard card: WalletCard? = nil, ownAccountFrom sourceID: String? = nil, moving amount: Decimal? = nil,
        prefill: TransferPrefill? = nil
    ) {
        let ledger = Ledger(reference: reference)
        self.repository = repository
        self.ledger = ledger
        self.identifiers = identifiers
        var initial = TransferState(cardPosition: card?.position, directory: reference.ifscDirectory, zone: zone)
        initial.rates = reference.exchangeRates
        initial.lock = repository.transferLock()
        if let sourceID {
            initial.sourceID = sourceID
            initial.payeeKindIsFixed = true
            initial.step = .ownAccount
            initial.accounts = repository.accounts()
            initial.amount = amount
        }
        if let prefill {
            initial.accounts = repository.accounts()
            initial.beneficiaries = repository.beneficiaries()
            initial.sourceID = prefill.sourceID
            initial.amount = prefill.amount
            initial.note = prefill.note
            initial.payee = prefill.payee
            initial.fee = prefill.payee.map { ledger.fee(for: $0, currency: initial.currency) } ?? 0
            initial.step = prefill.payee == nil ? .destinationKind : .amount
            // A quick transfer or a repeat whose account can no longer send (closed, blocked, locked) says so
            // and asks for a source first, keeping the payee, the amount and the note for after it.
            if let source = initial.accounts.first(where: { $0.id == prefill.sourceID }),
                case .failure(let failure) = Ledger.source(source)
            {
                initial.sourceID = nil
                initial.prefillSourceRefusal = failure.message
                initial.step = .source
            }
        }
        initial.limit = ledger.perTransferLimit(in: initial.currency)
        self.state = ObservableValue(initial)
    }

    // MARK: - Source and payee

    func load() {
        state.update { next in
            next.lock = repository.transferLock()
            next.accounts = repository.accounts()
            next.beneficiaries = repository.beneficiaries()
            reloadCard(in: &next)
        }
    }

    func chooseSource(at index: Int) {
        state.update { next in
            if let lock = next.lock { return say(lock.message, in: &next) }
            guard next.accounts.indices.contains(index) else { return }
            switch Ledger.source(next.accounts[index]) {
            case .failure(let failure):
                say(failure.message, in: &next)
            case .success(let account):
                next.sourceID = account.id
                next.limit = ledger.perTransferLimit(in: account.currency)
                next.step = next.isCardPayment ? .dueChoice : .destinationKind
                if next.prefillSourceRefusal != nil, let payee = next.payee {
                    next.prefillSourceRefusal = nil
                    if payee == .ownAccount(id: account.id) {
                        next.payee = nil
                    } else {
                        next.fee = ledger.fee(for: payee, currency: account.currency)
                        next.step = .amount
                    }
                }
            }
        }
    }

    func choosePayeeKind(_ kind: PayeeKind) {
        state.update { next in
            switch kind {
            case .beneficiary: next.step = .beneficiary
            case .newAccount: next.step = .newAccount(.name)
            case .swippyUser: next.step = .mobile
            case .ownAccount: next.step = .ownAccount
            }
        }
    }

    func chooseBeneficiary(at index: Int) {
        state.update { next in
            guard next.beneficiaries.indices.contains(index) else { return }
            choose(.beneficiary(next.beneficiaries[index]), in: &next)
            next.step = .amount
        }
    }

    func chooseOwnAccount(at index: Int) {
        state.update { next in
            let targets = next.ownTargets
            if let lock = next.lock { return say(lock.message, in: &next) }
            guard targets.indices.contains(index), let source = next.source else { return }
            switch Ledger.ownTarget(targets[index], source: source) {
            case .failure(let failure):
                say(failure.message, in: &next)
            case .success(let target):
                choose(.ownAccount(id: target.id), in: &next)
                next.step = .amount
            }
        }
    }

    func findRecipient(mobile: String) {
        state.update { next in
            let typed = mobile.isEmpty ? next.mobile : mobile
            guard let source = next.source else { return say("Choose the account to send from first.", in: &next) }
            let found = TransferInput.mobile(typed).flatMap {
                repository.recipient(mobile: $0, currency: source.currency)
            }
            switch found {
            case .failure(let failure):
                say(failure.message, in: &next)
            case .success(let recipient):
                next.mobile = recipient.mobile
                choose(.swippyUser(recipient), in: &next)
                next.step = .recipientCheck
            }
        }
    }

    func answerRecipient(isRight: Bool) {
        state.update { $0.step = isRight ? .amount : .mobile }
    }

    // MARK: - Stepping back

    func back() -> Bool {
        guard let previous = Self.step(before: state.value) else { return false }
        state.update { $0.step = previous }
        return true
    }

    /// The step `b` returns to, keeping what was typed; nil on the first step and on the result (there the
    /// screen is simply left), and once the flow is over.
    static func step(before state: TransferState) -> TransferState.Step? {
        if state.payeeKindIsFixed, state.step == .ownAccount { return nil }
        return switch state.step {
        case .source, .result, .cancelled, .finished: nil
        case .destinationKind: .source
        case .beneficiary, .mobile, .ownAccount, .newAccount(.name): .destinationKind
        case .newAccount(let field): NewAccountField(rawValue: field.rawValue - 1).map { .newAccount($0) }
        case .ifscBank, .holderCheck: .newAccount(.ifsc)
        case .renameBeneficiary, .deleteBeneficiary: .beneficiary
        case .ifscQuery: .ifscBank
        case .ifscBranch: .ifscQuery
        case .recipientCheck: .mobile
        case .dueChoice: .source
        case .amount: state.isCardPayment ? .dueChoice : payeeStep(of: state.payee)
        case .note: .amount
        case .confirm: state.isCardPayment ? .dueChoice : .amount
        case .pin: .confirm
        }
    }

    /// The step on which `payee` was chosen.
    private static func payeeStep(of payee: Payee?) -> TransferState.Step {
        switch payee {
        case .beneficiary?: .beneficiary
        case .newAccount?: .newAccount(.ifsc)
        case .swippyUser?: .recipientCheck
        case .ownAccount?: .ownAccount
        case .cardDue?, nil: .source
        }
    }

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
            switch ledger.amount(
                text, source: source, fee: next.fee, due: next.due?.amount, receiving: next.receivingCurrency)
            {
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

    // MARK: - Shared by the intents

    /// Makes `text` the flow's newest notice.
    func say(_ text: String, in next: inout TransferState) {
        next.notice = Notice(text, after: next.notice)
    }

    /// Makes `payee` the destination, with its fee.
    func choose(_ payee: Payee, in next: inout TransferState) {
        next.payee = payee
        next.fee = ledger.fee(for: payee, currency: next.currency)
    }

    /// Reads the card being paid again, and what is due on it.
    func reloadCard(in next: inout TransferState) {
        next.card = next.cardPosition.flatMap(repository.card(at:))
        next.due = next.card.flatMap(ledger.due(of:))
    }

    // MARK: - Private

    /// Keeps an exact amount when it passes the rules, and asks for the note.
    private func take(_ amount: Decimal, in next: inout TransferState) {
        guard let source = next.source else { return say("Choose the account to send from first.", in: &next) }
        switch ledger.check(
            amount, source: source, fee: next.fee, due: next.due?.amount, receiving: next.receivingCurrency)
        {
        case .failure(let failure):
            say(failure.message, in: &next)
        case .success(let amount):
            next.amount = amount
            next.step = .note
        }
    }
}
