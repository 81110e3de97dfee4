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
}
