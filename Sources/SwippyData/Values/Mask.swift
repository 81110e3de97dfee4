import Foundation

/// Masks secrets and numbers for display (a card number: `CardMask`).
public enum Mask {
    /// "••••••3210" for a mobile or account number: all but the last four hidden.
    public static func tail(_ text: String, visible: Int = 4) -> String {
        guard text.count > visible else { return text }
        return String(repeating: "•", count: text.count - visible) + text.suffix(visible)
    }
}
