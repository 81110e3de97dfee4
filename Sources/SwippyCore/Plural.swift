import SwippyText

/// A count with its noun, singular for one: "1 minute", "5 minutes", "1,200 cards". The one rule for counted
/// words on screen.
public enum Plural {
    /// "\(count) \(noun)" with "s" added unless `count` is 1 (or `plural` when the noun is irregular), the count
    /// grouped as money is (`grouping`; by three unless told).
    public static func of(
        _ count: Int, _ noun: String, plural: String? = nil, grouping: DigitGrouping = .thousands
    ) -> String {
        "\(grouping.count(count)) \(count == 1 ? noun : plural ?? noun + "s")"
    }
}
