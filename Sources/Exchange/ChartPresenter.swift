import SwippyCore
import SwippyData

/// The history chart of one currency against the base: the last 30 days, zoomed to typed days and back.
@MainActor
final class ChartPresenter: ModulePresenter {
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
        let lower = word.lowercased()
        if lower == "a" || lower == "all" {
            interactor.resetZoom()
        } else if lower.hasPrefix("z ") || lower.hasPrefix("zoom ") || lower == "z" || lower == "zoom" {
            interactor.zoom(String(word.drop { $0 != " " }))
        } else if word.count == 3, word.allSatisfy(\.isLetter) {
            interactor.chart(word)
        } else {
            view?.showNotice(ExchangeText.chartHint(input))
        }
    }

    static func viewModel(for state: ExchangeState) -> ExchangeViewModel {
        let days = state.chartDays.count
        let span = state.isZoomed ? "zoomed to \(days) day\(days == 1 ? "" : "s")" : "last \(days) days"
        let change = ExchangeFormat.priceChange(state)
        var commands = [Block.Command("z FROM TO", "Zoom to days, like z 2026-11-01 2026-11-10")]
        if state.isZoomed { commands.append(Block.Command("a", "All 30 days again")) }
        commands.append(Block.Command("GBP", "Chart another currency"))
        return ExchangeViewModel(
            title: "\(state.base) per 1 \(state.chartCode)",
            subtitle: "\(state.name(of: state.chartCode)), \(span)"
                + (change.map { ", " + RateFormat.percent($0) } ?? ""),
            message: ExchangeFormat.chart(state) == nil ? "No rates for these days." : nil,
            chart: ExchangeFormat.chart(state),
            commands: commands, prompt: Prompt("Type a command or a code"), notice: state.notice,
            help: [
                "z FROM TO  zoom (dates like 2026-11-01, 1 Nov 2026, today, 7d)", "a        all 30 days",
                "GBP      chart that currency",
            ],
            completionWords: ["zoom", "all"])
    }
}
