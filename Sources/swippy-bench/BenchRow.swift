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
}
