import Foundation
import SwippyCore
import SwippyData

/// The filters: what is applied, and one line to change one ("from 1 Nov 2026", "out", "clear min").
@MainActor
final class HistoryFiltersPresenter: ModulePresenter {
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
        interactor.applyFilter(input)
    }

    /// The words a filter line starts with (`HistoryInteractor.applyFilter`), for Tab on a terminal.
    static let words = ["from", "to", "min", "max", "currency", "in", "out", "account", "category", "clear"]

    static func viewModel(for state: HistoryState) -> HistoryViewModel {
        var model = HistoryViewModel(title: "Filters")
        let filter = state.filter
        let query = state.query
        func field(_ label: String, _ text: String?, keep: Bool = false) -> HistoryViewModel.Field {
            HistoryViewModel.Field(label: label, value: text ?? "any", keep: keep, unset: text == nil)
        }
        model.parts = [
            .text(HistoryText.summary(state)),
            .fields([
                field("Search", filter.search.map { "\"\($0)\"" }),
                field("From", filter.from?.text, keep: true),
                field("To", filter.to?.text, keep: true),
                field("Min", filter.minimum.map { "\($0)" }, keep: true),
                field("Max", filter.maximum.map { "\($0)" }, keep: true),
                field("Currency", filter.currency),
                field("Direction", filter.direction.map { $0 == .credit ? "in" : "out" }),
                field("Account", filter.holder.map { query.holderNames[$0] ?? $0 }),
                field("Category", filter.category),
            ]),
            .text("Accounts and cards (account N):"),
            .fields(
                state.holders.enumerated().map {
                    HistoryViewModel.Field(label: "\($0.offset + 1).", value: $0.element.value, keep: true)
                }),
            .text("Categories: " + (state.categories ?? []).joined(separator: ", ")),
            // Short words (the key alone, mostly) for a screen drawn compact on a short terminal.
            .commands([
                Block.Command(
                    "from DATE", "From this day (2026-11-01, 1 Nov 2026, today, yesterday, 30d)",
                    short: "(2026-11-01, 1 Nov 2026, today, 30d)"),
                Block.Command("to DATE", "To this day", short: ""),
                Block.Command("min AMOUNT", "At least this amount", short: ""),
                Block.Command("max AMOUNT", "At most this amount", short: ""),
                Block.Command("currency CODE", "Only this currency", short: ""),
                Block.Command("in / out", "Money in or out", short: ""),
                Block.Command("account N", "Only this account or card", short: ""),
                Block.Command("category NAME", "Only this category", short: ""),
                Block.Command(
                    "clear NAME", "Clear one (search, from, to, min, max, currency, direction, account, category)",
                    short: ""),
                Block.Command("clear all", "Clear search and every filter", short: ""),
            ]),
        ]
        model.prompt = Prompt("Filter (b when done)")
        model.completionWords = Self.words
        model.notice = state.notice
        return model
    }
}
