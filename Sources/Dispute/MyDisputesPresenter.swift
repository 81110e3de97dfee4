import Foundation
import SwippyCore
import SwippyData

/// The user's disputes, newest first, each with its status; a number opens its detail.
@MainActor
final class MyDisputesPresenter: ModulePresenter {
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
        interactor.loadDisputes()
    }

    func didReappear() {
        interactor.loadDisputes()
    }

    func handle(_ input: String) {
        let list = interactor.state.value.list
        switch list.paging.answer(input) {
        case .turn(let forward): interactor.turnDisputesPage(forward: forward)
        case .choose(let index) where list.disputes.indices.contains(index):
            interactor.openDispute(list.disputes[index].id)
        case .choose: view?.showNotice(list.paging.unknownHint(input))
        case .unknown(let hint): view?.showNotice(hint)
        }
    }

    func goBack() -> Bool {
        interactor.back()
        return true
    }

    static func viewModel(for state: DisputeState) -> DisputeViewModel {
        var model = listModel(state.list, zone: state.zone)
        model.notice = state.notice
        return model
    }

    private static func listModel(_ list: DisputeState.DisputeList, zone: TimeZone) -> DisputeViewModel {
        let title = "My disputes"
        switch list.phase {
        case .loading:
            return DisputeViewModel(title: title, parts: [.text("Loading your disputes…")])
        case .failed(let message):
            return DisputeViewModel(title: title, parts: [.error(message)], prompt: .back)
        case .loaded where list.disputes.isEmpty:
            return DisputeViewModel(
                title: title, parts: [.text("You have not raised any disputes.")], prompt: .back)
        case .loaded:
            let rows = list.paging.visible(list.disputes).enumerated().map { index, dispute in
                let transaction = list.transactions[dispute.transactionID]
                return [
                    "\(list.paging.number(at: index)).", dispute.id, SwippyDate.day(dispute.raisedAt, in: zone),
                    transaction?.counterparty ?? dispute.transactionID,
                    transaction.map { $0.money.formatted } ?? "", dispute.status.label,
                ]
            }
            var commands: [Block.Command] = []
            if list.paging.hasNext { commands.append(Block.Command("n", "Next page")) }
            if list.paging.hasPrevious { commands.append(Block.Command("p", "Previous page")) }
            return DisputeViewModel(
                title: title,
                parts: [
                    .text(list.paging.header("dispute")),
                    .table(
                        heading: nil, columns: [.keepRight, .keep, .keep, .shrink, .keepRight, .keep], rows: rows,
                        emptyText: ""),
                ],
                commands: commands, prompt: list.paging.prompt("Choose a dispute"),
                helpLines: [
                    "A number shows that dispute's timeline (its number in the whole list, on any page).",
                    "n / p    next / previous page",
                ])
        }
    }
}
