import Foundation
import SwippyData

/// The benchmark: what it runs and how it prints it.
struct BenchPlan {
    /// Transactions in each generated file (each also has `cards` cards).
    var sizes = [10_000, 100_000, 1_000_000]
    var cards = 10_000
    /// Repetitions of each timed case; the median time is reported.
    var runs = 3
    var keep = false
    /// `--generate N FILE`: only write MockData with N transactions to FILE.
    var generate: (transactions: Int, file: String)?
    let root: URL

    static let usage = "usage: swippy-bench [--quick] [--runs N] [--keep] | --generate TRANSACTIONS FILE   (in the Swippy package folder)"
    static let signIn = "1\n4826\n"
    static let transfer = ["transfer", "1", "1", "1", "500", "Rent", "1", "592741"].joined(separator: "\n") + "\n"

    init(arguments: [String]) throws {
        root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--quick": sizes = [10_000, 100_000]
            case "--keep": keep = true
            case "--generate":
                guard let count = remaining.popFirst().flatMap(Int.init), let file = remaining.popFirst() else {
                    throw BenchError(Self.usage)
                }
                generate = (count, file)
            case "--runs":
                guard let value = remaining.popFirst().flatMap(Int.init), value > 0 else { throw BenchError(Self.usage) }
                runs = value
            default: throw BenchError(Self.usage)
            }
        }
        guard FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) else {
            throw BenchError(Self.usage)
        }
    }

    func run() throws {
        if let generate {
            let template = try Data(contentsOf: root.appendingPathComponent("MockData/MockData.json"))
            try ScaledMockData.document(template: template, transactions: generate.transactions, cards: cards)
                .write(to: URL(fileURLWithPath: generate.file))
            return
        }
        let started = Date()
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("swippy-bench-\(getpid())")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { if !keep { try? FileManager.default.removeItem(at: work) } }
        print("swippy-bench — \(BenchMachine.summary()); \(runs) runs per case, median time, largest peak")
        let swippy = try BenchBuild.releaseSwippy(root: root)
        let hello = try BenchBuild.foundationHello(in: work)
        let helloRun = try ChildRun.repeated(runs) { try ChildRun.run(hello, [], input: "", home: work.path) }
        print(String(format: "Foundation hello: %.1f ms, %@", helloRun.seconds * 1_000, BenchTable.size(helloRun.peakBytes)))

        let template = try Data(contentsOf: root.appendingPathComponent("MockData/MockData.json"))
        var rows = [try measure("shipped", file: root.appendingPathComponent("MockData/MockData.json"), swippy: swippy, work: work)]
        for size in sizes {
            let generateStart = Date()
            let file = work.appendingPathComponent("MockData-\(size).json")
            // Generated in a function of its own so its quarter-gigabyte buffer is freed before the runs: a
            // spawned child's peak (ru_maxrss) starts from this process's size when it is cloned.
            let bytes = try Self.write(template: template, transactions: size, cards: cards, to: file)
            print(String(format: "generated %@ transactions, %d cards: %@ in %.1f s", BenchTable.count(size), cards,
                         BenchTable.size(bytes), Date().timeIntervalSince(generateStart)))
            rows.append(try measure(BenchTable.count(size), file: file, swippy: swippy, work: work, transactions: size))
            try? FileManager.default.removeItem(at: file)
        }
        BenchTable.print(rows: rows, hello: helloRun)
        BenchLedger.report()
        print("Queries (search and History filters at 1M): not measured yet; they join BenchPlan once the History")
        print("query engine is merged (add a case to `measure` that runs a search script per size).")
        print(String(format: "Total benchmark time: %.0f s", Date().timeIntervalSince(started)))
    }

    /// Writes generated MockData to `file`; returns its size.
    private static func write(template: Data, transactions: Int, cards: Int, to file: URL) throws -> Int {
        let data = try ScaledMockData.document(template: template, transactions: transactions, cards: cards)
        try data.write(to: file)
        return data.count
    }

    /// Every case on one data file.
    private func measure(
        _ label: String, file: URL, swippy: String, work: URL, transactions: Int? = nil
    ) throws -> BenchRow {
        let size = (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0
        let home = work.path
        let state = work.appendingPathComponent("state.json").path
        let data = ["--data", file.path]
        let first = try checked(ChildRun.repeated(runs) {
            try ChildRun.run(swippy, data + ["--ephemeral"], input: "q\n", home: home)
        }, label)
        // The state cases save the whole wallet on main today: at a million transactions one run of each.
        let stateRuns = (transactions ?? 0) >= 1_000_000 ? 1 : runs
        let signIn = try checked(ChildRun.repeated(stateRuns) {
            try? FileManager.default.removeItem(atPath: state)
            return try ChildRun.run(swippy, data + ["--state", state], input: Self.signIn + "q\n", home: home)
        }, label)
        let transfer = try checked(ChildRun.repeated(stateRuns) {
            try? FileManager.default.removeItem(atPath: state)
            return try ChildRun.run(swippy, data + ["--state", state], input: Self.signIn + Self.transfer + "q\n", home: home)
        }, label)
        guard transfer.output.contains("Sent ₹500.00") else { throw BenchError("\(label): the transfer did not go through") }
        let relaunch = try checked(ChildRun.repeated(stateRuns) {
            try ChildRun.run(swippy, data + ["--state", state], input: "q\n", home: home)
        }, label)
        try? FileManager.default.removeItem(atPath: state)
        let row = BenchRow(
            label: label, transactions: transactions, fileBytes: size, first: first, signIn: signIn, transfer: transfer,
            relaunch: relaunch)
        print(BenchTable.line(row))
        return row
    }

    private func checked(_ run: ChildRun, _ label: String) throws -> ChildRun {
        guard run.status == 0 else { throw BenchError("\(label): swippy exited \(run.status)") }
        return run
    }
}
