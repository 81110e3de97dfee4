import SwippyCore
import SwippyData

/// The Exchange hub: the user's base and what to open. Loads the data when it starts.
@MainActor
final class ExchangePresenter: ModulePresenter {
    weak var view: (any ScreenView<ExchangeViewModel>)?
    private let interactor: any ExchangeInteracting
    private var observation: ObservationToken?

    static let steps: [ExchangeState.Step] = [.rates, .chart, .converter, .movers, .picker]

    init(interactor: any ExchangeInteracting) {
        self.interactor = interactor
    }

    func start() {
        observation = interactor.state.observe { [weak self] state in
            self?.view?.display(Self.viewModel(for: state))
        }
        interactor.load()
    }

    func handle(_ input: String) {
        guard let index = MenuInput.choice(input, count: Self.steps.count) else {
            view?.showNotice(MenuInput.unknownHint(input, count: Self.steps.count))
            return
        }
        interactor.open(Self.steps[index])
    }

    static func viewModel(for state: ExchangeState) -> ExchangeViewModel {
        let other = state.chartCode
        return ExchangeViewModel(
            title: "Exchange", subtitle: ExchangeFormat.subtitle(state),
            choices: [
                "Rates against \(state.base)", "Chart: \(other) against \(state.base), last 30 days",
                "Converter", "Top movers (30 days)", "Base currency: \(state.base) (\(state.name(of: state.base)))",
            ],
            prompt: Prompt.option(count: steps.count), notice: state.notice,
            help: ["A number opens that screen.", "b        back to home"])
    }
}
