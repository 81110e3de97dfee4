import SwippyCore
import SwippyData

/// The rates table: every quoted currency against the base, the day's change, sortable and paged.
@MainActor
final class RatesPresenter: ModulePresenter {
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
        let word = input.trimmingCharacters(in: .whitespaces).lowercased()
        let sortWord = word.hasPrefix("sort ") ? String(word.dropFirst(5)) : word
        if let forward = Paging.direction(word) {
            interactor.turnPage(forward: forward)
        } else if let order = RateTable.Order(rawValue: sortWord) {
            interactor.sort(by: order)
        } else if word.count == 3, word.allSatisfy(\.isLetter) {
            interactor.chart(word)
        } else {
            view?.showNotice(ExchangeText.ratesHint(input))
        }
    }

    static func viewModel(for state: ExchangeState) -> ExchangeViewModel {
        let all = RateTable.rows(state.rates, names: state.currencies, base: state.base, order: state.order)
        let rows = state.paging.visible(all).map { row in
            ExchangeViewModel.Row(
                cells: [row.code, row.name, RateFormat.rate(row.rate), row.change.map(RateFormat.percent) ?? "–"],
                direction: ExchangeFormat.direction(row.change))
        }
        let page = all.isEmpty ? "No rates." : "\(state.paging.header()), by \(state.order.rawValue)"
        var commands: [Block.Command] = []
        if state.paging.hasNext { commands.append(Block.Command("n", "Next page")) }
        if state.paging.hasPrevious { commands.append(Block.Command("p", "Previous page")) }
        commands += [Block.Command("code, rate, change", "Sort"), Block.Command("EUR", "Chart a currency")]
        return ExchangeViewModel(
            title: "Rates against \(state.base)", subtitle: "1 \(state.base) buys · " + ExchangeFormat.subtitle(state),
            header: ["Code", "Currency", "Rate", "Day"], rows: rows, message: page, commands: commands,
            prompt: Prompt("Type a command or a code"), notice: state.notice,
            help: [
                "n, p     next and previous page", "code, rate, change  sort the table", "EUR      chart that currency",
            ],
            completionWords: RateTable.Order.allCases.map(\.rawValue) + ["sort"])
    }
}
