/// One data size timed side by side with `ledger` (see `BenchLedger`).
struct BenchLedgerRow {
    let label: String
    /// The equivalent journal's size.
    let journalBytes: Int
    /// `ledger -f JOURNAL balance`.
    let balance: ChildRun
    /// `ledger -f JOURNAL register payee swiggy`, and the transactions it listed.
    let register: ChildRun
    let registerRows: Int
    /// Swippy's start to the first screen and quit (the main table's case, measured earlier in the same run).
    let first: ChildRun
    /// Swippy's start, sign-in, History, search "swiggy", quit; and the matches History counted ("62500 of 999998").
    let search: ChildRun
    let searchRows: String
    /// `ledger -f JOURNAL balance` on the plain journal (`LedgerFold`), and that journal's size; nil when the tool
    /// is not timed on it.
    let plain: Plain?

    /// `balance` CPU over Swippy's first screen CPU (the goal's ratio), on the detailed journal and on the plain.
    var balanceRatio: Double { balance.cpuSeconds / max(first.cpuSeconds, 1e-9) }
    var plainBalanceRatio: Double? { plain.map { $0.balance.cpuSeconds / max(first.cpuSeconds, 1e-9) } }

    struct Plain {
        let balance: ChildRun
        let journalBytes: Int
    }
}
