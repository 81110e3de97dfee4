import Foundation
import SwippyData
import SwippyStorage

/// The benchmark: what it runs and how it prints it.
struct BenchPlan {
    /// Transactions in each generated file (each also has `cards` cards).
    var sizes = [10_000, 100_000, 1_000_000]
    var cards = 10_000
    /// Repetitions of each timed case; the median time is reported.
    var runs = 3
    var keep = false
    /// `--long-strings`: only the long-string case (`BenchLongString`).
    var longStringsOnly = false
    /// `--starts`: only the cold and warm starts (`BenchImage`).
    var startsOnly = false
    /// `--generate N FILE`: only write MockData with N transactions to FILE.
    var generate: (transactions: Int, file: String)?
    /// `--queries FILE`: only time History's queries on FILE (see `BenchQueries`).
    var queries: String?
    /// `--generate-long FILE`: only write the shipped MockData with 50 MiB strings to FILE (`BenchLongString`).
    var generateLong: String?
    /// `--ledger-journal FILE JOURNAL [--plain]`: only write the `ledger` journal of the MockData FILE, the
    /// detailed kind or the plain one (see `LedgerJournal`).
    var ledgerJournal: (file: String, journal: String)?
    var ledgerKind = LedgerJournal.Kind.detailed
    /// `--exports`: only the export and chart cases (`BenchExport`); `--against SWIPPY`: on that binary too.
    var exportsOnly = false
    var against: String?
    /// `--help`/`-h`: only print `help` on stdout.
    var showsHelp = false
    let root: URL

    static let signIn = "1\n4826\n"
    static let transfer = ["transfer", "1", "1", "1", "500", "Rent", "1", "592741"].joined(separator: "\n") + "\n"

    init(arguments: [String]) throws {
        root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--help", "-h":
                showsHelp = true
                return
            case "--quick": sizes = [10_000, 100_000]
            case "--keep": keep = true
            case "--long-strings": longStringsOnly = true
            case "--starts": startsOnly = true
            case "--exports": exportsOnly = true
            case "--against":
                guard let path = remaining.popFirst() else { throw BenchError(Self.usage) }
                against = path
            case "--generate":
                guard let count = remaining.popFirst().flatMap(Int.init), let file = remaining.popFirst() else {
                    throw BenchError(Self.usage)
                }
                generate = (count, file)
            case "--generate-long":
                guard let file = remaining.popFirst() else { throw BenchError(Self.usage) }
                generateLong = file
            case "--ledger-journal":
                guard let file = remaining.popFirst(), let journal = remaining.popFirst() else {
                    throw BenchError(Self.usage)
                }
                ledgerJournal = (file, journal)
            case "--plain": ledgerKind = .plain
            case "--queries":
                guard let file = remaining.popFirst() else { throw BenchError(Self.usage) }
                queries = file
            case "--runs":
                guard let value = remaining.popFirst().flatMap(Int.init), value > 0 else {
                    throw BenchError(Self.usage)
                }
                runs = value
            default: throw BenchError(Self.usage)
            }
        }
        guard ledgerKind == .detailed || ledgerJournal != nil else { throw BenchError(Self.usage) }
        guard FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) else {
            throw BenchError(Self.usage)
        }
    }

    func run() throws {
        if showsHelp {
            print(Self.help)
            return
        }
        if let generate {
            let template = try Data(contentsOf: root.appendingPathComponent("MockData/MockData.json"))
            try ScaledMockData.document(template: template, transactions: generate.transactions, cards: cards)
                .write(to: URL(fileURLWithPath: generate.file))
            return
        }
        if let generateLong {
            let template = try Data(contentsOf: root.appendingPathComponent("MockData/MockData.json"))
            try BenchLongString.document(template: template).write(to: URL(fileURLWithPath: generateLong))
            return
        }
        if let queries {
            try BenchQueries.runChild(file: queries, runs: max(runs, 5))
            return
        }
        if let ledgerJournal {
            try LedgerJournal.writeChild(of: ledgerJournal.file, to: ledgerJournal.journal, kind: ledgerKind)
            return
        }
        let started = Date()
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("swippy-bench-\(getpid())")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { if !keep { try? FileManager.default.removeItem(at: work) } }
        print("swippy-bench — \(BenchMachine.summary()); \(runs) runs per case, median time, largest peak")
        let swippy = try BenchBuild.releaseSwippy(root: root)
        if longStringsOnly { return try measureLongStrings(swippy: swippy, work: work) }
        if exportsOnly { return try measureExports(swippy: swippy, work: work) }
        let hello = try BenchBuild.foundationHello(in: work)
        let helloRun = try ChildRun.repeated(runs) { try ChildRun.run(hello, [], input: "", home: work.path) }
        print(
            String(
                format: "Foundation hello: %.1f ms, %@", helloRun.seconds * 1_000, BenchTable.size(helloRun.peakBytes)))
        if startsOnly { return try measureStarts(swippy: swippy, work: work, hello: helloRun) }

        // hledger holds a million transactions in several GiB and takes a minute: one run of each at any size.
        let tools = BenchLedger.tools.compactMap { name in
            BenchLedger.find(name).map { BenchLedger(name: name, executable: $0, runs: name == "ledger" ? runs : 1) }
        }
        var ledgerRows: [String: [BenchLedgerRow]] = [:]
        var queryResults: [(label: String, results: [BenchQueries.Result])] = []
        let shipped = root.appendingPathComponent("MockData/MockData.json")
        var rows = [try measure("shipped", file: shipped, swippy: swippy, work: work)]
        var starts = [try starts("shipped", file: shipped, swippy: swippy, work: work)]
        for size in sizes {
            let generateStart = Date()
            let file = work.appendingPathComponent("MockData-\(size).json")
            let me = Self.me
            try generateFile(size, to: file, work: work, started: generateStart)
            let row = try measure(BenchTable.count(size), file: file, swippy: swippy, work: work, transactions: size)
            rows.append(row)
            starts.append(try self.starts(BenchTable.count(size), file: file, swippy: swippy, work: work))
            for tool in tools {
                // A tool that fails is reported and skipped; Swippy's own cases still print.
                do {
                    ledgerRows[tool.name, default: []].append(
                        try tool.measure(row.label, file: file, first: row.first, swippy: swippy, bench: me, work: work)
                    )
                } catch {
                    print("\(tool.name) at \(row.label) skipped: \(error)")
                }
            }
            let timed = try ChildRun.run(me, ["--queries", file.path, "--runs", "\(runs)"], input: "", home: work.path)
            guard timed.status == 0 else { throw BenchError("timing the queries on \(size) transactions failed") }
            queryResults.append((BenchTable.count(size), BenchQueries.parse(timed.output)))
            let exports = try BenchExport.measure([swippy], file: file, work: work, runs: runs)
            BenchExport.printTable(exports, names: ["this build"], label: row.label, fileBytes: row.fileBytes)
            try? FileManager.default.removeItem(at: file)
        }
        BenchTable.print(rows: rows, hello: helloRun)
        for name in BenchLedger.tools {
            if tools.contains(where: { $0.name == name }) {
                BenchLedger.printTable(ledgerRows[name] ?? [], name: name)
            } else {
                print(BenchLedger.notInstalled(name))
            }
        }
        BenchQueries.printTable(queryResults)
        BenchImage.printTable(starts, hello: helloRun)
        try measureLongStrings(swippy: swippy, work: work)
        let figures = BenchGoals.Figures(
            rows: rows, starts: starts, ledger: ledgerRows["ledger"] ?? [], queries: queryResults.last?.results ?? [],
            hello: helloRun)
        for line in BenchGoals(figures).lines {
            print(line)
        }
        print(
            String(
                format: "Total benchmark time: %.0f s; at the end %@", Date().timeIntervalSince(started),
                BenchMachine.load()))
    }

    /// MockData with `size` transactions written to `file` by a child process (`--generate`): on Linux a spawned
    /// child's peak (ru_maxrss) includes the parent's peak at the moment it is cloned, so the bench stays small.
    func generateFile(_ size: Int, to file: URL, work: URL, started: Date) throws {
        let generated = try ChildRun.run(Self.me, ["--generate", "\(size)", file.path], input: "", home: work.path)
        guard generated.status == 0 else { throw BenchError("generating \(size) transactions failed") }
        // The new file's pages are written out now, not by the kernel while the first cases are timed.
        sync()
        let bytes = (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0
        print(
            String(
                format: "generated %@ transactions, %d cards: %@ in %.1f s", BenchTable.count(size), cards,
                BenchTable.size(bytes), Date().timeIntervalSince(started)))
    }

    /// The cold and warm starts of `file` (`BenchImage`), printed as one line.
    private func starts(_ label: String, file: URL, swippy: String, work: URL) throws -> BenchImage {
        let result = try BenchImage.measure(label, file: file, swippy: swippy, work: work, runs: runs)
        print(result.line)
        return result
    }

    /// `--starts`: only the cold and warm starts, on the shipped data and each generated size.
    private func measureStarts(swippy: String, work: URL, hello: ChildRun) throws {
        var results = [
            try starts(
                "shipped", file: root.appendingPathComponent("MockData/MockData.json"), swippy: swippy, work: work)
        ]
        for size in sizes {
            let file = work.appendingPathComponent("MockData-\(size).json")
            try generateFile(size, to: file, work: work, started: Date())
            results.append(try starts(BenchTable.count(size), file: file, swippy: swippy, work: work))
            try? FileManager.default.removeItem(at: file)
        }
        BenchImage.printTable(results, hello: hello)
    }

    /// The long-string case (`BenchLongString`), its file written by a child as the scaled files are.
    private func measureLongStrings(swippy: String, work: URL) throws {
        let file = work.appendingPathComponent("MockData-long.json")
        let generated = try ChildRun.run(Self.me, ["--generate-long", file.path], input: "", home: work.path)
        guard generated.status == 0 else { throw BenchError("generating the long strings failed") }
        defer { try? FileManager.default.removeItem(at: file) }
        try BenchLongString.measure(
            swippy: swippy, shipped: root.appendingPathComponent("MockData/MockData.json"), long: file, runs: runs,
            work: work)
    }

    /// This executable, to run its own child modes.
    private static var me: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }

    /// Removes the state at `path` with every file that belongs to it, as `--reset` does: a journal removed
    /// alone, with its anchor left, is refused as a state whose saved changes were lost.
    static func removeState(at path: String) {
        try? FileJournal(url: URL(fileURLWithPath: path)).reset()
    }

    /// Every case on one data file.
    private func measure(
        _ label: String, file: URL, swippy: String, work: URL, transactions: Int? = nil
    ) throws -> BenchRow {
        let size = (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0
        let home = work.path
        let state = work.appendingPathComponent("state.json").path
        // No data image here: these cases time the parse (`BenchImage` times the image).
        let data = ["--data", file.path, "--no-cache"]
        let first = try checked(
            ChildRun.repeated(runs) {
                try ChildRun.run(swippy, data + ["--ephemeral"], input: "q\n", home: home)
            }, label)
        // The state cases save the whole wallet on main today: at a million transactions one run of each.
        let stateRuns = (transactions ?? 0) >= 1_000_000 ? 1 : runs
        let signIn = try checked(
            ChildRun.repeated(stateRuns) {
                Self.removeState(at: state)
                return try ChildRun.run(swippy, data + ["--state", state], input: Self.signIn + "q\n", home: home)
            }, label)
        let transfer = try checked(
            ChildRun.repeated(stateRuns) {
                Self.removeState(at: state)
                return try ChildRun.run(
                    swippy, data + ["--state", state], input: Self.signIn + Self.transfer + "q\n", home: home)
            }, label)
        guard transfer.output.contains("Sent ₹500.00") else {
            throw BenchError("\(label): the transfer did not go through")
        }
        let relaunch = try checked(
            ChildRun.repeated(stateRuns) {
                try ChildRun.run(swippy, data + ["--state", state], input: "q\n", home: home)
            }, label)
        Self.removeState(at: state)
        let peaks = try BenchPeaks(swippy: swippy, data: data, state: state, home: home, runs: stateRuns)
        let row = BenchRow(
            label: label, transactions: transactions, fileBytes: size, first: first, signIn: signIn, transfer: transfer,
            relaunch: relaunch, peaks: peaks)
        print(BenchTable.line(row))
        print(peaks.line(label, fileBytes: size))
        return row
    }

    private func checked(_ run: ChildRun, _ label: String) throws -> ChildRun {
        guard run.status == 0 else { throw BenchError("\(label): swippy exited \(run.status)") }
        return run
    }
}
