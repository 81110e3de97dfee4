/// The answer to a confirmation, the one pattern every module uses: asked with `Prompt.confirm` ("Send it?
/// (y/n)"), answered `y`/`yes`/`1` or `n`/`no`/`2`, in any case (the numbers are the first and second of
/// "yes, no", so a screen that lists the two as options reads the same answers).
public enum YesNo: Equatable, Sendable {
    case yes
    case no

    /// The answer `input` gives, or nil when it is neither yes nor no.
    public init?(_ input: String) {
        switch input.lowercased() {
        case "y", "yes", "1": self = .yes
        case "n", "no", "2": self = .no
        default: return nil
        }
    }

    /// The one line for an answer that is neither.
    public static let refusal = "Type y for yes or n for no."
}
