import Foundation

extension BenchPlan {
    /// `--exports`: only the export and chart cases (`BenchExport`) at each size, on this build and, with
    /// `--against SWIPPY`, on that binary too, interleaved run by run, with after ÷ before.
    func measureExports(swippy: String, work: URL) throws {
        let binaries = [swippy] + (against.map { [$0] } ?? [])
        let names = against == nil ? ["this build"] : ["after (this build)", "before (--against)"]
        for size in sizes {
            let file = work.appendingPathComponent("MockData-\(size).json")
            try generateFile(size, to: file, work: work, started: Date())
            defer { try? FileManager.default.removeItem(at: file) }
            let bytes = (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0
            let results = try BenchExport.measure(binaries, file: file, work: work, runs: runs)
            BenchExport.printTable(results, names: names, label: BenchTable.count(size), fileBytes: bytes)
        }
    }
}
