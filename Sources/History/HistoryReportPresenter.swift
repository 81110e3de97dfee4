import Foundation
import SwippyCore
import SwippyData

/// "Email a report": a date range, then what will be sent (to whom, the days, how many transactions) and
/// "Send it? (y/n)"; a yes mails the rows and totals to the user (recorded in the outbox with its sender).
@MainActor
final class HistoryReportPresenter: ModulePresenter {
    weak var view: (any ScreenView<HistoryViewModel>)?
    private let interactor: any HistoryInteracting
    private var observation: ObservationToken?

    init(interactor: any HistoryInteracting) {
        self.interactor = interactor
    }

    func start() {
        observation = interactor.state.observe { [weak self] state in
            self?.view?.display(Self.viewModel(for: state))
        }
    }

    func handle(_ input: String) {
        let state = interactor.state.value
        if case .confirmReport = state.step {
            interactor.answerReport(YesNo(input))
        } else {
            interactor.sendReport(input)
        }
    }

    /// `b` at "Send it?" goes back to the days; on the days it leaves the screen.
    func goBack() -> Bool {
        let state = interactor.state.value
        guard case .confirmReport = state.step else { return false }
        interactor.open(.report)
        return true
    }

    static func viewModel(for state: HistoryState) -> HistoryViewModel {
        var model = HistoryViewModel(title: "Email a report")
        if case .confirmReport(let draft) = state.step {
            model.parts = [
                .fields([
                    .init(label: "To", value: draft.address, keep: true),
                    .init(label: "Days", value: "\(draft.from.text) to \(draft.to.text)", keep: true),
                    .init(label: "Transactions", value: "\(draft.count)", keep: true),
                ]),
                .text("Every transaction of those days (search and filters aside), with totals in your base currency."),
            ]
            model.prompt = .confirm("Send it?")
        } else {
            model.parts = [
                .text(
                    "A report of your transactions on these days, with totals, is mailed to your own email address; "
                        + "replies go to support."),
                .text(
                    "Type the days as FROM to TO, for example: 1 Nov 2026 to today, 30d to today, "
                        + "2026-10-01 to 2026-10-31."),
            ]
            model.prompt = Prompt("Days")
        }
        model.notice = state.notice
        return model
    }
}
