/// The lines under a state's line: each field an intent changed, `path: old → new`, indented under the hop's text
/// so that every line still starts with its kind or with spaces:
///
/// ```
/// state    Transfer.TransferState changed · 4 observers
///            step: .amount → .note
///            amount: nil → 500
/// ```
extension Trace {
    /// What starts a change line: the kind column and two more spaces.
    public nonisolated static let changeIndent = String(repeating: " ", count: 11)

    /// Records the fields that differ between `old` and `new` (`StateDiff`), one line each. The diff is only
    /// computed when tracing is on.
    public static func changes(from old: Any, to new: Any) {
        guard let sink else { return }
        for line in StateDiff.lines(from: old, to: new) { sink(changeIndent + line) }
    }

    /// True for a change line (it starts with `changeIndent`), false for a hop.
    public nonisolated static func isChange(_ line: String) -> Bool {
        line.hasPrefix(" ")
    }
}
