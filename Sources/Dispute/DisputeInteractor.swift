import Foundation
import SwippyCore
import SwippyData

/// The disputes-and-support flows: what can be disputed, raising, the review timeline, withdrawing and
/// the support outbox. Owns the flows' whole state; every intent changes it with one `state.update`.
@MainActor
final class DisputeInteractor: DisputeInteracting {
    let state: ObservableValue<DisputeState>
    let repository: any DisputeRepository
    let clock: any WallClock
    let config: AppConfig

    init(
        repository: any DisputeRepository, clock: any WallClock, config: AppConfig, support: SupportContacts,
        zone: TimeZone, first step: DisputeState.Step = .hub
    ) {
        self.repository = repository
        self.clock = clock
        self.config = config
        self.state = ObservableValue(DisputeState(support: support, pageSize: config.pageSize, zone: zone, step: step))
    }

    // MARK: - The module's screens

    func open(_ step: DisputeState.Step) {
        state.update { $0.open(step) }
    }

    func back() {
        state.update { $0.stepBack() }
    }

    // MARK: - My disputes and a dispute's detail

    func loadDisputes() {
        state.update { reloadList(&$0) }
    }

    func turnDisputesPage(forward: Bool) {
        state.update { next in
            if let refusal = next.list.paging.turn(forward: forward) { next.say(refusal) }
        }
    }

    func openDispute(_ id: String) {
        state.update { next in
            showDetail(of: id, in: &next)
            next.open(.detail(id: id))
        }
    }

    func askToWithdraw() {
        state.update { next in
            guard let dispute = next.detailDispute else {
                return next.say("This dispute is no longer there. Type b to go back.")
            }
            guard DisputeRules.isOpen(dispute.status) else { return }
            next.detail?.confirmingWithdrawal = true
        }
    }

    func answerWithdrawal(_ answer: YesNo?) {
        state.update { next in
            guard let id = next.detail?.id else { return }
            switch answer {
            case .yes:
                next.detail?.confirmingWithdrawal = false
                switch withdraw(id) {
                case .success: next.say("Dispute \(id) withdrawn.")
                case .failure(let error): next.say(error.message)
                }
                next.list = loadedList()
            case .no:
                next.detail?.confirmingWithdrawal = false
                next.say("The dispute stays open.")
            case nil:
                next.say("Type y to withdraw the dispute or n to keep it.")
            }
        }
    }

    func stepBackInDetail() -> Bool {
        var steppedBack = false
        state.update { next in
            guard next.detail?.confirmingWithdrawal == true else { return }
            next.detail?.confirmingWithdrawal = false
            steppedBack = true
        }
        return steppedBack
    }

    // MARK: - Shared

    /// The stored disputes with overdue open ones moved to "in review" (saved when any moved).
    func advancedDisputes() throws -> [Dispute] {
        let stored = try repository.disputes()
        let now = clock.now
        let current = stored.map {
            DisputeRules.advanced($0, now: now, reviewAfterHours: config.disputeReviewAfterHours)
        }
        let changed = zip(stored, current).filter { $0 != $1 }.map(\.1)
        if !changed.isEmpty { try repository.updateDisputes(changed) }
        return current
    }

    /// The cards and accounts whose transactions can be disputed: cards first, in wallet order.
    func sources() throws -> [DisputeSource] {
        try repository.cards().map(DisputeSource.card) + repository.accounts().map(DisputeSource.account)
    }

    /// The transactions of `source`, in the repository's order.
    func transactions(of source: DisputeSource) throws -> [Transaction] {
        switch source {
        case .card(let card): try repository.transactions(ofCard: card.card.number)
        case .account(let account): try repository.transactions(ofAccount: account.id)
        }
    }

    /// Reloads the disputes and puts the one with `id` on the detail screen (not asking to withdraw it).
    func showDetail(of id: String, in next: inout DisputeState) {
        reloadList(&next)
        next.detail = DisputeState.Detail(id: id)
    }

    // MARK: - Private

    /// The disputes, newest first, with the transactions they are about; or why they could not be read.
    /// Reloads the list, on the same page while it still exists.
    private func reloadList(_ next: inout DisputeState) {
        let kept = next.list.paging.pageSize == config.pageSize ? next.list.paging : Paging(pageSize: config.pageSize)
        next.list = loadedList()
        next.list.paging = kept.resized(to: next.list.disputes.count)
    }

    private func loadedList() -> DisputeState.DisputeList {
        do {
            let current = try advancedDisputes()
            var transactions: [String: Transaction] = [:]
            for source in try sources() {
                for transaction in try self.transactions(of: source) { transactions[transaction.id] = transaction }
            }
            return DisputeState.DisputeList(
                phase: .loaded, disputes: current.sorted { $0.raisedAt > $1.raisedAt }, transactions: transactions)
        } catch {
            return DisputeState.DisputeList(phase: .failed("Could not load your disputes: \(error)"))
        }
    }

    private func withdraw(_ id: String) -> Result<Dispute, DisputeError> {
        do {
            guard var dispute = try advancedDisputes().first(where: { $0.id == id }) else {
                return .failure(DisputeError("There is no dispute \(id)."))
            }
            guard DisputeRules.isOpen(dispute.status) else {
                return .failure(
                    DisputeError(
                        "Only an open or in-review dispute can be withdrawn; this one is \(dispute.status.label)."))
            }
            dispute.status = .withdrawn
            dispute.timeline.append(DisputeEvent(status: .withdrawn, at: clock.now, note: DisputeRules.withdrawnNote))
            try repository.updateDisputes([dispute])
            return .success(dispute)
        } catch {
            return .failure(DisputeError("The dispute was not withdrawn: \(error)"))
        }
    }
}
