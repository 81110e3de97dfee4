import SwippyCore
import SwippyData

/// The base currency picker: type a code or a name to narrow the list, a number to choose.
@MainActor
final class PickerPresenter: ModulePresenter {
    weak var view: (any ScreenView<ExchangeViewModel>)?
    private let interactor: any ExchangeInteracting
    private let router: any ExchangeRouting
    private var observation: ObservationToken?

    /// At most this many matches are listed; a longer list asks for more letters.
    static let shown = 15

    init(interactor: any ExchangeInteracting, router: any ExchangeRouting) {
        self.interactor = interactor
        self.router = router
    }

    func start() {
        observation = interactor.state.observe { [weak self] state in
            self?.view?.display(Self.viewModel(for: state))
        }
    }

    func handle(_ input: String) {
        let count = min(Self.shown, interactor.state.value.matches.count)
        if let index = MenuInput.choice(input, count: count) {
            interactor.chooseBase(at: index)
        } else if let refusal = CurrencyList.numberOutOfRange(input, count: count) {
            view?.showNotice(refusal)
        } else {
            interactor.search(input)
        }
    }

    static func viewModel(for state: ExchangeState) -> ExchangeViewModel {
        let shown = state.matches.prefix(shown)
        let choices = shown.map { currency in
            let symbol = currency.symbol.isEmpty ? "" : "  " + currency.symbol
            let rated = state.rates.quote(currency.code) == nil ? "  (no rates)" : ""
            return "\(currency.code)  \(currency.name)\(symbol)\(rated)"
        }
        var message: String
        if state.query.isEmpty {
            message = "Popular currencies. Type a code or a name to search all \(state.currencies.count)."
        } else if state.matches.isEmpty {
            message = "No currency matches \"\(MenuInput.echo(state.query))\"."
        } else {
            let rated = state.matches.filter { state.rates.quote($0.code) != nil }.count
            message = CurrencyList.matchLine(count: state.matches.count, query: state.query, withRates: rated) + "."
            if state.matches.count > Self.shown {
                message += " The first \(Self.shown) are listed; type more to narrow."
            }
        }
        return ExchangeViewModel(
            title: "Base currency", subtitle: "Now: \(state.base) (\(state.name(of: state.base)))", choices: choices,
            message: message, prompt: prompt(count: shown.count), notice: state.notice,
            help: [
                "A number chooses that currency as your base.",
                "Any other text searches codes and names (eur, rupee, pound).",
                "b        back without changing",
            ])
    }

    /// "Choose a currency (1-7), or type a code or name to search": the range of the numbers listed.
    static func prompt(count: Int) -> Prompt {
        count == 0
            ? Prompt("Type a code or name to search")
            : Prompt(Prompt.choice("Choose a currency", count: count).text + ", or type a code or name to search")
    }
}
