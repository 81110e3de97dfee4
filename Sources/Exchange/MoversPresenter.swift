import SwippyCore
import SwippyData

/// Top movers: the 7 currencies with the largest change against the base over 30 days, each with a sparkline.
@MainActor
final class MoversPresenter: ModulePresenter {
    weak var view: (any ScreenView<ExchangeViewModel>)?
    private let interactor: any ExchangeInteracting
    private var observation: ObservationToken?

    init(interactor: any ExchangeInteracting) {
        self.interactor = interactor
    }

    func start() {
        observation = interactor.state.observe { [weak self] state in
            self?.view?.display(Self.viewModel(for: state))
        }
    }

    func handle(_ input: String) {
        let word = input.trimmingCharacters(in: .whitespaces)
        guard word.count == 3, word.allSatisfy(\.isLetter) else {
            view?.showNotice(ExchangeText.moversHint(input))
            return
        }
        interactor.chart(word)
    }

    static func viewModel(for state: ExchangeState) -> ExchangeViewModel {
        let movers = RateTable.movers(
            state.rates, names: state.currencies, base: state.base, days: ExchangeState.window)
        let rows = movers.map { mover in
            ExchangeViewModel.Row(
                cells: [mover.code, mover.name, RateFormat.percent(mover.change)],
                direction: ExchangeFormat.direction(mover.change), trend: mover.series)
        }
        return ExchangeViewModel(
            title: "Top movers against \(state.base)",
            subtitle: "30 days to " + SwippyDate.calendarDay(state.rates.asOf),
            header: ["Code", "Currency", "30 days", "Trend"], rows: rows,
            message: rows.isEmpty ? "No rates to compare." : nil, commands: [Block.Command("EUR", "Chart a currency")],
            prompt: Prompt("Type a code"), notice: state.notice, help: ["EUR      chart that currency"])
    }
}
