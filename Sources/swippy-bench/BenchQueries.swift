import Foundation
import SwippyData
import SwippyStorage

/// History's query engine timed in-process (`--queries FILE RUNS`, run by the bench as a child so the data
/// never counts in the bench's own memory): the data loaded once, then for the first user the query History
/// builds when it opens (as the app builds it), its first search (which makes the search index), each search
/// and filter it offers, the totals it shows of the whole history, and home drawn again after a transfer, each
/// the median of `runs`.
enum BenchQueries {
    /// One timed case: its name, the median time, and how many rows it gave.
    struct Result {
        let name: String
        let seconds: Double
        let rows: Int
    }

    static let prefix = "QUERY\t"

    /// The cases, in the order printed.
    static func cases(query: TransactionQuery, accountID: String?) throws -> [(String, TransactionFilter)] {
        let utc = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0) ?? .current
        let from = try DateInput.parse("2025-03-01", now: Date(), in: utc).get()
        let to = try DateInput.parse("2025-03-31", now: Date(), in: utc).get()
        var search = TransactionFilter()
        search.search = "swiggy"
        var account = TransactionFilter()
        account.holder = accountID
        var dates = TransactionFilter()
        (dates.from, dates.to) = (from, to)
        var amounts = TransactionFilter()
        (amounts.minimum, amounts.maximum) = (100, 500)
        var category = TransactionFilter()
        (category.category, category.direction, category.currency) = ("food", .debit, "INR")
        var combined = TransactionFilter()
        combined.search = "order"
        (combined.holder, combined.from, combined.to, combined.minimum, combined.maximum) = (
            accountID, from, to, 100, 5_000
        )
        var rare = TransactionFilter()
        rare.search = "SWPB123458"
        return [
            ("search a word (\"swiggy\")", search), ("search a reference (one row)", rare), ("account filter", account),
            ("date range (one month)", dates), ("amount range (100–500)", amounts),
            ("category + direction + currency", category), ("search \"order\" + account + dates + amounts", combined),
        ]
    }

    /// Loads `file` and prints one `QUERY` line per case (run in the child).
    static func runChild(file: String, runs: Int) throws {
        let loaded = try MockDataLoader.load(from: URL(fileURLWithPath: file)).data
        guard let user = loaded.wallet.users.first else { throw BenchError("no user in \(file)") }
        // As the app opens History: the user's rows through the history index (built at sign-in, not here) and
        // the search index made at the first search (`DeferredIndex`).
        let index = AppendedHistoryIndex()
        let positions = index.positionsOldestFirst(ofUser: user.id, in: loaded.wallet)
        func opened() -> TransactionQuery {
            TransactionQuery(
                userID: user.id, wallet: loaded.wallet, reference: loaded.reference,
                history: TransactionHistory(transactions: loaded.wallet.transactions, oldestFirst: positions)
            ) { history in DeferredIndex { ColumnIndex(history) } }
        }
        var query = opened()
        let open = median(runs) { query = opened() }
        print(prefix + "open History (the user's history, newest first)\t\(open)\t\(query.history.count)")
        let cases = try cases(query: query, accountID: loaded.wallet.accounts(of: user.id).first?.id)
        var firstRows = 0
        let first = median(runs) {
            query = opened()
            firstRows = query.run(cases[0].1).count
        }
        print(prefix + "first search after opening (makes the search index)\t\(first)\t\(firstRows)")
        for (name, filter) in cases {
            var rows = 0
            let seconds = median(runs) { rows = query.run(filter).count }
            print(prefix + "\(name)\t\(seconds)\t\(rows)")
        }
        // History shows the totals of its rows whenever they change: on opening, of the whole history.
        let all = query.run(TransactionFilter())
        let rates = loaded.reference.exchangeRates
        let base = loaded.wallet.baseCurrency(of: user.id, fallback: rates.base)
        let totals = median(runs) { _ = TransactionTotals(all, query: query, base: base, rates: rates) }
        print(prefix + "totals of the whole history (shown on opening)\t\(totals)\t\(all.count)")
        let home = homeAfterTransfer(loaded, user: user.id, runs: runs)
        print(prefix + homeCase + "\t\(home.seconds)\t\(home.rows)")
    }

    static let homeCase = "home after a transfer (index caught up, five newest, six credit lines)"

    /// What home computes when it is shown again after a transfer: the history index catches up with the
    /// transfer's row, then the summary of the five newest rows and the six credit lines it lists, as the app's
    /// home adapter asks for them. Each run appends one more row (a copy of the newest with a new id).
    private static func homeAfterTransfer(_ loaded: MockData, user: String, runs: Int) -> (seconds: Double, rows: Int) {
        let index = AppendedHistoryIndex()
        var wallet = loaded.wallet
        guard let template = wallet.transactions.last else { return (0, 0) }
        func append() {
            var row = template
            row.id = "bench-home-\(wallet.transactions.count)"
            row.reference = row.id
            wallet.transactions.append(row)
        }
        // The first append copies the shared array and the first question builds the index: both before timing.
        append()
        _ = index.positions(ofUser: user, limit: MoneySummary.recentCount, in: wallet)
        var rows = 0
        let seconds = median(runs) {
            append()
            let newest = index.positions(ofUser: user, limit: MoneySummary.recentCount, in: wallet).map {
                wallet.transactions[$0]
            }
            let summary = MoneySummary(
                userID: user, wallet: wallet, reference: loaded.reference, newest: newest, creditLinesKept: 6)
            rows = summary.recent.count + summary.creditLines.count
        }
        return (seconds, rows)
    }

    /// Parses the child's `QUERY` lines.
    static func parse(_ output: String) -> [Result] {
        output.split(separator: "\n").compactMap { line in
            guard line.hasPrefix(prefix) else { return nil }
            let fields = line.dropFirst(prefix.count).split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 3, let seconds = Double(fields[1]), let rows = Int(fields[2]) else { return nil }
            return Result(name: String(fields[0]), seconds: seconds, rows: rows)
        }
    }

    /// The median wall time of `runs` calls of `body`.
    private static func median(_ runs: Int, _ body: () -> Void) -> Double {
        var times: [Double] = []
        for _ in 0..<max(1, runs) {
            let start = DispatchTime.now().uptimeNanoseconds
            body()
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        return times.sorted()[times.count / 2]
    }

    /// The table: one row per case, one column per size, and the rows the largest size gave.
    static func printTable(_ results: [(label: String, results: [Result])]) {
        guard let largest = results.last, !largest.results.isEmpty else { return }
        Swift.print("")
        Swift.print(
            "| History query (first user) | " + results.map(\.label).joined(separator: " | ")
                + " | rows at \(largest.label) |")
        Swift.print("|---|" + results.map { _ in "---|" }.joined() + "---|")
        for (index, result) in largest.results.enumerated() {
            let times = results.map { size in
                size.results.indices.contains(index) ? BenchTable.time(size.results[index].seconds) : "—"
            }
            Swift.print("| \(result.name) | " + times.joined(separator: " | ") + " | \(result.rows) |")
        }
        // Opening, the first search (which makes the search index) and home are not searches.
        let worst =
            largest.results.filter { !$0.name.hasPrefix("open") && !$0.name.hasPrefix("first") }
            .filter { $0.name != homeCase }.map(\.seconds).max() ?? 0
        Swift.print(
            String(
                format:
                    "slowest search or filter at %@: %@ (goal ≤ 50 ms); paging slices the result, no query runs again",
                largest.label, BenchTable.time(worst)))
    }
}
