/// The measurements of one data file.
struct BenchRow {
    let label: String
    let transactions: Int?
    let fileBytes: Int
    /// Start, first screen, quit (`--ephemeral`).
    let first: ChildRun
    /// Sign in with a fresh `--state`, quit (the first sign-in saves).
    let signIn: ChildRun
    /// Sign in, one transfer with PIN, quit, fresh `--state`.
    let transfer: ChildRun
    /// Start with the state the transfer left, first screen, quit.
    let relaunch: ChildRun
    /// The peaks with History open and after ten transfers.
    let peaks: BenchPeaks

    /// A transfer beyond sign-in, in CPU seconds.
    var transferCPU: Double { transfer.cpuSeconds - signIn.cpuSeconds }

    /// One transfer beyond sign-in as the average of the ten in one run (`BenchPeaks`), each with home drawn
    /// after it, in CPU seconds: at 1M a single run's CPU varies by tens of milliseconds, a tenth of that here.
    var averageTransferCPU: Double { (peaks.tenTransfers.cpuSeconds - signIn.cpuSeconds) / 10 }
}
