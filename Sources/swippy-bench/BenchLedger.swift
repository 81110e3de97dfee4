import Foundation

/// The comparison with `ledger` (the C++ tool) and `hledger` (the Haskell one), each run only when it is on
/// PATH: for each size, the equivalent detailed journal (`LedgerJournal`, written by a child: `swippy-bench
/// --ledger-journal FILE JOURNAL`; both tools read it), then `balance` and `register payee swiggy` timed next to
/// Swippy's first screen and Swippy's start, sign-in, History and a search for "swiggy" (the real binary, piped
/// input); and for `ledger`, `balance` on the plain journal too (`--plain`, `LedgerFold`) next to the first screen.
struct BenchLedger {
    /// The tools compared, by name.
    static let tools = ["ledger", "hledger"]
    /// "ledger" or "hledger", and where it was found on PATH.
    let name: String
    let executable: String
    let runs: Int

    static let payee = "swiggy"
    /// The payee query in each tool's own syntax: `payee swiggy` to ledger, `payee:swiggy` to hledger (which
    /// reads `payee swiggy` as two account names and lists nothing).
    var registerQuery: [String] { name == "hledger" ? ["payee:\(Self.payee)"] : ["payee", Self.payee] }
    static let search = BenchPlan.signIn + "history\n/\(payee)\nq\n"

    /// The tool `name` on PATH, or nil (the bench then says so once and skips its table).
    static func find(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    static func notInstalled(_ name: String) -> String {
        "\(name): not installed on this machine (`which \(name)` finds nothing): its table is skipped."
    }

    /// The journals the tool is timed on: `ledger balance` on both kinds, hledger (a minute at 1M) on the detailed
    /// one only.
    var kinds: [LedgerJournal.Kind] { name == "ledger" ? [.detailed, .plain] : [.detailed] }

    /// Writes the detailed journal of the MockData `file` beside it, times `balance` and `register` on it and
    /// removes it; then `balance` on the plain journal, when the tool is timed on it; then Swippy's search.
    func measure(
        _ label: String, file: URL, first: ChildRun, swippy: String, bench: String, work: URL
    ) throws -> BenchLedgerRow {
        let journal = work.appendingPathComponent("journal-\(label)-\(name).ledger")
        defer { try? FileManager.default.removeItem(at: journal) }
        let home = work.path
        let written = try write(.detailed, of: file, to: journal, label: label, bench: bench, home: home)
        let balance = try balance(journal, home: home)
        let register = try ChildRun.repeated(runs) {
            try ChildRun.run(executable, ["-f", journal.path, "register"] + registerQuery, input: "", home: home)
        }
        guard balance.status == 0, register.status == 0 else {
            throw BenchError(
                "\(label): \(name) failed on the journal (exit \(balance.status), \(register.status))")
        }
        let agreeing = try Self.checkBalances(
            expected: written.output, ledger: balance.output, label: "\(label), \(name)")
        let journalBytes = Self.bytes(journal)
        try? FileManager.default.removeItem(at: journal)
        let plain = try kinds.contains(.plain) ? plainBalance(label, file: file, bench: bench, work: work) : nil
        let search = try ChildRun.repeated(runs) {
            try ChildRun.run(
                swippy, ["--data", file.path, "--ephemeral", "--no-cache"], input: Self.search, home: home)
        }
        guard search.status == 0, let rows = Self.matches(search.output) else {
            throw BenchError("\(label): swippy's History search did not run (exit \(search.status))")
        }
        let row = BenchLedgerRow(
            label: label, journalBytes: journalBytes, balance: balance, register: register,
            registerRows: Self.registerRows(register.output), first: first, search: search, searchRows: rows,
            plain: plain)
        print(
            String(
                format: "%@ on %@ (journal %@; its balance agrees with the data for %d accounts): balance %@, "
                    + "register %@; swippy first screen %@, load + search %@", name, label,
                BenchTable.size(journalBytes),
                agreeing,
                BenchTable.time(balance.seconds), BenchTable.time(register.seconds), BenchTable.time(first.seconds),
                BenchTable.time(search.seconds))
                + (plain.map { "; plain journal \(BenchTable.size($0.journalBytes)): balance \(Self.cell($0.balance))" }
                    ?? ""))
        return row
    }

    /// `balance` on the plain journal of `file` (written beside it, then removed), checked against the data as
    /// the detailed journal's is.
    private func plainBalance(_ label: String, file: URL, bench: String, work: URL) throws -> BenchLedgerRow.Plain {
        let journal = work.appendingPathComponent("journal-\(label)-\(name)-plain.ledger")
        defer { try? FileManager.default.removeItem(at: journal) }
        let written = try write(.plain, of: file, to: journal, label: label, bench: bench, home: work.path)
        let balance = try balance(journal, home: work.path)
        guard balance.status == 0 else {
            throw BenchError("\(label): \(name) failed on the plain journal (exit \(balance.status))")
        }
        _ = try Self.checkBalances(
            expected: written.output, ledger: balance.output, label: "\(label), \(name), plain journal")
        return BenchLedgerRow.Plain(balance: balance, journalBytes: Self.bytes(journal))
    }

    /// The journal of the `kind` asked, written by a child (`swippy-bench --ledger-journal`); its output holds
    /// the balances to check.
    private func write(
        _ kind: LedgerJournal.Kind, of file: URL, to journal: URL, label: String, bench: String, home: String
    ) throws -> ChildRun {
        let arguments = ["--ledger-journal", file.path, journal.path] + (kind == .plain ? ["--plain"] : [])
        let written = try ChildRun.run(bench, arguments, input: "", home: home)
        guard written.status == 0 else { throw BenchError("\(label): writing the \(name) journal failed") }
        return written
    }

    /// `balance` on `journal`, `runs` times.
    private func balance(_ journal: URL, home: String) throws -> ChildRun {
        try ChildRun.repeated(runs) {
            try ChildRun.run(executable, ["-f", journal.path, "balance"], input: "", home: home)
        }
    }

    private static func bytes(_ file: URL) -> Int {
        (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0
    }

    static let balancePrefix = "BALANCE\t"

    /// How many accounts `ledger balance` shows at the balance the data gives them (the journal writer's
    /// `BALANCE` lines); an account it shows otherwise stops the comparison. Accounts at zero are not shown by
    /// ledger and not counted.
    static func checkBalances(expected: String, ledger: String, label: String) throws -> Int {
        let lines = ledger.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        var agreeing = 0
        for line in expected.split(separator: "\n") where line.hasPrefix(balancePrefix) {
            let fields = line.dropFirst(balancePrefix.count).split(separator: "\t").map(String.init)
            guard fields.count == 2, fields[1].split(separator: " ").last.flatMap({ Decimal(string: String($0)) }) != 0
            else { continue }
            let shown = lines.contains { line in
                line.hasPrefix(fields[1] + " ") && (line.hasSuffix(" " + fields[0]) || line.hasSuffix(":" + fields[0]))
            }
            guard shown else {
                throw BenchError("\(label): the balance does not show \(fields[0]) at \(fields[1])")
            }
            agreeing += 1
        }
        guard agreeing > 0 else { throw BenchError("\(label): no account balance to check in ledger's output") }
        return agreeing
    }

    /// "62500 of 999998" from History's heading line `Search: swiggy · 62500 of 999998`.
    static func matches(_ output: String) -> String? {
        let marker = "Search: \(payee) · "
        guard let line = output.split(separator: "\n").last(where: { $0.contains(marker) }),
            let range = line.range(of: marker)
        else { return nil }
        return String(line[range.upperBound...]).trimmingCharacters(in: .whitespaces)
    }

    /// Transactions `ledger register` listed: a line starting with a date begins one (its other postings
    /// follow on lines starting with spaces).
    static func registerRows(_ output: String) -> Int {
        output.split(separator: "\n").count { $0.first?.isNumber == true }
    }

    /// The side-by-side table and the verdicts for the largest size (on the plain journal too, when timed).
    static func printTable(_ rows: [BenchLedgerRow], name: String) {
        guard let largest = rows.last else { return }
        let plain = rows.contains { $0.plain != nil }
        print("")
        print(
            "| data | \(name) balance | \(name) register payee \(payee) | swippy first screen + quit "
                + "| swippy load + sign-in + History + search \"\(payee)\" + quit | balance ÷ first screen | "
                + "register ÷ load + search |"
                + (plain ? " \(name) balance, plain journal | plain balance ÷ first screen |" : ""))
        print("|---|---|---|---|---|---|---|" + (plain ? "---|---|" : ""))
        for row in rows {
            let plainCells = row.plain.map { " \(cell($0.balance)) | \(ratio($0.balance, row.first)) |" }
            print(
                "| \(row.label) (journal \(BenchTable.size(row.journalBytes))) | \(cell(row.balance)) "
                    + "| \(cell(row.register)), \(row.registerRows) rows | \(cell(row.first)) | \(cell(row.search)), "
                    + "\(row.searchRows) "
                    + "| \(ratio(row.balance, row.first)) | \(ratio(row.register, row.search)) |"
                    + (plain ? plainCells ?? " not run | not run |" : ""))
        }
        print(verdict(largest.label, "swippy's first screen", largest.first, "`\(name) balance`", largest.balance))
        if let plainRun = largest.plain {
            print(
                verdict(
                    largest.label, "swippy's first screen", largest.first, "`\(name) balance` on the plain journal",
                    plainRun.balance))
        }
        print(
            verdict(
                largest.label, "swippy's load, sign-in, History and search", largest.search,
                "`\(name) register payee \(payee)`", largest.register))
    }

    /// "at 1M: swippy's first screen is 9.8× faster than `ledger balance` in wall time (7.8× in CPU time)".
    private static func verdict(_ label: String, _ what: String, _ swippy: ChildRun, _ tool: String, _ run: ChildRun)
        -> String
    {
        String(
            format: "at %@: %@ is %.1f× faster than %@ in wall time (%.1f× in CPU time)", label, what,
            run.seconds / max(swippy.seconds, 1e-9), tool, run.cpuSeconds / max(swippy.cpuSeconds, 1e-9))
    }

    /// "12.88 s (CPU 9.36 s, 2237 MiB)": wall time, CPU time, peak memory.
    private static func cell(_ run: ChildRun) -> String {
        "\(BenchTable.time(run.seconds)) (CPU \(BenchTable.time(run.cpuSeconds)), \(BenchTable.size(run.peakBytes)))"
    }

    /// "6.4× (CPU 4.1×)": ledger's time over Swippy's.
    private static func ratio(_ ledger: ChildRun, _ swippy: ChildRun) -> String {
        String(
            format: "%.1f× (CPU %.1f×)", ledger.seconds / max(swippy.seconds, 1e-9),
            ledger.cpuSeconds / max(swippy.cpuSeconds, 1e-9))
    }
}
