import Foundation
import SwippyCore
import SwippyData

/// The user's disputes, newest first, each with its status; a number opens its detail.
@MainActor
final class MyDisputesPresenter: DisputeScreenPresenter {
    weak var view: (any ScreenView<DisputeViewModel>)?
    private let interactor: any DisputeInteracting
    private let router: any DisputeRouting
    private var observation: ObservationToken?

    init(interactor: any DisputeInteracting, router: any DisputeRouting) {
        self.interactor = interactor
        self.router = router
    }

    func start() {
        observation = interactor.state.observe { [weak self] state in
            self?.view?.display(Self.viewModel(for: state))
        }
        interactor.loadDisputes()
    }

    func didReappear() {
        interactor.loadDisputes()
    }

    func handle(_ input: String) {
        let disputes = interactor.state.value.list.disputes
        guard let index = MenuInput.choice(input, count: disputes.count) else {
            view?.showNotice(MenuInput.unknownHint(input, count: disputes.count))
            return
        }
        router.navigate(to: .disputeDetail(id: disputes[index].id))
    }

    static func viewModel(for state: DisputeState) -> DisputeViewModel {
        var model = listModel(state.list, zone: state.zone)
        model.notice = state.notice
        return model
    }

    private static func listModel(_ list: DisputeList, zone: TimeZone) -> DisputeViewModel {
        let title = "My disputes"
        switch list.phase {
        case .loading:
            return DisputeViewModel(title: title, parts: [.text("Loading your disputes…")])
        case .failed(let message):
            return DisputeViewModel(title: title, parts: [.error(message)], prompt: DisputeViewModel.backPrompt)
        case .loaded where list.disputes.isEmpty:
            return DisputeViewModel(
                title: title, parts: [.text("You have not raised any disputes.")], prompt: DisputeViewModel.backPrompt)
        case .loaded:
            let rows = list.disputes.enumerated().map { index, dispute in
                let transaction = list.transactions[dispute.transactionID]
                return [
                    "\(index + 1).", dispute.id, SwippyDate.day(dispute.raisedAt, in: zone),
                    transaction?.counterparty ?? dispute.transactionID,
                    transaction.map { $0.money.formatted } ?? "", dispute.status.label,
                ]
            }
            let count = rows.count == 1 ? "1 dispute" : "\(rows.count) disputes"
            return DisputeViewModel(
                title: title,
                parts: [.text(count), .table(heading: nil, columns: [.keepRight, .keep, .keep, .shrink, .keepRight, .keep], rows: rows, emptyText: "")],
                prompt: DisputeViewModel.choosePrompt("a dispute", count: rows.count),
                helpLines: ["A number shows that dispute's timeline."])
        }
    }
}
