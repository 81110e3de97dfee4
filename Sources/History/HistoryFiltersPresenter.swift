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
        func value(_ text: String?) -> String { text ?? "any" }
        model.parts = [
            .text(HistoryText.summary(state)),
            .fields([
                HistoryViewModel.Field(label: "Search", value: value(filter.search.map { "\"\($0)\"" })),
                HistoryViewModel.Field(label: "From", value: value(filter.from?.text), keep: true),
                HistoryViewModel.Field(label: "To", value: value(filter.to?.text), keep: true),
                HistoryViewModel.Field(label: "Min", value: value(filter.minimum.map { "\($0)" }), keep: true),
                HistoryViewModel.Field(label: "Max", value: value(filter.maximum.map { "\($0)" }), keep: true),
                HistoryViewModel.Field(label: "Currency", value: value(filter.currency)),
                HistoryViewModel.Field(
                    label: "Direction", value: value(filter.direction.map { $0 == .credit ? "in" : "out" })),
                HistoryViewModel.Field(
                    label: "Account", value: value(filter.holder.map { query.holderNames[$0] ?? $0 })),
                HistoryViewModel.Field(label: "Category", value: value(filter.category)),
            ]),
            .text("Accounts and cards (account N):"),
            .fields(
                state.holders.enumerated().map {
                    HistoryViewModel.Field(label: "\($0.offset + 1).", value: $0.element.value, keep: true)
                }),
            .text("Categories: " + (state.categories ?? []).joined(separator: ", ")),
            .commands([
                Block.Command("from DATE", "From this day (2026-11-01, 1 Nov 2026, today, yesterday, 30d)"),
                Block.Command("to DATE", "To this day"),
                Block.Command("min AMOUNT", "At least this amount"), Block.Command("max AMOUNT", "At most this amount"),
                Block.Command("currency CODE", "Only this currency"), Block.Command("in / out", "Money in or out"),
                Block.Command("account N", "Only this account or card"),
                Block.Command("category NAME", "Only this category"),
                Block.Command(
                    "clear NAME", "Clear one (search, from, to, min, max, currency, direction, account, category)"),
                Block.Command("clear all", "Clear search and every filter"),
            ]),
        ]
        model.prompt = Prompt("Filter (b when done)")
        model.completionWords = Self.words
        model.notice = state.notice
        return model
    }
}
