import Foundation

/// The performance goals (issue #25), each against what this run measured: one table at the end of the
/// bench, every row CPU and wall where both mean something, and whether it is met. The figures come in as
/// plain numbers (`Figures`), so the verdicts are tested without running anything.
struct BenchGoals {
    /// What the run measured, in seconds and bytes; nil where the case did not run.
    struct Figures {
        var label = "1M"
        var fileBytes = 0
        /// The largest data file: first screen, parsed (`--no-cache`).
        var cold: (cpu: Double, wall: Double)?
        /// The same from the data image, and `cat` of the file.
        var warm: (cpu: Double, wall: Double, peak: Int)?
        var cat: Double?
        /// The peak of the start that parses and writes the image (the first start with a new data file).
        var writingPeak: Int?
        /// The image's write: that start's CPU beyond the cold first screen's (`BenchImage`), and the cold one's.
        var imageWrite: (cpu: Double, parse: Double)?
        /// A transfer beyond sign-in (the average of ten in one run, with home drawn after each), CPU, at the
        /// largest size and on the shipped data.
        var transfer: Double?
        var shippedTransfer: Double?
        /// Home drawn again after a transfer (in-process: `BenchQueries.homeCase`).
        var homeRedraw: Double?
        /// Peaks: first screen, History open, after ten transfers.
        var peaks: (first: Int, history: Int, tenTransfers: Int)?
        /// `ledger balance` CPU over Swippy's first screen CPU, at the largest size: on the detailed journal and on
        /// the plain one (`LedgerJournal.Kind`).
        var ledgerRatio: Double?
        var plainLedgerRatio: Double?
        /// The shipped data's first screen over a Foundation hello (wall), and its first start counted whole (a
        /// new state; an image, were one written) over the hello's CPU.
        var shipped: (cold: Double, firstStartCPU: Double)?
    }

    struct Row: Equatable {
        let goal: String
        let measured: String
        let met: Bool?
    }

    let rows: [Row]

    init(_ figures: Figures) {
        var rows: [Row] = []
        let label = figures.label
        func ms(_ seconds: Double) -> String { BenchTable.time(seconds) }
        func ratio(_ value: Double) -> String { String(format: "%.2f×", value) }
        func file(_ bytes: Int) -> Double { Double(bytes) / Double(max(figures.fileBytes, 1)) }
        if let cold = figures.cold {
            rows.append(
                Row(
                    goal: "\(label) cold first screen ≤ 1.0 s CPU, ≤ 0.7 s wall",
                    measured: "\(ms(cold.cpu)) CPU, \(ms(cold.wall)) wall", met: cold.cpu <= 1.0 && cold.wall <= 0.7))
        }
        for (journal, ratio) in [("detailed", figures.ledgerRatio), ("plain", figures.plainLedgerRatio)] {
            rows.append(
                Row(
                    goal: "\(label) cold first screen ≥ 10× `ledger balance` in CPU, \(journal) journal",
                    measured: ratio.map { String(format: "%.1f×", $0) } ?? "ledger not run", met: ratio.map { $0 >= 10 }
                ))
        }
        if let warm = figures.warm {
            let overCat = figures.cat.map { warm.wall / max($0, 1e-9) }
            rows.append(
                Row(
                    goal: "\(label) warm first screen (image) ≤ 0.1 s wall, ≤ 3× `cat`",
                    measured: "\(ms(warm.wall)) wall (\(ms(warm.cpu)) CPU)"
                        + (overCat.map { ", \(ratio($0)) cat" } ?? ""),
                    met: warm.wall <= 0.1 && (overCat ?? .infinity) <= 3))
        }
        if let write = figures.imageWrite {
            rows.append(
                Row(
                    goal: "\(label) writing the data image ≤ the parse's CPU (the cold first screen's)",
                    measured: "\(ms(write.cpu)) against \(ms(write.parse)): "
                        + ratio(write.cpu / max(write.parse, 1e-9)),
                    met: write.cpu <= write.parse))
        }
        if let transfer = figures.transfer, let shipped = figures.shippedTransfer {
            rows.append(
                Row(
                    goal: "\(label) transfer beyond sign-in (ten in a run) ≤ 30 ms CPU over the shipped data's",
                    measured: "\(ms(transfer)) against \(ms(shipped)): \(Self.signed(transfer - shipped))",
                    met: transfer - shipped <= 0.030))
        }
        if let redraw = figures.homeRedraw {
            rows.append(
                Row(
                    goal: "\(label) home drawn again after a transfer ≤ 5 ms", measured: "\(ms(redraw))",
                    met: redraw <= 0.005))
        }
        if let peaks = figures.peaks {
            let worst = max(
                peaks.first, peaks.history, peaks.tenTransfers, figures.warm?.peak ?? 0, figures.writingPeak ?? 0)
            rows.append(
                Row(
                    goal: "\(label) peak memory ≤ 1.5× the file",
                    measured: "first screen \(ratio(file(peaks.first))), History open \(ratio(file(peaks.history))), "
                        + "ten transfers \(ratio(file(peaks.tenTransfers)))"
                        + (figures.warm.map { ", from the image \(ratio(file($0.peak)))" } ?? "")
                        + (figures.writingPeak.map { ", writing the image \(ratio(file($0)))" } ?? ""),
                    met: file(worst) <= 1.5))
        }
        if let shipped = figures.shipped {
            rows.append(
                Row(
                    goal: "shipped data ≤ 3× a Foundation hello: first screen (wall), first start counted whole (CPU)",
                    measured: "\(ratio(shipped.cold)) and \(ratio(shipped.firstStartCPU))",
                    met: max(shipped.cold, shipped.firstStartCPU) <= 3))
        }
        self.rows = rows
    }

    /// The table, as printed.
    var lines: [String] {
        ["", "| goal (issue #25) | measured | met |", "|---|---|---|"]
            + rows.map { row in
                "| \(row.goal) | \(row.measured) | \(row.met.map { $0 ? "yes" : "no" } ?? "not measured") |"
            }
    }

    private static func signed(_ seconds: Double) -> String {
        (seconds < 0 ? "-" : "+") + BenchTable.time(abs(seconds))
    }
}

extension BenchGoals.Figures {
    /// The figures of a whole run: the rows (the shipped data first, the largest file last), the starts in the
    /// same order, the ledger rows, the largest size's in-process cases and the Foundation hello.
    init(
        rows: [BenchRow], starts: [BenchImage], ledger: [BenchLedgerRow], queries: [BenchQueries.Result],
        hello: ChildRun
    ) {
        self.init()
        guard let largest = rows.last, let shipped = rows.first else { return }
        label = largest.label
        fileBytes = largest.fileBytes
        cold = (largest.first.cpuSeconds, largest.first.seconds)
        if let image = starts.last {
            warm = (image.warm.cpuSeconds, image.warm.seconds, image.warm.peakBytes)
            cat = image.cat.seconds
            writingPeak = image.writing.peakBytes
            imageWrite = (image.writing.cpuSeconds - image.cold.cpuSeconds, image.cold.cpuSeconds)
        }
        transfer = largest.averageTransferCPU
        shippedTransfer = shipped.averageTransferCPU
        homeRedraw = queries.first { $0.name == BenchQueries.homeCase }?.seconds
        peaks = (largest.first.peakBytes, largest.peaks.history.peakBytes, largest.peaks.tenTransfers.peakBytes)
        if let row = ledger.last, row.label == largest.label {
            ledgerRatio = row.balanceRatio
            plainLedgerRatio = row.plainBalanceRatio
        }
        if let image = starts.first {
            self.shipped = (
                image.cold.seconds / max(hello.seconds, 1e-9), image.writing.cpuSeconds / max(hello.cpuSeconds, 1e-9)
            )
        }
    }
}
