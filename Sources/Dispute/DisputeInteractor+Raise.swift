import Foundation
import SwippyCore
import SwippyData

/// The raise-a-dispute flow: source → transaction (paged) → reason → description → y/n.
extension DisputeInteractor {
    func beginRaise() {
        state.update { next in
            next.raise = DisputeState.RaiseDraft(pageSize: config.pageSize)
            do {
                next.raise.sources = try sources()
                next.raise.sourcePaging = Paging(itemCount: next.raise.sources.count, pageSize: config.pageSize)
            } catch {
                next.raise.loadError = "Could not load your cards and accounts: \(error)"
            }
        }
    }

    func chooseSource(at index: Int) {
        state.update { next in
            guard next.raise.sources.indices.contains(index) else { return }
            let source = next.raise.sources[index]
            do {
                let found = try disputableTransactions(of: source)
                guard !found.isEmpty else { return next.say("There are no transactions on \(source.label) yet.") }
                next.raise.source = source
                next.raise.sourcePaging = next.raise.sourcePaging.showing(index)
                next.raise.transactions = found
                next.raise.paging = Paging(itemCount: found.count, pageSize: config.pageSize)
                next.raise.step = .transaction
            } catch {
                next.say("Could not load the transactions: \(error)")
            }
        }
    }

    func turnRaisePage(forward: Bool) {
        state.update { next in
            let refusal =
                next.raise.step == .source
                ? next.raise.sourcePaging.turn(forward: forward) : next.raise.paging.turn(forward: forward)
            if let refusal { next.say(refusal) }
        }
    }

    func chooseTransaction(at index: Int) {
        state.update { next in
            let all = next.raise.transactions
            guard all.indices.contains(index) else { return }
            if let refusal = all[index].eligibility.refusal { return next.say(refusal) }
            next.raise.paging = next.raise.paging.showing(index)
            next.raise.transaction = all[index].transaction
            next.raise.step = .reason
        }
    }

    func chooseReason(at index: Int) {
        state.update { next in
            guard DisputeReason.allCases.indices.contains(index) else { return }
            next.raise.reason = DisputeReason.allCases[index]
            next.raise.step = .description
        }
    }

    func describe(_ text: String) {
        state.update { next in
            guard let reason = next.raise.reason else { return }
            switch DisputeRules.description(text, for: reason) {
            case .failure(let error):
                next.say(error.message)
            case .success(let checked):
                next.raise.description = checked
                next.raise.step = .confirm
            }
        }
    }

    func answerRaise(_ answer: YesNo?) {
        state.update { next in
            switch answer {
            case .yes:
                guard let transaction = next.raise.transaction, let reason = next.raise.reason else { return }
                switch raise(transaction, reason: reason, description: next.raise.description) {
                case .failure(let error):
                    next.say(error.message)
                case .success(let dispute):
                    next.say("Dispute \(dispute.id) raised.")
                    next.raise.step = .raised(id: dispute.id)
                    showDetail(of: dispute.id, in: &next)
                    next.step = .detail(id: dispute.id)
                }
            case .no:
                next.raise.step = .description
                next.say("Not raised. Type a new description, or b to step back.")
            case nil:
                next.say("Type y to raise the dispute or n to change the description.")
            }
        }
    }

    func stepBackInRaise() -> Bool {
        var steppedBack = true
        state.update { next in
            // Started on a chosen transaction: its list and the reason are this flow's first screen.
            if next.raise.startedOnTransaction, [.source, .transaction, .reason].contains(next.raise.step) {
                steppedBack = false
                return
            }
            switch next.raise.step {
            case .source, .raised: steppedBack = false
            case .transaction: next.raise.step = .source
            case .reason: next.raise.step = .transaction
            case .description: next.raise.step = .reason
            case .confirm: next.raise.step = .description
            }
        }
        return steppedBack
    }

    // MARK: - Private

    /// The transactions of `source`, newest first, each with whether it can be disputed now.
    private func disputableTransactions(of source: DisputeSource) throws -> [DisputableTransaction] {
        let open = DisputeRules.openDisputes(try repository.disputes())
        let now = clock.now
        return try transactions(of: source).map { transaction in  // already newest first, ties by sequence
            DisputableTransaction(
                transaction: transaction,
                eligibility: DisputeRules.eligibility(
                    of: transaction, now: now, windowDays: config.disputeWindowDays, openDisputes: open))
        }
    }

    /// Saves a dispute against `transaction`, checking every rule again first.
    private func raise(
        _ transaction: Transaction, reason: DisputeReason, description: String
    ) -> Result<Dispute, DisputeError> {
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
            return .success(try repository.raiseDispute(draft))
        } catch let error as DisputeError {
            return .failure(error)
        } catch {
            return .failure(DisputeError("The dispute was not saved: \(error)"))
        }
    }

    /// A raise draft for the transaction with `id`: the card or account holding it is chosen, then the
    /// transaction itself when the dispute rules allow it (else the reason is said on its list).
    func beginRaise(forTransaction id: String) {
        beginRaise()
        let holder = state.value.raise.sources.firstIndex { source in
            (try? transactions(of: source))?.contains { $0.id == id } == true
        }
        guard let holder else {
            return state.update { next in
                next.raise.startedOnTransaction = true
                next.say("That transaction is not on one of your cards or accounts.")
            }
        }
        chooseSource(at: holder)
        state.update { next in
            next.raise.startedOnTransaction = true
            guard let index = next.raise.transactions.firstIndex(where: { $0.transaction.id == id }) else { return }
            let found = next.raise.transactions[index]
            next.raise.paging = next.raise.paging.showing(index)
            if let refusal = found.eligibility.refusal { return next.say(refusal) }
            next.raise.transaction = found.transaction
            next.raise.step = .reason
        }
    }
}
