/// The answer to a "(y/n)" prompt: `y`/`yes` or `n`/`no`, in any case.
public enum YesNo: Equatable, Sendable {
    case yes
    case no

    /// The answer `input` gives, or nil when it is neither yes nor no.
    public init?(_ input: String) {
        switch input.lowercased() {
        case "y", "yes": self = .yes
        case "n", "no": self = .no
        default: return nil
        }
    }
}
