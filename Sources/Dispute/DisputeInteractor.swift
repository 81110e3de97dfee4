import Foundation
import SwippyCore
import SwippyData

/// The business rules of disputes and support: what can be disputed, raising, the review timeline,
/// withdrawing, and the support outbox. Owns the observable list of disputes.
@MainActor
final class DisputeInteractor: DisputeInteracting {
    let disputes = ObservableValue(DisputeListState())
    let support: SupportContacts
    private let repository: any DisputeRepository
    private let clock: any WallClock
    private let config: AppConfig

    init(repository: any DisputeRepository, clock: any WallClock, config: AppConfig, support: SupportContacts) {
        self.repository = repository
        self.clock = clock
        self.config = config
        self.support = support
    }

    // MARK: - Disputes

    func loadDisputes() {
        do {
            let current = try advancedDisputes()
            var transactions: [String: Transaction] = [:]
            for transaction in try allTransactions() { transactions[transaction.id] = transaction }
            disputes.send(DisputeListState(
                phase: .loaded, disputes: current.sorted { $0.raisedAt > $1.raisedAt }, transactions: transactions))
        } catch {
            disputes.send(DisputeListState(phase: .failed("Could not load your disputes: \(error)")))
        }
    }

    func sources() -> Result<[DisputeSource], DisputeError> {
        do {
            return .success(try repository.cards().map(DisputeSource.card) + repository.accounts().map(DisputeSource.account))
        } catch {
            return .failure(DisputeError("Could not load your cards and accounts: \(error)"))
        }
    }

    func transactions(of source: DisputeSource) -> Result<[DisputableTransaction], DisputeError> {
        do {
            let existing = try repository.disputes()
            let now = clock.now
            return .success(try transactionsOf(source).sorted { $0.date > $1.date }.map { transaction in
                DisputableTransaction(
                    transaction: transaction,
                    eligibility: DisputeRules.eligibility(
                        of: transaction, now: now, windowDays: config.disputeWindowDays, disputes: existing))
            })
        } catch {
            return .failure(DisputeError("Could not load the transactions: \(error)"))
        }
    }

    func validateDescription(_ text: String, for reason: DisputeReason) -> Result<String, DisputeError> {
        DisputeRules.description(text, for: reason)
    }

    func raise(_ transaction: Transaction, reason: DisputeReason, description: String) -> Result<Dispute, DisputeError> {
        let now = clock.now
        do {
            let existing = try repository.disputes()
            let eligibility = DisputeRules.eligibility(
                of: transaction, now: now, windowDays: config.disputeWindowDays, disputes: existing)
            if let refusal = eligibility.refusal { return .failure(DisputeError(refusal)) }
            let text = try DisputeRules.description(description, for: reason).get()
            let draft = Dispute(
                id: "", transactionID: transaction.id, reason: reason, description: text, status: .open, raisedAt: now,
                timeline: [DisputeEvent(status: .open, at: now, note: DisputeRules.raisedNote)])
            let saved = try repository.add(draft)
            loadDisputes()
            return .success(saved)
        } catch let error as DisputeError {
            return .failure(error)
        } catch {
            return .failure(DisputeError("The dispute was not saved: \(error)"))
        }
    }

    func withdraw(_ id: String) -> Result<Dispute, DisputeError> {
        do {
            guard var dispute = try advancedDisputes().first(where: { $0.id == id }) else {
                return .failure(DisputeError("There is no dispute \(id)."))
            }
            guard DisputeRules.isOpen(dispute.status) else {
                return .failure(DisputeError("Only an open or in-review dispute can be withdrawn; this one is \(dispute.status.label)."))
            }
            dispute.status = .withdrawn
            dispute.timeline.append(DisputeEvent(status: .withdrawn, at: clock.now, note: DisputeRules.withdrawnNote))
            try repository.replace([dispute])
            loadDisputes()
            return .success(dispute)
        } catch {
            loadDisputes()
            return .failure(DisputeError("The dispute was not withdrawn: \(error)"))
        }
    }

    // MARK: - Support

    func validateSubject(_ text: String) -> Result<String, DisputeError> {
        DisputeRules.text(text, named: "subject", minimum: 1, maximum: 100)
    }

    func validateBody(_ text: String) -> Result<String, DisputeError> {
        DisputeRules.text(text, named: "message", minimum: 10, maximum: 1000)
    }

    func emailSupport(subject: String, body: String) -> Result<OutboxMessage, DisputeError> {
        do {
            let checkedSubject = try validateSubject(subject).get()
            let checkedBody = try validateBody(body).get()
            let message = OutboxMessage(id: "", to: support.email, subject: checkedSubject, body: checkedBody, sentAt: clock.now)
            return .success(try repository.send(message))
        } catch let error as DisputeError {
            return .failure(error)
        } catch {
            return .failure(DisputeError("The message was not saved: \(error)"))
        }
    }

    // MARK: - Private

    /// The stored disputes with overdue open ones moved to "in review"; saves when any moved.
    private func advancedDisputes() throws -> [Dispute] {
        let stored = try repository.disputes()
        let now = clock.now
        let current = stored.map { DisputeRules.advanced($0, now: now, reviewAfterHours: config.disputeReviewAfterHours) }
        let changed = zip(stored, current).filter { $0 != $1 }.map(\.1)
        if !changed.isEmpty { try repository.replace(changed) }
        return current
    }

    private func transactionsOf(_ source: DisputeSource) throws -> [Transaction] {
        switch source {
        case .card(let card): try repository.transactions(ofCard: card.card.number)
        case .account(let account): try repository.transactions(ofAccount: account.id)
        }
    }

    private func allTransactions() throws -> [Transaction] {
        var result: [Transaction] = []
        for source in try sources().get() { result += try transactionsOf(source) }
        return result
    }
}
