import SwippyCore
import SwippyData

/// The converter: "100 EUR to JPY" gives the result in JPY's minor units, the rate used and its date.
@MainActor
final class ConverterPresenter: ModulePresenter {
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
        interactor.convert(input)
    }

    static func viewModel(for state: ExchangeState) -> ExchangeViewModel {
        var fields: [Block.Field] = []
        if let done = state.conversion {
            fields = [
                Block.Field("Amount", RateFormat.money(done.amount, code: done.from) + " (\(done.from))", keep: true),
                Block.Field("Result", RateFormat.money(done.result, code: done.to) + " (\(done.to))", keep: true),
                Block.Field("Rate", "1 \(done.from) = \(RateFormat.rate(done.rate)) \(done.to)", keep: true),
                Block.Field("Rate of", SwippyDate.calendarDay(done.date), keep: true),
            ]
        }
        return ExchangeViewModel(
            title: "Converter", subtitle: ExchangeFormat.subtitle(state), fields: fields,
            message: "Type an amount and two codes, like 100 EUR to JPY (one code converts to \(state.base)).",
            prompt: Prompt("Amount and currencies"), notice: state.notice,
            help: ["100 EUR to JPY   convert; amounts keep the currency's minor units (JPY none)"])
    }
}
