import Foundation
import SwippyCore
import SwippyData

/// Money out per month, the last six months, in the base currency, as a bar chart.
@MainActor
final class HistoryChartPresenter: ModulePresenter {
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
        view?.showNotice("Type b to go back to the list.")
    }

    static func viewModel(for state: HistoryState) -> HistoryViewModel {
        var model = HistoryViewModel(title: "Monthly spending")
        let currency = state.spending.first?.currency ?? ""
        model.parts = [.text("Money out per month, last 6 months, in \(currency).")]
        if !state.query.internalPositions.isEmpty {
            model.parts.append(.text("Moves between your own accounts and cards are not spending: left out."))
        }
        model.parts.append(
            .chart(
                state.spending.map { month in
                    Block.Bar(
                        month.month, value: minorUnits(month.amount),
                        amount: MoneyFormat.string(month.amount, currency: month.currency))
                }))
        model.prompt = Prompt.back
        model.notice = state.notice
        return model
    }

    /// The amount in hundredths, for the bar's length.
    static func minorUnits(_ amount: Decimal) -> Int64 {
        NSDecimalNumber(decimal: amount * 100).int64Value
    }
}
