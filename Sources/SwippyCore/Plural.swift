/// A count with its noun, singular for one: "1 minute", "5 minutes". The one rule for counted words on screen.
public enum Plural {
    /// "\(count) \(noun)" with "s" added unless `count` is 1 (or `plural` when the noun is irregular).
    public static func of(_ count: Int, _ noun: String, plural: String? = nil) -> String {
        "\(count) \(count == 1 ? noun : plural ?? noun + "s")"
    }
}
