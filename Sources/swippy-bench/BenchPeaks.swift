import Foundation

/// Peak memory where it grows past the first screen: with History open (the user's whole history and its
/// query index) and after ten transfers in one run, each against the data file's size.
struct BenchPeaks {
    /// Sign in, open History, quit.
    static let history = BenchPlan.signIn + "history\nq\n"
    /// Sign in, ten transfers (each back to home after its result), quit.
    static let tenTransfers = BenchPlan.signIn + String(repeating: BenchPlan.transfer + "h\n", count: 10) + "q\n"

    let history: ChildRun
    let tenTransfers: ChildRun
    /// How many of the ten transfers said "Sent".
    let sent: Int

    /// Both runs on `data` (the `--data FILE` arguments), each from a fresh state at `state`.
    init(swippy: String, data: [String], state: String, home: String, runs: Int) throws {
        func run(_ input: String) throws -> ChildRun {
            let run = try ChildRun.repeated(runs) {
                BenchPlan.removeState(at: state)
                return try ChildRun.run(swippy, data + ["--state", state], input: input, home: home)
            }
            guard run.status == 0 else { throw BenchError("peaks: swippy exited \(run.status)") }
            return run
        }
        history = try run(Self.history)
        tenTransfers = try run(Self.tenTransfers)
        sent = tenTransfers.output.components(separatedBy: "Sent ₹500.00").count - 1
        BenchPlan.removeState(at: state)
    }

    /// One line: both peaks, as sizes and against `fileBytes`.
    func line(_ label: String, fileBytes: Int) -> String {
        let ratio = { (run: ChildRun) in String(format: "%.2f×", Double(run.peakBytes) / Double(max(fileBytes, 1))) }
        return "\(label) peak: History open \(BenchTable.size(history.peakBytes)) (\(ratio(history)) the file); "
            + "after ten transfers (\(sent) sent) \(BenchTable.size(tenTransfers.peakBytes)) "
            + "(\(ratio(tenTransfers)) the file); goal ≤ 1.5×"
    }
}
