import Foundation
import SwippyCore
import SwippyData

extension HistoryInteractor {
    /// Writes the rows shown (search and filters applied) to `path`, or to the default name in the working
    /// directory when `path` is empty; an existing file is only replaced after a yes.
    func export(to path: String) {
        var next = state.value
        let trimmed = path.trimmingCharacters(in: .whitespaces)
        let target = trimmed.isEmpty ? TransactionCSV.defaultFileName(now: clock.now, zone: zone) : trimmed
        if repository.fileExists(at: target) {
            next.step = .confirmOverwrite(target)
            return state.send(next)
        }
        write(to: target, &next)
        state.send(next)
    }

    func answerOverwrite(_ answer: YesNo?) {
        var next = state.value
        guard case .confirmOverwrite(let target) = next.step else { return }
        switch answer {
        case .yes?:
            write(to: target, &next)
        case .no?:
            next.step = .export
            next.notice = Notice("\(target) was left as it was. Type another path.", after: next.notice)
        case nil:
            next.notice = Notice("Answer y to replace \(target) or n to keep it.", after: next.notice)
        }
        state.send(next)
    }

    private func write(to target: String, _ next: inout HistoryState) {
        do {
            try repository.writeFile(TransactionCSV.text(next.rows, query: next.query, zone: zone), to: target)
            next.step = .list
            let rows = next.rows.count == 1 ? "1 transaction" : "\(next.rows.count) transactions"
            next.notice = Notice("Exported \(rows) to \(target).", after: next.notice)
        } catch {
            next.step = .export
            next.notice = Notice("Could not export: \(error)", after: next.notice)
        }
    }

    /// "FROM to TO": the rows of those days (search and filters aside) mailed to support with their totals.
    func sendReport(_ range: String) {
        var next = state.value
        switch reportDays(range) {
        case .failure(let problem):
            next.notice = Notice(problem.reason, after: next.notice)
        case .success(let (from, to)):
            var filter = TransactionFilter()
            filter.from = from
            filter.to = to
            let rows = next.query.run(filter)
            let query = next.query
            let totals = TransactionTotals(rows, base: repository.baseCurrency(), rates: repository.exchangeRates(), code: query.code(of:))
            let subject = "Transaction report \(from.text) to \(to.text)"
            let body = TransactionReport.body(rows, totals: totals, query: query, zone: zone, subject: subject)
            do {
                let address = try repository.sendReport(subject: subject, body: body)
                next.step = .list
                next.notice = Notice("Report of \(rows.count) transactions sent to \(address).", after: next.notice)
            } catch {
                next.notice = Notice("Could not send the report: \(error)", after: next.notice)
            }
        }
        state.send(next)
    }

    private func reportDays(_ range: String) -> Result<(DateInput.Day, DateInput.Day), HistoryProblem> {
        let parts = range.components(separatedBy: " to ")
        guard parts.count == 2 else {
            return .failure(HistoryProblem("Type the days as FROM to TO, for example 1 Nov 2026 to today."))
        }
        let now = clock.now
        switch (DateInput.parse(parts[0], now: now, in: zone), DateInput.parse(parts[1], now: now, in: zone)) {
        case (.failure(let problem), _), (_, .failure(let problem)):
            return .failure(HistoryProblem(problem.description))
        case (.success(let from), .success(let to)):
            if from > to { return .failure(HistoryProblem("From (\(from.text)) must be on or before to (\(to.text)).")) }
            if to.start > now { return .failure(HistoryProblem("The report cannot end in the future (\(to.text)).")) }
            return .success((from, to))
        }
    }
}
