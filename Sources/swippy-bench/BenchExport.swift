import Foundation

/// The long work a person waits for, timed on the release binary with piped input: the CSV export from the
/// command line (`--export-csv`, against the first screen: the parse) and from History (`e`, against opening
/// History), and the spending chart (`c`, opened `chartRepeats` times in one run, against opening History), each
/// with its peak memory against the data file and the CSV. With `--exports --against SWIPPY` the same cases run
/// on a second binary (another build of Swippy), interleaved run by run, and the table gives after ÷ before.
struct BenchExport {
    /// Start, first screen, quit: the parse the export is measured against.
    let firstScreen: ChildRun
    /// `--export-csv FILE --user MOBILE`, the PIN on stdin.
    let commandLine: ChildRun
    /// Sign in, History, quit.
    let opened: ChildRun
    /// Sign in, History, `e` to a path, quit.
    let exported: ChildRun
    /// Sign in, History, `c` and back `chartRepeats` times, quit.
    let charted: ChildRun
    /// The size of the CSV written.
    let csvBytes: Int

    static let chartRepeats = 5
    static let user = "9876543210"

    /// The export's own CPU: the command line's beyond the parse, History's beyond opening it.
    var commandLineCPU: Double { commandLine.cpuSeconds - firstScreen.cpuSeconds }
    var historyExportCPU: Double { exported.cpuSeconds - opened.cpuSeconds }
    /// One chart's CPU.
    var chartCPU: Double { (charted.cpuSeconds - opened.cpuSeconds) / Double(Self.chartRepeats) }

    /// `runs` runs of every case on each binary of `swippies`, interleaved (one run of each binary in turn), on
    /// the MockData `file` (parsed: `--no-cache`); per binary the median CPU of each case and its largest peak.
    static func measure(_ swippies: [String], file: URL, work: URL, runs: Int) throws -> [BenchExport] {
        var all = swippies.map { _ in [BenchExport]() }
        for _ in 0..<max(1, runs) {
            for (index, swippy) in swippies.enumerated() {
                all[index].append(try once(swippy, file: file, work: work))
            }
        }
        return all.map(median)
    }

    private static func once(_ swippy: String, file: URL, work: URL) throws -> BenchExport {
        let data = ["--data", file.path, "--no-cache", "--ephemeral"]
        let csv = work.appendingPathComponent("export.csv").path
        func run(_ arguments: [String], _ input: String, expecting: String) throws -> ChildRun {
            try? FileManager.default.removeItem(atPath: csv)
            let run = try ChildRun.run(swippy, data + arguments, input: input, home: work.path)
            guard run.status == 0, expecting.isEmpty || run.output.contains(expecting) else {
                let command = "\(swippy) \(arguments.joined(separator: " "))"
                throw BenchError("exports: \(command) exited \(run.status) without \"\(expecting)\"")
            }
            return run
        }
        let history = BenchPlan.signIn + "history\n"
        let first = try run([], "q\n", expecting: "")
        let commandLine = try run(["--export-csv", csv, "--user", user], "4826\n", expecting: "Exported ")
        let bytes = (try? FileManager.default.attributesOfItem(atPath: csv)[.size] as? Int) ?? 0
        let opened = try run([], history + "q\n", expecting: "History")
        let exported = try run([], history + "e\n\(csv)\nq\n", expecting: "Exported ")
        let charted = try run(
            [], history + String(repeating: "c\nb\n", count: chartRepeats) + "q\n", expecting: "Monthly spending")
        try? FileManager.default.removeItem(atPath: csv)
        return BenchExport(
            firstScreen: first, commandLine: commandLine, opened: opened, exported: exported, charted: charted,
            csvBytes: bytes)
    }

    /// Each case's run of median CPU, with the largest peak of its runs.
    private static func median(_ runs: [BenchExport]) -> BenchExport {
        func pick(_ path: KeyPath<BenchExport, ChildRun>) -> ChildRun {
            let sorted = runs.map { $0[keyPath: path] }.sorted { $0.cpuSeconds < $1.cpuSeconds }
            let middle = sorted[sorted.count / 2]
            return ChildRun(
                seconds: middle.seconds, cpuSeconds: middle.cpuSeconds, peakBytes: sorted.map(\.peakBytes).max() ?? 0,
                status: middle.status, output: "")
        }
        return BenchExport(
            firstScreen: pick(\.firstScreen), commandLine: pick(\.commandLine), opened: pick(\.opened),
            exported: pick(\.exported), charted: pick(\.charted), csvBytes: runs.map(\.csvBytes).max() ?? 0)
    }

    /// The table for one data file of `fileBytes`: one column per binary (`names`), and after ÷ before when
    /// there are two; then the goals against the first binary's figures.
    static func printTable(_ results: [BenchExport], names: [String], label: String, fileBytes: Int) {
        guard let after = results.first else { return }
        let ratio = results.count == 2 ? " | after ÷ before" : ""
        Swift.print("")
        Swift.print("| export and chart at \(label) (median CPU) | " + names.joined(separator: " | ") + ratio + " |")
        Swift.print("|---|" + names.map { _ in "---|" }.joined() + (ratio.isEmpty ? "" : "---|"))
        let file = Double(max(fileBytes, 1))
        let rows: [(String, (BenchExport) -> Double, Bool)] = [
            ("parse: first screen, CPU", { $0.firstScreen.cpuSeconds }, true),
            ("--export-csv beyond the parse, CPU", { $0.commandLineCPU }, true),
            ("--export-csv peak, × the data file", { Double($0.commandLine.peakBytes) / file }, false),
            ("History › e beyond opening History, CPU", { $0.historyExportCPU }, true),
            ("History › e peak, × the data file", { Double($0.exported.peakBytes) / file }, false),
            ("History › c, one chart, CPU", { $0.chartCPU }, true),
        ]
        for (name, value, isTime) in rows {
            let cells = results.map { isTime ? BenchTable.time(value($0)) : String(format: "%.2f×", value($0)) }
            let change = results.count == 2 ? String(format: " | %.2f", value(results[0]) / value(results[1])) : ""
            Swift.print("| \(name) | " + cells.joined(separator: " | ") + change + " |")
        }
        Swift.print(
            String(
                format: "%@: CSV %@; export CPU %.2f× the parse (goal ≤ 2×), peak %.2f× the data file and %.2f× the"
                    + " CSV (goal ≤ 1.5×); one chart %@ (goal ≤ 0.1 s)",
                label, BenchTable.size(after.csvBytes), after.commandLineCPU / max(after.firstScreen.cpuSeconds, 1e-9),
                Double(max(after.commandLine.peakBytes, after.exported.peakBytes)) / file,
                Double(max(after.commandLine.peakBytes, after.exported.peakBytes)) / Double(max(after.csvBytes, 1)),
                BenchTable.time(after.chartCPU)))
    }
}
