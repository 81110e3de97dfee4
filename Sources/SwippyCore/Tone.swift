/// The few colours Swippy uses, by meaning rather than by hue.
public enum Tone: Sendable {
    case plain, good, bad, warning, accent, muted, heading

    var ansiCode: String? {
        switch self {
        case .plain: nil
        case .good: "32"
        case .bad: "31"
        case .warning: "33"
        case .accent: "36"
        case .muted: "2"
        case .heading: "1"
        }
    }

    /// The background and foreground of a pill in this tone.
    var pillCode: String {
        switch self {
        case .good: "42;30"
        case .bad: "41;97"
        case .warning: "43;30"
        default: "47;30"
        }
    }
}
