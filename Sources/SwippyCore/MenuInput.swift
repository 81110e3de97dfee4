import SwippyText

/// Parses the numbered-option answers every menu accepts.
public enum MenuInput {
    /// The zero-based option chosen by `input` ("1" picks the first), or nil when it is not
    /// a number between 1 and `count`.
    /// The number may be typed grouped as the screen shows it ("8,152", "9,99,998": `number(_:)`).
    public static func choice(_ input: String, count: Int) -> Int? {
        guard count > 0, let number = number(input), (1...count).contains(number) else { return nil }
        return number - 1
    }

    /// A whole number as a person types it: plain digits ("8152") or grouped with commas as counts are shown,
    /// by threes or the Indian way ("8,152", "9,99,998"; the last group three digits, the first one to three,
    /// the others two or three); nil for anything else, a sign or a space included, and above nine digits.
    public static func number(_ input: String) -> Int? {
        let groups = input.split(separator: ",", omittingEmptySubsequences: false)
        guard let first = groups.first, let last = groups.last,
            groups.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } })
        else { return nil }
        if groups.count > 1 {
            guard (1...3).contains(first.count), last.count == 3,
                groups.dropFirst().dropLast().allSatisfy({ (2...3).contains($0.count) })
            else { return nil }
        }
        let digits = groups.joined()
        return digits.count <= 9 ? Int(digits) : nil
    }

    /// The one-line hint for an answer that matched nothing on a screen with `count` options; `back` is false
    /// where b does not work (the sign-in menu), so the hint never suggests it there.
    public static func unknownHint(
        _ input: String, count: Int, back: Bool = true, grouping: DigitGrouping = .thousands
    ) -> String {
        let shown = echo(input)
        let upTo = grouping.count(count)
        let range = count == 0 ? "" : count == 1 ? "1, " : "a number 1-\(upTo), "
        let start = input.isEmpty ? "Nothing typed." : "Unknown choice \"\(shown)\"."
        guard back else {
            let choices = count == 0 ? "" : count == 1 ? "1, or " : "a number 1-\(upTo), or "
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
