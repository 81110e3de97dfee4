import Foundation

/// A card number as a person types it (spaces allowed), checked: 12 to 19 digits and the Luhn check digit.
/// Knows its network from its first digits. Only the masked form and the last four are ever kept.
public struct CardNumber: Equatable, Sendable {
    /// The digits, spaces removed.
    public let digits: String

    /// Why a typed card number is not accepted, naming the part that is wrong.
    public enum Problem: Error, Equatable, Sendable, CustomStringConvertible {
        case empty
        case notADigit(String)
        case length(Int)
        case checkDigit

        public var description: String {
            switch self {
            case .empty: "Type the card number: 12 to 19 digits, spaces allowed."
            case .notADigit(let text): "A card number has digits and spaces only; \"\(text)\" is not a digit."
            case .length(let count): "A card number has 12 to 19 digits; this one has \(count)."
            case .checkDigit: "The last digit (the check digit) does not match the others: a digit is mistyped."
            }
        }
    }

    /// A typed number checked: only digits and spaces, 12 to 19 digits, the Luhn check digit right.
    public static func parse(_ text: String) -> Result<CardNumber, Problem> {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return .failure(.empty) }
        if let wrong = trimmed.first(where: { $0 != " " && !("0"..."9").contains($0) }) {
            return .failure(.notADigit(String(wrong)))
        }
        let digits = trimmed.filter { $0 != " " }
        guard (12...19).contains(digits.count) else { return .failure(.length(digits.count)) }
        guard luhn(digits) else { return .failure(.checkDigit) }
        return .success(CardNumber(digits: digits))
    }

    /// The Luhn check over ASCII digits: from the right, every second digit doubled (minus 9 over 9); the sum
    /// ends in 0.
    public static func luhn(_ digits: String) -> Bool {
        var sum = 0
        for (offset, character) in digits.reversed().enumerated() {
            guard let digit = character.wholeNumberValue else { return false }
            let value = offset % 2 == 1 ? digit * 2 : digit
            sum += value > 9 ? value - 9 : value
        }
        return !digits.isEmpty && sum % 10 == 0
    }

    /// The network the first digits name: Visa, Mastercard, Amex, Diners or RuPay; otherwise "Card".
    public var network: String { Self.network(of: digits) }

    /// The network the first digits name, or nil when they name none Swippy knows (`network` says "Card").
    public var knownNetwork: String? { network == "Card" ? nil : network }

    /// The network of a digit string (see `network`).
    public static func network(of digits: String) -> String {
        func prefix(_ count: Int) -> Int { Int(digits.prefix(count)) ?? -1 }
        if digits.hasPrefix("4") { return "Visa" }
        if [34, 37].contains(prefix(2)) { return "Amex" }
        if (51...55).contains(prefix(2)) || (2221...2720).contains(prefix(4)) { return "Mastercard" }
        if [60, 65, 81, 82].contains(prefix(2)) || [508, 353, 356].contains(prefix(3)) { return "RuPay" }
        if (300...305).contains(prefix(3)) || [36, 38, 39].contains(prefix(2)) || prefix(4) == 3095 { return "Diners" }
        return "Card"
    }

    /// The last four digits.
    public var lastFour: String { String(digits.suffix(4)) }

    /// As shown: every digit but the last four hidden, grouped by network, "•••• •••• •••• 1111".
    public var masked: String { CardMask.long(digits, network: network) }
}
