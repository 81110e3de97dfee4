import Foundation
import SwippyCore
import SwippyData

/// "Email a report": a date range, then the report is mailed to the user (recorded in the outbox with its sender) with the rows and totals.
@MainActor
final class HistoryReportPresenter: HistoryScreenPresenter {
    weak var view: (any ScreenView<HistoryViewModel>)?
    private let interactor: any HistoryInteracting
    private let router: any HistoryRouting
    private var observation: ObservationToken?

    init(interactor: any HistoryInteracting, router: any HistoryRouting) {
        self.interactor = interactor
        self.router = router
    }

    func start() {
        observation = interactor.state.observe { [weak self] state in
            self?.view?.display(Self.viewModel(for: state))
        }
    }

    func handle(_ input: String) {
        interactor.sendReport(input)
        if interactor.state.value.step == .list { router.navigate(to: .back) }
    }

    static func viewModel(for state: HistoryState) -> HistoryViewModel {
        var model = HistoryViewModel(title: "Email a report")
        model.parts = [
            .text("A report of your transactions on these days, with totals, goes to support by email from your account."),
            .text("Type the days as FROM to TO, for example: 1 Nov 2026 to today, 30d to today, 2026-10-01 to 2026-10-31."),
        ]
        model.prompt = Prompt("Days")
        model.notice = state.notice
        return model
    }
}
