import SwippyCore
import SwippyData

/// The card-service rules as pure functions: a blocked card stays blocked; the last four digits are
/// typed as ASCII digits, at most four in all.
enum CardServicesRules {
    /// Why `card` cannot be blocked (it already is), or nil.
    static func blockRefusal(_ card: WalletCard) -> DisputeError? {
        guard card.card.effectiveStatus == .blocked else { return nil }
        let reason = card.card.blockReason.map { " (\($0))" } ?? ""
        return DisputeError("\(card.card.displayTitle) is already blocked\(reason); blocking cannot be undone.")
    }

    /// Why `card`'s activation cannot change (it is blocked), or nil.
    static func activationRefusal(_ card: WalletCard) -> DisputeError? {
        guard card.card.effectiveStatus == .blocked else { return nil }
        return DisputeError("\(card.card.displayTitle) is blocked: a blocked card cannot be activated.")
    }

    /// Why `pin` is not even a transaction PIN (6 ASCII digits), or nil.
    static func malformedPIN(_ pin: String) -> DisputeError? {
        pin.count == 6 && pin.allSatisfy({ $0.isASCII && $0.isNumber })
            ? nil : DisputeError("A transaction PIN is 6 digits.")
    }

    /// The digits typed so far with `input` added (spaces ignored), or why `input` is refused.
    /// Every refusal ends with how to go on: the digits still missing, and `c` when some are typed.
    static func appendDigits(_ input: String, to typed: String) -> Result<String, DisputeError> {
        let entry = input.replacingOccurrences(of: " ", with: "")
        let goOn =
            typed.isEmpty
            ? "Type the last 4 digits of the card number, for example 3456."
            : "Type the \(Plural.of(4 - typed.count, "digit")) still missing, or c to clear and start again."
        guard !entry.isEmpty else { return .failure(DisputeError("Nothing typed. \(goOn)")) }
        guard entry.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            return .failure(DisputeError("Only digits 0-9. \(goOn)"))
        }
        let combined = typed + entry
        guard combined.count <= 4 else {
            return .failure(DisputeError("That makes \(combined.count) digits; the card needs exactly 4. \(goOn)"))
        }
        return .success(combined)
    }

    /// True when `typed` is exactly the card's last four digits.
    static func matchesLastFour(_ typed: String, of card: WalletCard) -> Bool {
        typed.count == 4 && typed == card.card.lastFour
    }
}
