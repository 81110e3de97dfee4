/// Parses the numbered-option answers every menu accepts.
public enum MenuInput {
    /// The zero-based option chosen by `input` ("1" picks the first), or nil when it is not
    /// a number between 1 and `count`.
    public static func choice(_ input: String, count: Int) -> Int? {
        guard !input.isEmpty, input.count <= 6, input.allSatisfy({ $0.isASCII && $0.isNumber }),
            let number = Int(input),
            (1...max(1, count)).contains(number), count > 0
        else { return nil }
        return number - 1
    }

    /// The one-line hint for an answer that matched nothing on a screen with `count` options; `back` is false
    /// where b does not work (the sign-in menu), so the hint never suggests it there.
    public static func unknownHint(_ input: String, count: Int, back: Bool = true) -> String {
        let shown = echo(input)
        let range = count == 0 ? "" : count == 1 ? "1, " : "a number 1-\(count), "
        let start = input.isEmpty ? "Nothing typed." : "Unknown choice \"\(shown)\"."
        guard back else {
            let choices = count == 0 ? "" : count == 1 ? "1, or " : "a number 1-\(count), or "
            return "\(start) Type \(choices)? for help."
        }
        return "\(start) Type \(range)b to go back, or ? for help."
    }

    /// What was typed, as a refusal line quotes it: cut to its first 20 characters with "…", so a pasted
    /// page never fills the screen. One rule for every "Unknown …" line.
    public static func echo(_ input: String) -> String {
        input.count > 20 ? String(input.prefix(20)) + "…" : input
    }
}
