import Foundation

/// The one way a card number is shown: every digit but the last four hidden, grouped as the card's network
/// prints it. Two forms, used on every screen: `long` ("•••• •••• •••• 7812") where the number is a field of
/// its own, `short` ("••7812") beside a card's name in lists and sentences.
public enum CardMask {
    /// How a network groups its digits: Visa, Mastercard and RuPay 4-4-4-4 (16), Amex 4-6-5 (15), Diners
    /// 4-6-4 (14).
    /// Any other length (12 to 19) is cut into fours with the short group first, so the last four stay together.
    public static func groups(network: String, digits: String) -> [Int] {
        groups(network: network, digits: digits, length: digits.count)
    }

    /// `groups(network:digits:)` for a number `length` places long, of which `digits` are the ones known.
    private static func groups(network: String, digits: String, length: Int) -> [Int] {
        switch networkName(network, digits: digits) {
        case "Amex": [4, 6, 5]
        case "Diners": [4, 6, 4]
        case "Visa", "Mastercard", "RuPay": [4, 4, 4, 4]
        default: length > 4 ? grouping(of: length) : [4, 4, 4, 4]
        }
    }

    /// How many places the number has: its digits, or, for a number stored already masked with 12 to 19
    /// places ("•••• •••• 0001"), its digits and dots, so it is grouped the same before and after saving.
    private static func length(of number: String, digits: String) -> Int {
        let places = number.filter { ($0.isASCII && $0.isNumber) || $0 == "•" }.count
        return places > digits.count && (12...19).contains(places) ? places : digits.count
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
        let groups = groups(network: network, digits: digits, length: length(of: number, digits: digits))
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

    /// Groups of four with the remainder first, for a length no network above names: the last four stay whole.
    private static func grouping(of count: Int) -> [Int] {
        (count % 4 == 0 ? [] : [count % 4]) + Array(repeating: 4, count: count / 4)
    }
}
