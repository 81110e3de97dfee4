/// What `swippy-bench` says about itself: the usage line and `--help`.
extension BenchPlan {
    static let usage =
        "usage: swippy-bench [--help] [--quick] [--runs N] [--keep] [--long-strings | --starts"
        + " | --exports [--against SWIPPY]]"
        + " | --generate TRANSACTIONS FILE"
        + " | --queries FILE | --generate-long FILE | --ledger-journal FILE JOURNAL [--plain]"
        + "   (in the Swippy package folder)"
    /// What `--help` prints: the usage line and what each flag does.
    static let help = [
        usage, "",
        "Builds the release swippy, generates MockData with 10k, 100k and 1M transactions (10k cards) and times",
        "the binary on each: start, sign-in, a transfer, a relaunch, cold and warm starts (with the data image);",
        "then History's queries, the CSV export and the chart and, when `ledger` or `hledger` is on PATH, the",
        "same data in each (`ledger balance` also on the plain journal); last, the goals.",
        "",
        "  --quick                       stop at 100k transactions",
        "  --runs N                      the median of N runs of each case (default 3)",
        "  --keep                        keep the generated files",
        "  --long-strings                only time home and cards with 50 MiB strings in the shipped data",
        "  --starts                      only time the cold and warm starts (from the data image) beside cat",
        "  --exports                     only time the CSV export (command line, History) and the chart",
        "  --against SWIPPY              with --exports: the same cases on that binary too, interleaved",
        "  --generate TRANSACTIONS FILE  only write MockData with that many transactions to FILE",
        "  --queries FILE                only time History's queries on the MockData FILE",
        "  --generate-long FILE          only write the shipped MockData with 50 MiB strings to FILE",
        "  --ledger-journal FILE JOURNAL only write the ledger journal of the MockData FILE (an account per",
        "                                account, card and category, ISO commodities)",
        "  --plain                       with --ledger-journal: the plain journal instead (one currency as plain",
        "                                numbers, every account folded into one, every card into one, seven",
        "                                expense categories and the rest, one income account)",
        "  -h, --help                    print this help and exit",
    ].joined(separator: "\n")
}
