import Foundation
import SwippyCore
import SwippyData

extension HistoryInteractor {
    /// "FROM to TO": checks the days and asks to confirm, showing where the report goes, the days and how
    /// many transactions it holds (search and filters aside); nothing is sent before a yes.
    func sendReport(_ range: String) {
        state.update { next in
            switch reportDays(range) {
            case .failure(let problem):
                next.notice = Notice(problem.reason, after: next.notice)
            case .success(let (from, to)):
                let count = next.query.run(Self.days(from, to)).count
                next.step = .confirmReport(
                    HistoryState.ReportDraft(from: from, to: to, count: count, address: repository.reportAddress()))
            }
        }
    }

    /// Sends the report confirmed on the screen (yes), sends nothing and asks for other days (no), or says
    /// what to type (nil).
    func answerReport(_ answer: YesNo?) {
        guard case .confirmReport(let draft) = state.value.step else { return }
        state.update { next in
            switch answer {
            case .yes?:
                send(draft, &next)
            case .no?:
                next.step = .report
                next.notice = Notice("Not sent. Type other days, or b to go back.", after: next.notice)
            case nil:
                next.notice = Notice(
                    "Type y to send the report to \(draft.address) or n to keep it.", after: next.notice)
            }
        }
    }

    private func send(_ draft: HistoryState.ReportDraft, _ next: inout HistoryState) {
        let rows = next.query.run(Self.days(draft.from, draft.to))
        let query = next.query
        let totals = TransactionTotals(
            rows, query: query, base: repository.baseCurrency(), rates: repository.exchangeRates(),
            leavingOutInternal: true)
        let subject = "Transaction report \(draft.from.text) to \(draft.to.text)"
        let body = TransactionReport.body(Array(rows), totals: totals, query: query, zone: zone, subject: subject)
        do {
            let address = try repository.sendReport(subject: subject, body: body)
            next.step = .list
            next.notice = Notice(
                "Report of \(Plural.of(rows.count, "transaction")) sent to \(address).", after: next.notice)
        } catch {
            next.step = .report
            next.notice = Notice("Could not send the report: \(error)", after: next.notice)
        }
    }

    /// Every transaction of the days from `from` to `to` (search and filters aside).
    private static func days(_ from: DateInput.Day, _ to: DateInput.Day) -> TransactionFilter {
        var filter = TransactionFilter()
        filter.from = from
        filter.to = to
        return filter
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
            if from > to {
                return .failure(HistoryProblem("From (\(from.text)) must be on or before to (\(to.text))."))
            }
            if to.start > now { return .failure(HistoryProblem("The report cannot end in the future (\(to.text)).")) }
            return .success((from, to))
        }
    }
}
