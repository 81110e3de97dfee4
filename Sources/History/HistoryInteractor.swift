import Foundation
import SwippyCore
import SwippyData

/// The rules of History: the history is loaded once per visit; a search or a filter runs the query once
/// (one walk) and keeps its rows; paging only moves over those rows. Each intent sends the state once.
@MainActor
final class HistoryInteractor: HistoryInteracting {
    let state: ObservableValue<HistoryState>
    let repository: any HistoryRepository
    let clock: any WallClock
    let zone: TimeZone

    init(repository: any HistoryRepository, clock: any WallClock, zone: TimeZone, pageSize: Int) {
        self.repository = repository
        self.clock = clock
        self.zone = zone
        var initial = HistoryState()
        initial.paging = Paging(pageSize: pageSize)
        state = ObservableValue(initial)
    }

    func load() {
        var next = state.value
        do {
            next.query = try repository.query()
            next.categories = Self.categories(next.query)
            next.phase = .loaded
            run(&next)
        } catch {
            next.phase = .failed("Could not load your transactions: \(error)")
        }
        state.send(next)
    }

    func search(_ text: String) {
        var next = state.value
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty, next.filter.search == nil {
            next.notice = Notice("No search to clear: type / and words to search, for example /coffee.", after: next.notice)
            return state.send(next)
        }
        next.filter.search = trimmed.isEmpty ? nil : trimmed
        run(&next)
        state.send(next)
    }

    func clearAll() {
        var next = state.value
        next.filter = TransactionFilter()
        run(&next)
        next.notice = Notice("Search and filters cleared.", after: next.notice)
        state.send(next)
    }

    func nextPage() {
        var next = state.value
        if let refusal = next.paging.turn(forward: true) { next.notice = Notice(refusal, after: next.notice) }
        state.send(next)
    }

    func previousPage() {
        var next = state.value
        if let refusal = next.paging.turn(forward: false) { next.notice = Notice(refusal, after: next.notice) }
        state.send(next)
    }

    /// "page 3": that page, or one line naming the pages there are.
    func goToPage(_ text: String) {
        var next = state.value
        let count = next.paging.pageCount
        guard let number = Int(text.trimmingCharacters(in: .whitespaces)), (1...count).contains(number) else {
            next.notice = Notice(
                count == 1 ? "There is only page 1." : "Choose a page from 1 to \(count) (page N), or n and p.", after: next.notice)
            return state.send(next)
        }
        var paging = Paging(itemCount: next.rows.count, pageSize: next.paging.pageSize)
        for _ in 1..<number { paging = paging.next() ?? paging }
        next.paging = paging
        state.send(next)
    }

    func openRow(at index: Int) {
        var next = state.value
        guard next.rows.indices.contains(index) else {
            next.notice = Notice(next.paging.unknownHint(String(index + 1)), after: next.notice)
            return state.send(next)
        }
        next.paging = next.paging.showing(index)
        next.step = .details(next.rows[index].id)
        next.disputes = repository.disputes(ofTransaction: next.rows[index].id)
        next.sharing = false
        state.send(next)
    }

    func share() {
        var next = state.value
        next.sharing = true
        state.send(next)
    }

    func open(_ step: HistoryState.Step) {
        var next = state.value
        next.step = step
        if step == .list {
            next.sharing = false
            refresh(&next)
        }
        if case .details(let id) = step { next.disputes = repository.disputes(ofTransaction: id) }
        if step == .chart {
            let query = next.query
            next.spending = TransactionTotals.monthlySpending(
                query.history, months: 6, now: clock.now, zone: zone, base: repository.baseCurrency(),
                rates: repository.exchangeRates(), code: query.code(of:))
        }
        state.send(next)
    }

    /// Reloads the history when it changed since it was loaded (a repeat or a dispute sent from here), runs the
    /// same search and filters again, and stays on the same page when it still exists.
    private func refresh(_ next: inout HistoryState) {
        guard next.phase == .loaded, let query = try? repository.query(), query != next.query else { return }
        let page = next.paging
        next.query = query
        next.categories = Self.categories(query)
        run(&next)
        next.paging = page.resized(to: next.rows.count)
    }

    /// Runs the filter over the loaded history (one walk), totals the rows and starts at page one.
    func run(_ next: inout HistoryState) {
        next.rows = next.query.run(next.filter)
        next.paging = Paging(itemCount: next.rows.count, pageSize: next.paging.pageSize)
        let query = next.query
        next.totals = TransactionTotals(next.rows, query: query, base: repository.baseCurrency(), rates: repository.exchangeRates())
    }
}
