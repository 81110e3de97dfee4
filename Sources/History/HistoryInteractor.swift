import Foundation
import SwippyCore
import SwippyData

/// The rules of History: the history is loaded once per visit; a search or a filter runs the query once
/// (one walk) and keeps its rows; paging only moves over those rows. Each intent changes the state once
/// (`state.update`).
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
        var initial = HistoryState(zone: zone)
        initial.paging = Paging(pageSize: pageSize)
        state = ObservableValue(initial)
    }

    func load() {
        state.update { next in
            do {
                next.query = try repository.query()
                next.loadedAt = clock.now
                next.categories = nil
                next.phase = .loaded
                run(&next)
            } catch {
                next.phase = .failed("Could not load your transactions: \(error)")
            }
        }
    }

    func search(_ text: String) {
        state.update { next in
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty, next.filter.search == nil {
                next.notice = Notice(
                    "No search to clear: type / and words to search, for example /coffee.", after: next.notice)
                return
            }
            next.filter.search = trimmed.isEmpty ? nil : trimmed
            run(&next)
        }
    }

    func clearAll() {
        state.update { next in
            next.filter = TransactionFilter()
            run(&next)
            next.notice = Notice("Search and filters cleared.", after: next.notice)
        }
    }

    func turnPage(forward: Bool) {
        state.update { next in
            if let refusal = next.paging.turn(forward: forward) { next.notice = Notice(refusal, after: next.notice) }
        }
    }

    /// "page 3": that page, or one line naming the pages there are.
    func goToPage(_ text: String) {
        state.update { next in
            let count = next.paging.pageCount
            let pages = MoneyFormat.grouping(for: HistoryText.countCurrency(next)).count(count)
            guard let number = MenuInput.number(text.trimmingCharacters(in: .whitespaces)), (1...count).contains(number)
            else {
                next.notice = Notice(
                    count == 1 ? "There is only page 1." : "Choose a page from 1 to \(pages) (page N), or n and p.",
                    after: next.notice)
                return
            }
            var paging = Paging(itemCount: next.rows.count, pageSize: next.paging.pageSize)
            for _ in 1..<number { paging = paging.next() ?? paging }
            next.paging = paging
        }
    }

    func openRow(at index: Int) {
        state.update { next in
            guard next.rows.indices.contains(index) else {
                let grouping = MoneyFormat.grouping(for: HistoryText.countCurrency(next))
                next.notice = Notice(next.paging.unknownHint(String(index + 1), grouping: grouping), after: next.notice)
                return
            }
            next.paging = next.paging.showing(index)
            next.step = .details(next.rows[index].id)
            next.disputes = repository.disputes(ofTransaction: next.rows[index].id)
            next.sharing = false
        }
    }

    func share() {
        state.update { next in
            next.sharing = true
        }
    }

    func open(_ step: HistoryState.Step) {
        state.update { next in
            next.step = step
            if step == .list {
                next.sharing = false
                refresh(&next)
            }
            if case .details(let id) = step { next.disputes = repository.disputes(ofTransaction: id) }
            if step == .export { next.exportName = TransactionCSV.defaultFileName(now: clock.now, zone: zone) }
            if step == .filters, next.categories == nil { next.categories = Self.categories(next.query) }
            if step == .chart {
                next.spending = Self.monthlySpending(
                    next.query, months: 6, now: clock.now, zone: zone, base: repository.baseCurrency(),
                    rates: repository.exchangeRates())
            }
        }
    }

    /// Reloads the history when it changed since it was loaded (a repeat or a dispute sent from here), runs the
    /// same search and filters again, and stays on the same page when it still exists.
    private func refresh(_ next: inout HistoryState) {
        guard next.phase == .loaded, let query = try? repository.query(), query != next.query else { return }
        let page = next.paging
        next.query = query
        next.categories = nil
        run(&next)
        next.paging = page.resized(to: next.rows.count)
    }

    /// Runs the filter over the loaded history (one walk), totals the rows and starts at page one. Totals over
    /// the whole wallet leave internal moves out; filtered to one account or card, they count. The totals are in
    /// the filter's currency when one is set (every row is in it: nothing is converted), else in the base
    /// currency, each other currency converted at the data's rates (`TransactionTotals`: "≈").
    func run(_ next: inout HistoryState) {
        next.rows = next.query.run(next.filter)
        next.paging = Paging(itemCount: next.rows.count, pageSize: next.paging.pageSize)
        let query = next.query
        next.totals = TransactionTotals(
            next.rows, query: query, base: next.filter.currency ?? repository.baseCurrency(),
            rates: repository.exchangeRates(), leavingOutInternal: next.filter.holder == nil)
    }
}

/// A one-line reason why typed input was refused.
struct HistoryProblem: Error, Equatable {
    let reason: String

    init(_ reason: String) {
        self.reason = reason
    }
}
