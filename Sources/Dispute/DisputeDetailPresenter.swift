import SwippyCore
import SwippyData

/// One dispute: what was disputed, its status and its timeline; an open one can be withdrawn.
@MainActor
final class DisputeDetailPresenter: DisputeScreenPresenter {
    weak var view: (any ScreenView<DisputeViewModel>)?
    private let disputeID: String
    private let interactor: any DisputeInteracting
    private let router: any DisputeRouting
    private var observation: ObservationToken?
    /// True while "withdraw?" waits for y or n.
    private(set) var confirmingWithdrawal = false

    init(disputeID: String, interactor: any DisputeInteracting, router: any DisputeRouting) {
        self.disputeID = disputeID
        self.interactor = interactor
        self.router = router
    }

    func start() {
        observation = interactor.disputes.observe { [weak self] _ in
            self?.refresh()
        }
        interactor.loadDisputes()
    }

    func handle(_ input: String) {
        guard let dispute = interactor.disputes.value.dispute(disputeID) else {
            view?.showNotice("This dispute is no longer there. Type b to go back.")
            return
        }
        if confirmingWithdrawal { return confirmWithdrawal(input) }
        guard DisputeRules.isOpen(dispute.status), MenuInput.choice(input, count: 1) == 0 else {
            let count = DisputeRules.isOpen(dispute.status) ? 1 : 0
            view?.showNotice(MenuInput.unknownHint(input, count: count))
            return
        }
        confirmingWithdrawal = true
        refresh()
    }

    func goBack() -> Bool {
        guard confirmingWithdrawal else { return false }
        confirmingWithdrawal = false
        refresh()
        return true
    }

    private func confirmWithdrawal(_ input: String) {
        switch input.lowercased() {
        case "y", "yes":
            confirmingWithdrawal = false
            switch interactor.withdraw(disputeID) {
            case .success: view?.showNotice("Dispute \(disputeID) withdrawn.")
            case .failure(let error): view?.showNotice(error.message)
            }
            refresh()
        case "n", "no":
            confirmingWithdrawal = false
            refresh()
            view?.showNotice("The dispute stays open.")
        default:
            view?.showNotice("Type y to withdraw the dispute or n to keep it.")
        }
    }

    private func refresh() {
        view?.display(Self.viewModel(
            id: disputeID, state: interactor.disputes.value, confirmingWithdrawal: confirmingWithdrawal))
    }

    static func viewModel(id: String, state: DisputeListState, confirmingWithdrawal: Bool) -> DisputeViewModel {
        let title = "Dispute \(id)"
        if case .failed(let message) = state.phase {
            return DisputeViewModel(title: title, blocks: [.error(message)], prompt: DisputeViewModel.backPrompt)
        }
        guard let dispute = state.dispute(id) else {
            let text = state.phase == .loading ? "Loading…" : "There is no dispute \(id)."
            return DisputeViewModel(title: title, blocks: [.text(text)], prompt: DisputeViewModel.backPrompt)
        }
        var fields = [DisputeViewModel.Field(label: "Status", value: dispute.status.label, tone: dispute.status.tone)]
        if let transaction = state.transactions[dispute.transactionID] {
            fields.append(.init(label: "Transaction", value: "\(SwippyDate.day(transaction.date)) · \(transaction.counterparty)"))
            fields.append(.init(label: "Amount", value: transaction.money.formatted))
        } else {
            fields.append(.init(label: "Transaction", value: dispute.transactionID))
        }
        fields.append(.init(label: "Reason", value: dispute.reason.label))
        fields.append(.init(label: "Raised", value: SwippyDate.dayAndTime(dispute.raisedAt)))
        var blocks: [DisputeViewModel.Block] = [.fields(fields)]
        if !dispute.description.isEmpty { blocks.append(.text(dispute.description)) }
        let events = dispute.timeline.map { [SwippyDate.dayAndTime($0.at), $0.status.label, $0.note] }
        blocks.append(.table(heading: "Timeline", rows: events, rightAligned: [], emptyText: "No events yet."))
        guard DisputeRules.isOpen(dispute.status) else {
            return DisputeViewModel(title: title, blocks: blocks, prompt: DisputeViewModel.backPrompt)
        }
        if confirmingWithdrawal {
            blocks.append(.text("Withdraw this dispute? You cannot reopen it, but you can raise a new one."))
            return DisputeViewModel(title: title, blocks: blocks, prompt: Prompt("Withdraw it? (y/n)"))
        }
        return DisputeViewModel(
            title: title, blocks: blocks, options: ["Withdraw this dispute"], prompt: DisputeViewModel.choosePrompt("an option", count: 1))
    }
}
