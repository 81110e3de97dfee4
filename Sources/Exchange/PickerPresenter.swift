import SwippyCore
import SwippyData

/// The base currency picker: type a code or a name to narrow the list, a number to choose.
@MainActor
final class PickerPresenter: ModulePresenter {
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
        interactor.pick(input)
    }

    static func viewModel(for state: ExchangeState) -> ExchangeViewModel {
        let picker = state.picker
        let rated = picker.items.filter { state.rates.quote($0.code) != nil }.count
        var message = CurrencyList.pickerLine(
            query: picker.query, count: picker.items.count, withRates: rated, total: state.currencies.count)
        if let pageLine = picker.pageLine { message += " " + pageLine + "." }
        return ExchangeViewModel(
            title: "Base currency", subtitle: "Now: \(state.base) (\(state.name(of: state.base)))",
            choices: picker.visible.map { CurrencyList.choiceLine($0, hasRates: state.rates.quote($0.code) != nil) },
            firstChoice: picker.paging.number(at: 0), message: message, prompt: picker.prompt, notice: state.notice,
            help: [
                "A number chooses that currency as your base.",
                "A code, or a name only one currency has, chooses it at once (chf, yen).",
                "Other text lists the currencies it matches (dollar, franc); n and p turn a long list's pages.",
                "b        back without changing",
            ])
    }
}
