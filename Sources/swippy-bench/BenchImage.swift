import Foundation
import SwippyStorage

/// Cold and warm starts of one data file: the first screen when MockData must be parsed (no data image yet),
/// the start that also writes the image (quitting once it is written), the first screen read from that image, a
/// sign-in from it (home drawn with the history index the image keeps), and a sign-in, History and a search
/// from it (the search index read from the image's columns);
/// beside `cat` of the file (the floor of reading it at all) and a Foundation hello. Wall and CPU times, each
/// with the load average when it was measured. The other cases run with `--no-cache`, so only this one uses
/// an image. A file under `StoreAssembly.imageMinimumBytes` (the shipped data) is never imaged: its "writing"
/// start is its first start counted whole, and its "warm" starts parse it again.
struct BenchImage {
    let label: String
    let fileBytes: Int
    let imageBytes: Int
    /// `--ephemeral`, no image: parse, first screen, quit.
    let cold: ChildRun
    /// A fresh `--state`, no image: parse, first screen, and quit once the image is written.
    let writing: ChildRun
    /// `--ephemeral` with the image the writing run left.
    let warm: ChildRun
    /// `--ephemeral` with the image: sign in (home drawn, with the history index the image keeps), quit.
    let warmSignIn: ChildRun
    /// `--ephemeral` with the image: sign in, open History, search it (`BenchLedger.search`), quit.
    let warmSearch: ChildRun
    /// `cat FILE > /dev/null`.
    let cat: ChildRun
    let load: String

    /// Measures `file` with the cache in `work/.cache` (the children's `HOME` is `work`), removed after.
    static func measure(_ label: String, file: URL, swippy: String, work: URL, runs: Int) throws -> BenchImage {
        let home = work.path
        let cache = work.appendingPathComponent(".cache")
        let state = work.appendingPathComponent("image-state.json").path
        defer {
            try? FileManager.default.removeItem(at: cache)
            BenchPlan.removeState(at: state)
        }
        let data = ["--data", file.path]
        let imaged = Self.size(file.path) >= StoreAssembly.imageMinimumBytes
        let cold = try checked(
            ChildRun.repeated(runs) {
                try? FileManager.default.removeItem(at: cache)
                return try ChildRun.run(swippy, data + ["--ephemeral"], input: "q\n", home: home)
            }, label)
        let writing = try checked(
            ChildRun.repeated(runs) {
                try? FileManager.default.removeItem(at: cache)
                BenchPlan.removeState(at: state)
                // A quit waits at most 0.1 s for the image: this session quits once it is written (its voucher last).
                return try ChildRun.run(swippy, data + ["--state", state], input: "q\n", home: home) {
                    let names = try? FileManager.default.contentsOfDirectory(atPath: cache.path + "/swippy")
                    return !imaged || names?.contains { $0.hasSuffix(".voucher") } == true
                }
            }, label)
        let images = (try? FileManager.default.contentsOfDirectory(atPath: cache.appendingPathComponent("swippy").path))
        let name = images?.first { $0.hasSuffix(".image") }
        guard (name != nil) == imaged else {
            throw BenchError("\(label): a data image was \(imaged ? "not " : "")written")
        }
        let imagePath = cache.appendingPathComponent("swippy").appendingPathComponent(name ?? "none").path
        let warm = try checked(
            ChildRun.repeated(runs) { try ChildRun.run(swippy, data + ["--ephemeral"], input: "q\n", home: home) },
            label)
        guard warm.output == cold.output else { throw BenchError("\(label): the screens from the image differ") }
        let warmSignIn = try checked(
            ChildRun.repeated(runs) {
                try ChildRun.run(swippy, data + ["--ephemeral"], input: BenchPlan.signIn + "q\n", home: home)
            }, label)
        let warmSearch = try checked(
            ChildRun.repeated(runs) {
                try ChildRun.run(swippy, data + ["--ephemeral"], input: BenchLedger.search + "q\n", home: home)
            }, label)
        let cat = try ChildRun.repeated(runs) {
            try ChildRun.run("/bin/sh", ["-c", "exec cat \"$0\" > /dev/null", file.path], input: "", home: home)
        }
        return BenchImage(
            label: label, fileBytes: Self.size(file.path), imageBytes: Self.size(imagePath), cold: cold,
            writing: writing, warm: warm, warmSignIn: warmSignIn, warmSearch: warmSearch, cat: cat,
            load: BenchMachine.load())
    }

    /// One line as it is measured.
    var line: String {
        "\(label) start: cold \(Self.times(cold)); writing the image \(Self.times(writing)); "
            + "warm (from the image) \(Self.times(warm)); sign-in from the image \(Self.times(warmSignIn)); "
            + "History search from the image \(Self.times(warmSearch)); "
            + "cat \(Self.times(cat)); image \(BenchTable.size(imageBytes))"
            + String(format: " (%.2f× the file)", Double(imageBytes) / Double(max(fileBytes, 1)))
            + String(format: "; warm ÷ cat %.1f× wall; %@", warm.seconds / max(cat.seconds, 1e-9), load)
            + String(
                format: "; the image's write ≈ %.0f ms CPU (writing − cold), %.2f× the cold start's CPU",
                (writing.cpuSeconds - cold.cpuSeconds) * 1_000,
                (writing.cpuSeconds - cold.cpuSeconds) / max(cold.cpuSeconds, 1e-9))
    }

    /// The table of every file measured, and the shipped data's starts against a Foundation hello.
    static func printTable(_ rows: [BenchImage], hello: ChildRun) {
        print("")
        print(
            "| data | cold first screen | start writing the image | warm first screen | sign-in from the image "
                + "| sign-in, History, search from the image | cat | warm ÷ cat | load |")
        print("|---|---|---|---|---|---|---|---|---|")
        for row in rows {
            print(
                "| \(row.label) (\(BenchTable.size(row.fileBytes)); image \(BenchTable.size(row.imageBytes))) | "
                    + "\(times(row.cold)) | \(times(row.writing)) | \(times(row.warm)) | \(times(row.warmSignIn)) | "
                    + "\(times(row.warmSearch)) | "
                    + "\(times(row.cat)) | "
                    + String(
                        format: "%.1f× (CPU %.1f×)", row.warm.seconds / max(row.cat.seconds, 1e-9),
                        row.warm.cpuSeconds / max(row.cat.cpuSeconds, 1e-9))
                    + " | \(row.load.replacingOccurrences(of: "load average ", with: "")) |")
        }
        if let shipped = rows.first {
            print(
                String(
                    format: "shipped data: first screen %.2f× a Foundation hello (%.1f ms) in wall time, its first "
                        + "start counted whole %.2f× the hello's CPU (%.1f ms); goal ≤ 3× each",
                    shipped.cold.seconds / max(hello.seconds, 1e-9), hello.seconds * 1_000,
                    shipped.writing.cpuSeconds / max(hello.cpuSeconds, 1e-9), hello.cpuSeconds * 1_000))
        }
    }

    // MARK: - Private

    private static func times(_ run: ChildRun) -> String {
        "\(BenchTable.time(run.seconds)) (CPU \(BenchTable.time(run.cpuSeconds)), "
            + "peak \(BenchTable.size(run.peakBytes)))"
    }

    private static func size(_ path: String) -> Int {
        (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    }

    private static func checked(_ run: ChildRun, _ label: String) throws -> ChildRun {
        guard run.status == 0 else { throw BenchError("\(label): swippy exited \(run.status)") }
        return run
    }
}
