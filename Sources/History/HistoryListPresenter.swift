import Foundation
import SwippyCore
import SwippyData

/// The list: every transaction of the user, newest first, paged; search, filters, chart, export, report.
@MainActor
final class HistoryListPresenter: ModulePresenter {
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
        interactor.load()
    }

    func didReappear() {
        interactor.open(.list)
    }

    func handle(_ input: String) {
        let word = input.lowercased()
        let steps: [String: HistoryState.Step] = ["f": .filters, "c": .chart, "e": .export, "m": .report]
        if let step = steps[word] {
            interactor.open(step)
        } else if word.hasPrefix("page ") {
            interactor.goToPage(String(word.dropFirst(5)))
        } else if word == "x" {
            interactor.clearAll()
        } else if input.hasPrefix("/") {
            interactor.search(String(input.dropFirst()))
        } else if word.hasPrefix("s ") || word == "s" {
            interactor.search(String(input.dropFirst()))
        } else {
            let state = interactor.state.value
            switch state.paging.answer(input, grouping: MoneyFormat.grouping(for: HistoryText.countCurrency(state))) {
            case .turn(let forward): interactor.turnPage(forward: forward)
            case .choose(let index): interactor.openRow(at: index)
            case .unknown(let hint): view?.showNotice(hint)
            }
        }
    }

    static func viewModel(for state: HistoryState) -> HistoryViewModel {
        let zone = state.zone
        var model = HistoryViewModel(title: "History")
        switch state.phase {
        case .loading:
            model = .initial
        case .failed(let message):
            model.parts = [.error(message)]
            model.prompt = Prompt.back
        case .loaded:
            model.parts = parts(state, zone: zone)
            model.prompt =
                state.paging.range.isEmpty
                ? Prompt("Type a command")
                : state.paging.prompt(
                    "Choose a transaction", grouping: MoneyFormat.grouping(for: HistoryText.countCurrency(state)))
            model.completionWords = state.paging.pageCount > 1 ? ["page"] : []
            model.helpLines = [
                "A number opens that transaction.", "/TEXT   search (s TEXT too; / alone clears)",
                "f filters · x clear all · n/p or page N · c chart · e export CSV · m email a report",
            ]
        }
        model.notice = state.notice
        return model
    }

    private static func parts(_ state: HistoryState, zone: TimeZone) -> [HistoryViewModel.Part] {
        var parts: [HistoryViewModel.Part] = [.text(HistoryText.summary(state))]
        if state.rows.isEmpty {
            let applied = HistoryText.applied(state.filter, query: state.query)
            parts.append(
                .text(
                    applied.isEmpty
                        ? "No transactions yet."
                        : "Nothing matches " + applied.joined(separator: ", ")
                            + ". Type x to clear all, or f to change the filters."))
        } else {
            let page = state.paging.visible(state.rows)
            let heading = SwippyDate.zoneHeading(page.map(\.date), in: zone)
            let rows = page.enumerated().map { offset, transaction in
                HistoryText.row(
                    transaction, number: state.paging.number(at: offset), query: state.query, zone: zone,
                    now: heading == nil ? nil : state.loadedAt)
            }
            if let heading, state.loadedAt != nil { parts[0] = .text(HistoryText.summary(state) + " · " + heading) }
            parts.append(.rows(rows))
            parts.append(
                .text(state.paging.header("row", grouping: MoneyFormat.grouping(for: HistoryText.countCurrency(state))))
            )
            if let totals = state.totals {
                parts.append(.totals(heading: HistoryText.totalsHeading(state), HistoryText.totals(totals)))
            }
        }
        var commands = [Block.Command("/TEXT", "Search"), Block.Command("f", "Filters")]
        if !state.filter.isEmpty { commands.append(Block.Command("x", "Clear search and filters")) }
        if state.paging.hasNext { commands.append(Block.Command("n", "Next page")) }
        if state.paging.hasPrevious { commands.append(Block.Command("p", "Previous page")) }
        commands += [
            Block.Command("c", "Monthly spending chart"), Block.Command("e", "Export these rows as CSV"),
            Block.Command("m", "Email a report"),
        ]
        parts.append(.commands(commands))
        return parts
    }
}
