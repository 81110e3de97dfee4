import Foundation

/// The one way a card number is shown: every digit but the last four hidden, grouped as the card's network
/// prints it. Two forms, used on every screen: `long` ("•••• •••• •••• 7812") where the number is a field of
/// its own, `short` ("••7812") beside a card's name in lists and sentences.
public enum CardMask {
    /// How a network groups its digits: Visa, Mastercard and RuPay 4-4-4-4 (16), Amex 4-6-5 (15), Diners
    /// 4-6-4 (14).
    public static func groups(network: String, digits: String) -> [Int] {
        switch networkName(network, digits: digits) {
        case "Amex": [4, 6, 5]
        case "Diners": [4, 6, 4]
        case "Visa", "Mastercard", "RuPay": [4, 4, 4, 4]
        default: digits.count > 4 ? grouping(of: digits.count) : [4, 4, 4, 4]
        }
    }

    /// The network a card's `type` names ("VISA", "American Express", "diners club" …), or, when it names
    /// none Swippy knows, the one its digits name; nil when neither does.
    public static func networkName(_ type: String, digits: String) -> String? {
        let word = type.lowercased().filter(\.isLetter)
        let named: [(String, String)] = [
            ("visa", "Visa"), ("mastercard", "Mastercard"), ("rupay", "RuPay"), ("amex", "Amex"),
            ("americanexpress", "Amex"), ("diners", "Diners"), ("dinersclub", "Diners"),
        ]
        if let found = named.first(where: { word == $0.0 }) { return found.1 }
        guard digits.count > 4 else { return nil }
        let byDigits = CardNumber.network(of: digits)
        return byDigits == "Card" ? nil : byDigits
    }

    /// The long form: "•••• •••• •••• 7812" (Visa, Mastercard, RuPay), "•••• •••••• •7812" (Amex),
    /// "•••• •••••• 7812" (Diners). A number stored already masked keeps only its last four; that is enough.
    public static func long(_ number: String, network: String) -> String {
        let digits = number.filter { $0.isASCII && $0.isNumber }
        let last = String(digits.suffix(4))
        guard !last.isEmpty else { return "••••" }
        let groups = groups(network: network, digits: digits)
        let total = groups.reduce(0, +)
        var characters = Array(String(repeating: "•", count: max(0, total - last.count)) + last)
        var text = ""
        for (index, size) in groups.enumerated() {
            if index > 0 { text += " " }
            let take = min(size, characters.count)
            text += String(characters.prefix(take))
            characters.removeFirst(take)
        }
        return text
    }

    /// The short form: "••7812".
    public static func short(_ number: String) -> String {
        let last = String(number.filter { $0.isASCII && $0.isNumber }.suffix(4))
        return "••" + (last.isEmpty ? "••" : last)
    }

    /// Groups of four with the remainder last, for a length no network above names.
    private static func grouping(of count: Int) -> [Int] {
        Array(repeating: 4, count: count / 4) + (count % 4 == 0 ? [] : [count % 4])
    }
}
