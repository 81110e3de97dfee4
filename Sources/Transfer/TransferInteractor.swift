import Foundation
import SwippyCore
import SwippyData

/// The business rules of the Transfer flow. Owns the draft every step presenter observes.
@MainActor
final class TransferInteractor: TransferInteracting {
    let draft: ObservableValue<TransferDraft>
    private let repository: any TransferRepository
    private let reference: ReferenceData
    private let clock: any WallClock
    private let identifiers: any TransferIdentifierSource
    /// Outcomes by request id: a confirmation submitted again gets the first answer back.
    private var outcomes: [String: TransferOutcome] = [:]

    init(
        repository: any TransferRepository, reference: ReferenceData, clock: any WallClock,
        identifiers: any TransferIdentifierSource, payingCard card: WalletCard? = nil
    ) {
        self.repository = repository
        self.reference = reference
        self.clock = clock
        self.identifiers = identifiers
        var initial = TransferDraft()
        initial.destination = card.map { .cardDue(position: $0.position) }
        self.draft = ObservableValue(initial)
        self.isCardPayment = card != nil
    }

    var limits: TransferLimits { reference.config.limits }
    let isCardPayment: Bool
    private var userID: String { repository.signedInUserID }

    // MARK: - Source and destination

    func accounts() -> [BankAccount] {
        repository.wallet.accounts(of: userID)
    }

    func source() -> BankAccount? {
        draft.value.sourceID.flatMap(account(id:))
    }

    func chooseSource(id: String) -> Result<BankAccount, TransferFailure> {
        guard let account = account(id: id) else {
            return .failure(.sourceUnavailable("That account is no longer in your wallet."))
        }
        let result = TransferRules.source(account)
        if case .success = result { change { $0.sourceID = id } }
        return result
    }

    func beneficiaries() -> [Beneficiary] {
        repository.wallet.beneficiaries.filter { $0.userID == userID }
    }

    func ownTargets() -> [BankAccount] {
        accounts().filter { $0.id != draft.value.sourceID }
    }

    func account(id: String) -> BankAccount? {
        accounts().first { $0.id == id }
    }

    func card(at position: Int) -> PaymentCard? {
        let cards = repository.wallet.cards
        return cards.indices.contains(position) ? cards[position] : nil
    }

    func choose(_ destination: TransferDestination) {
        change { $0.destination = destination }
    }

    func updateForm(_ form: NewAccountForm) {
        change { $0.form = form }
    }

    func chooseNewAccount() -> Result<NewAccountDetails, TransferFailure> {
        let form = draft.value.form
        do throws(TransferFailure) {
            let details = NewAccountDetails(
                name: try TransferRules.name(form.name).get(),
                accountNumber: try TransferRules.accountNumber(form.accountNumber).get(),
                ifsc: try TransferRules.ifsc(form.ifsc).get())
            choose(.newAccount(details))
            return .success(details)
        } catch {
            return .failure(error)
        }
    }

    func ifscBanks() -> [String] {
        var seen = Set<String>()
        return reference.ifscDirectory.map(\.bank).filter { seen.insert($0).inserted }
    }

    func ifscBranches(bank: String, matching query: String) -> [IFSCEntry] {
        let needle = query.trimmingCharacters(in: .whitespaces).lowercased()
        return reference.ifscDirectory.filter { entry in
            entry.bank == bank
                && (needle.isEmpty || entry.branch.lowercased().contains(needle) || entry.city.lowercased().contains(needle))
        }
    }

    func ifscEntry(_ code: String) -> IFSCEntry? {
        reference.ifscDirectory.first { $0.code == code.uppercased() }
    }

    func findRecipient(mobile: String) -> Result<SwippyRecipient, TransferFailure> {
        change { $0.mobile = mobile }
        guard let source = source() else { return .failure(.sourceUnavailable("Choose the account to send from first.")) }
        let result = TransferRules.mobile(mobile).flatMap { number in
            TransferRules.recipient(mobile: number, senderID: userID, currency: source.currency, in: repository.wallet)
        }
        if case .success(let recipient) = result { choose(.swippyUser(recipient)) }
        return result
    }

    // MARK: - Amount

    func fee() -> Decimal {
        draft.value.destination.map { TransferRules.fee(for: $0, limits: limits) } ?? 0
    }

    func dueAmount() -> Money? {
        guard case .cardDue(let position) = draft.value.destination, let due = card(at: position)?.due else { return nil }
        return Money(due.amount, TransferRules.currencyCode(due.currency, currencies: reference.currencies))
    }

    func setAmount(_ text: String) -> Result<Decimal, TransferFailure> {
        guard let source = source() else { return .failure(.sourceUnavailable("Choose the account to send from first.")) }
        return record(TransferRules.amount(text, source: source, limits: limits, fee: fee(), due: dueAmount()?.amount))
    }

    func setAmount(value: Decimal) -> Result<Decimal, TransferFailure> {
        guard let source = source() else { return .failure(.sourceUnavailable("Choose the account to send from first.")) }
        return record(TransferRules.check(value, source: source, limits: limits, fee: fee(), due: dueAmount()?.amount))
    }

    func setNote(_ text: String) -> Result<String, TransferFailure> {
        let result = TransferRules.note(text)
        if case .success(let note) = result { change { $0.note = note } }
        return result
    }

    // MARK: - Confirm and carry out

    func beginConfirmation() {
        let id = identifiers.nextRequestID()
        change {
            $0.requestID = id
            $0.outcome = nil
        }
    }

    func submit(pin: String) -> PINSubmission {
        guard pin.count == 6, pin.allSatisfy({ $0.isASCII && $0.isNumber }) else { return .malformed }
        guard let order = order() else {
            return .finished(.failure(.invalidInput("The transfer is not complete; go back and fill in every step.")))
        }
        if let earlier = outcomes[order.requestID] { return .finished(earlier) }
        let submission: PINSubmission
        do {
            submission = try repository.update { wallet in carryOut(order, pin: pin, in: &wallet) }
        } catch {
            submission = .finished(.failure(.saveFailed("Could not save the transfer: \(error). Nothing was sent.")))
        }
        if case .finished(let outcome) = submission {
            if case .success = outcome { outcomes[order.requestID] = outcome }
            change { $0.outcome = outcome }
        }
        return submission
    }

    func saveNewAccountAsBeneficiary() -> Result<Beneficiary, TransferFailure> {
        guard case .success = draft.value.outcome, case .newAccount(let details) = draft.value.destination else {
            return .failure(.invalidInput("Only a new account paid successfully can be saved."))
        }
        let bank = ifscEntry(details.ifsc)?.bank ?? "Unknown bank"
        let user = userID
        do {
            return .success(try repository.update { wallet in
                if let existing = wallet.beneficiaries.first(where: {
                    $0.userID == user && $0.accountNumber == details.accountNumber && $0.ifsc == details.ifsc
                }) { return existing }
                var number = wallet.beneficiaries.count + 1
                while wallet.beneficiaries.contains(where: { $0.id == "ben-\(number)" }) { number += 1 }
                let saved = Beneficiary(
                    id: "ben-\(number)", userID: user, name: details.name, bankName: bank,
                    accountNumber: details.accountNumber, ifsc: details.ifsc)
                wallet.beneficiaries.append(saved)
                return saved
            })
        } catch {
            return .failure(.saveFailed("Could not save the beneficiary: \(error)."))
        }
    }

    // MARK: - Private

    private func order() -> TransferOrder? {
        let value = draft.value
        guard let sourceID = value.sourceID, let destination = value.destination, let amount = value.amount,
              let requestID = value.requestID
        else { return nil }
        return TransferOrder(sourceID: sourceID, destination: destination, amount: amount, note: value.note, requestID: requestID)
    }

    /// Runs inside one store update, so the wrong-PIN counter is saved with the outcome.
    private func carryOut(_ order: TransferOrder, pin: String, in wallet: inout WalletState) -> PINSubmission {
        if wallet.completedRequests.contains(order.requestID) {
            return .finished(.failure(.alreadySubmitted("This transfer was already made; nothing was sent again.")))
        }
        switch wallet.checkTransferPIN(pin, userID: userID, maxAttempts: reference.config.maxWrongAttempts) {
        case .wrong(let attemptsLeft):
            return .wrong(attemptsLeft: attemptsLeft)
        case .locked:
            return .finished(.failure(.transfersLocked(
                "Transfers are locked after \(reference.config.maxWrongAttempts) wrong transaction PINs. Reset your transaction PIN to unlock them.")))
        case .accepted:
            let execution = TransferExecution(
                userID: userID, reference: reference, date: clock.now, transferReference: uniqueReference(in: wallet))
            let outcome = execution.apply(order, to: &wallet)
            if case .success = outcome { wallet.completedRequests.append(order.requestID) }
            return .finished(outcome)
        }
    }

    private func uniqueReference(in wallet: WalletState) -> String {
        var candidate = identifiers.nextReference()
        for _ in 0..<20 where wallet.transactions.contains(where: { $0.reference == candidate || $0.id.hasPrefix(candidate + "-") }) {
            candidate = identifiers.nextReference()
        }
        return candidate
    }

    private func record(_ result: Result<Decimal, TransferFailure>) -> Result<Decimal, TransferFailure> {
        if case .success(let amount) = result { change { $0.amount = amount } }
        return result
    }

    private func change(_ edit: (inout TransferDraft) -> Void) {
        var next = draft.value
        edit(&next)
        draft.send(next)
    }
}
