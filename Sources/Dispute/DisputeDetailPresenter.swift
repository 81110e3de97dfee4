import Foundation
import SwippyCore
import SwippyData

/// One dispute: what was disputed, its status and its timeline; an open one can be withdrawn (y/n).
@MainActor
final class DisputeDetailPresenter: ModulePresenter {
    weak var view: (any ScreenView<DisputeViewModel>)?
    private let interactor: any DisputeInteracting
    private var observation: ObservationToken?

    init(interactor: any DisputeInteracting) {
        self.interactor = interactor
    }

    func start() {
        observation = interactor.state.observe { [weak self] state in
            self?.view?.display(Self.viewModel(for: state))
        }
    }

    func handle(_ input: String) {
        let state = interactor.state.value
        if state.detail?.confirmingWithdrawal == true { return interactor.answerWithdrawal(YesNo(input)) }
        let count = Self.viewModel(for: state).options.count
        if state.detailDispute != nil, MenuInput.choice(input, count: count) != 0 {
            view?.showNotice(MenuInput.unknownHint(input, count: count))
            return
        }
        interactor.askToWithdraw()
    }

    func goBack() -> Bool {
        if !interactor.stepBackInDetail() { interactor.back() }
        return true
    }

    static func viewModel(for state: DisputeState) -> DisputeViewModel {
        var model = detailModel(state)
        model.notice = state.notice
        return model
    }

    private static func detailModel(_ state: DisputeState) -> DisputeViewModel {
        let id = state.detail?.id ?? ""
        let title = "Dispute \(id)"
        if case .failed(let message) = state.list.phase {
            return DisputeViewModel(title: title, parts: [.error(message)], prompt: .back)
        }
        guard let dispute = state.detailDispute else {
            let text = state.list.phase == .loading ? "Loading…" : "There is no dispute \(id)."
            return DisputeViewModel(title: title, parts: [.text(text)], prompt: .back)
        }
        var parts: [DisputeViewModel.Part] = [.fields(fields(dispute, state.list, zone: state.zone))]
        if !dispute.description.isEmpty { parts.append(.text(dispute.description)) }
        let events = dispute.timeline.map { [SwippyDate.dayAndTime($0.at, in: state.zone), $0.status.label, $0.note] }
        parts.append(
            .table(heading: "Timeline", columns: [.keep, .keep, .wrap], rows: events, emptyText: "No events yet."))
        guard DisputeRules.isOpen(dispute.status) else {
            return DisputeViewModel(title: title, parts: parts, prompt: .back)
        }
        if state.detail?.confirmingWithdrawal == true {
            parts.append(.text("Withdraw this dispute? You cannot reopen it, but you can raise a new one."))
            return DisputeViewModel(title: title, parts: parts, prompt: .confirm("Withdraw it?"))
        }
        return DisputeViewModel(
            title: title, parts: parts, options: ["Withdraw this dispute"],
            prompt: Prompt.option(count: 1))
    }

    private static func fields(
        _ dispute: Dispute, _ list: DisputeState.DisputeList, zone: TimeZone
    ) -> [DisputeViewModel.Field] {
        var fields = [DisputeViewModel.Field(label: "Status", value: dispute.status.label, tone: dispute.status.tone)]
        if let transaction = list.transactions[dispute.transactionID] {
            fields.append(
                .init(
                    label: "Transaction",
                    value: "\(SwippyDate.day(transaction.date, in: zone)) · \(transaction.counterparty)"))
            fields.append(.init(label: "Amount", value: transaction.money.formatted, keep: true))
        } else {
            fields.append(.init(label: "Transaction", value: dispute.transactionID, keep: true))
        }
        fields.append(.init(label: "Reason", value: dispute.reason.label))
        fields.append(.init(label: "Raised", value: SwippyDate.dayAndTime(dispute.raisedAt, in: zone), keep: true))
        return fields
    }
}
