import Foundation
import SwippyCore
import SwippyData

extension HistoryInteractor {
    /// Writes the rows shown (search and filters applied) to `path`, or to the name the export step offered
    /// (`exportName`, in the working directory) when `path` is empty; an existing file is only replaced after a yes.
    func export(to path: String) {
        state.update { next in
            let trimmed = path.trimmingCharacters(in: .whitespaces)
            let offered =
                next.exportName.isEmpty ? TransactionCSV.defaultFileName(now: clock.now, zone: zone) : next.exportName
            let target = trimmed.isEmpty ? offered : trimmed
            if repository.fileExists(at: target) {
                next.step = .confirmOverwrite(target)
                return
            }
            write(to: target, &next)
        }
    }

    func answerOverwrite(_ answer: YesNo?) {
        guard case .confirmOverwrite(let target) = state.value.step else { return }
        state.update { next in
            switch answer {
            case .yes?:
                write(to: target, &next)
            case .no?:
                next.step = .export
                next.notice = Notice("\(target) was left as it was. Type another path.", after: next.notice)
            case nil:
                next.notice = Notice("Answer y to replace \(target) or n to keep it.", after: next.notice)
            }
        }
    }

    private func write(to target: String, _ next: inout HistoryState) {
        let (rows, query, zone) = (next.rows, next.query, zone)
        do {
            // Streamed: the file goes out a chunk at a time as the rows are read, never whole in memory.
            try repository.writeFile(to: target, rows: rows.count) { write in
                try TransactionCSV.write(rows, query: query, zone: zone, to: write)
            }
            next.step = .list
            let rows = Plural.of(
                next.rows.count, "transaction", grouping: MoneyFormat.grouping(for: HistoryText.countCurrency(next)))
            next.notice = Notice("Exported \(rows) to \(target).", after: next.notice)
        } catch {
            next.step = .export
            next.notice = Notice("Could not export: \(error)", after: next.notice)
        }
    }
}
