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
            model.rowWidths = rowWidths(state, zone: zone)
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

    /// How many rows of the list are measured for its column widths: a bounded sample, so a page of a list of a
    /// million rows costs what a page of a short one does.
    static let sampleSize = 128

    /// The rows measured for the list's column widths: every row of a short list; of a long one, `sampleSize`
    /// spread evenly from the newest to the oldest, and the last (the widest number, the oldest date). A page
    /// whose kept cell (an amount) is wider than the sample's widens that column on that page only.
    static func sampleIndices(_ count: Int) -> [Int] {
        guard count > sampleSize else { return Array(0..<count) }
        return (0..<sampleSize).map { $0 * (count - 1) / (sampleSize - 1) }
    }

    /// The widths of the list's columns, measured on `sampleIndices` (the dates as the page shows them), the amount
    /// column at least as wide as the larger of the list's money in and out: no row's amount is larger.
    static func rowWidths(_ state: HistoryState, zone: TimeZone) -> HistoryViewModel.Row.Widths {
        let page = state.paging.visible(state.rows)
        let now = SwippyDate.zoneHeading(page.map(\.date), in: zone) == nil ? nil : state.loadedAt
        let sample = sampleIndices(state.rows.count).map { index in
            HistoryText.row(state.rows[index], number: index + 1, query: state.query, zone: zone, now: now)
        }
        var widths = HistoryViewModel.Row.Widths(sample)
        if let totals = state.totals {
            let largest = MoneyFormat.string(max(totals.moneyIn, totals.moneyOut), currency: totals.currency)
            widths.amount = max(widths.amount, DisplayWidth.of("+" + largest))
        }
        return widths
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
            let now = heading == nil ? nil : state.loadedAt
            let rows = page.enumerated().map { offset, transaction in
                HistoryText.row(
                    transaction, number: state.paging.number(at: offset), query: state.query, zone: zone, now: now)
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
        var commands = [
            Block.Command("/TEXT", "Search", short: "search"), Block.Command("f", "Filters", short: "filters"),
        ]
        if !state.filter.isEmpty { commands.append(Block.Command("x", "Clear search and filters", short: "clear")) }
        if state.paging.hasNext { commands.append(Block.Command("n", "Next page", short: "next")) }
        if state.paging.hasPrevious { commands.append(Block.Command("p", "Previous page", short: "previous")) }
        commands += [
            Block.Command("c", "Monthly spending chart", short: "chart"),
            Block.Command("e", "Export these rows as CSV", short: "export"),
            Block.Command("m", "Email a report", short: "report"),
        ]
        parts.append(.commands(commands))
        return parts
    }
}
