import Foundation

/// Masks secrets and numbers for display.
public enum Mask {
    /// "•••• •••• •••• 1234" for a card number.
    public static func cardNumber(_ number: String) -> String {
        let digits = number.filter(\.isNumber)
        // A card added in Swippy is stored already masked: only its last four digits exist.
        guard digits.count > 4 else { return number.contains("•") ? number : digits }
        return "•••• •••• •••• " + digits.suffix(4)
    }

    /// "••••••3210" for a mobile or account number: all but the last four hidden.
    public static func tail(_ text: String, visible: Int = 4) -> String {
        guard text.count > visible else { return text }
        return String(repeating: "•", count: text.count - visible) + text.suffix(visible)
    }
}
