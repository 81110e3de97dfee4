/// Rules for what people type to identify themselves: PINs, mobile numbers, names and email addresses.
public enum IdentityRules {
    /// Digits in a login PIN.
    public static let loginPINLength = 4
    /// Digits in a transaction (transfer) PIN.
    public static let transferPINLength = 6

    /// Why `pin` cannot be a new PIN of `length` digits, or nil when it can. Refuses anything but
    /// exactly `length` ASCII digits, and trivial PINs: one digit repeated, ascending or descending runs.
    public static func newPINProblem(_ pin: String, length: Int) -> String? {
        guard isDigits(pin, count: length) else { return "A PIN is exactly \(length) digits." }
        if isTrivial(pin) { return "That PIN is too easy to guess: avoid repeated digits and runs like 1234." }
        return nil
    }

    /// True for one digit repeated (1111) and for runs going up or down by one (1234, 9876, 8901).
    public static func isTrivial(_ pin: String) -> Bool {
        let digits = pin.compactMap(\.wholeNumberValue)
        guard digits.count > 1 else { return true }
        let steps = Set(zip(digits, digits.dropFirst()).map { ($1 - $0 + 10) % 10 })
        return steps.count == 1 && [0, 1, 9].contains(steps.first ?? -1)
    }

    /// True when `text` is exactly `count` ASCII digits.
    public static func isDigits(_ text: String, count: Int) -> Bool {
        text.count == count && text.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// True for a mobile number as it is stored: 10 digits starting with 6, 7, 8 or 9.
    public static func isMobile(_ text: String) -> Bool {
        mobile(text) == text
    }

    /// The one mobile-number normaliser, used by sign-in, registration, profile and transfer: spaces and
    /// hyphens are ignored, and a leading "+91", "91" (before 10 more digits) or "0" is dropped; what is left
    /// must be 10 digits starting with 6, 7, 8 or 9 (so "0123456789" is refused). Returns the 10 digits, or nil.
    public static func mobile(_ text: String) -> String? {
        var digits = text.filter { $0 != " " && $0 != "-" }
        if digits.hasPrefix("+91") {
            digits.removeFirst(3)
        } else if digits.count == 12, digits.hasPrefix("91") {
            digits.removeFirst(2)
        } else if digits.count == 11, digits.hasPrefix("0") {
            digits.removeFirst()
        }
        guard isDigits(digits, count: 10), let first = digits.first, "6789".contains(first) else { return nil }
        return digits
    }

    /// The one line said everywhere when a typed mobile number is not one.
    public static let mobileRefusal =
        "A mobile number is 10 digits starting with 6, 7, 8 or 9, like 98765 43210 or +91 98765 43210."

    /// The one-line reason a typed mobile number is not one, or nil.
    public static func mobileProblem(_ text: String) -> String? {
        mobile(text) == nil ? mobileRefusal : nil
    }

    /// The one-line reason `text` is not a usable email address, or nil. Deliberately simple: one "@",
    /// a name before it, a dotted domain after it, no spaces, at most 254 characters.
    public static func emailProblem(_ text: String) -> String? {
        let refusal = "An email address looks like name@example.com."
        guard text.count <= 254, text.allSatisfy({ $0.isASCII && !$0.isWhitespace && $0 != "\"" }) else {
            return refusal
        }
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, parts[0].count <= 64 else { return refusal }
        let labels = parts[1].split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2,
            labels.allSatisfy({ label in
                !label.isEmpty && !label.hasPrefix("-") && !label.hasSuffix("-")
                    && label.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" }
            }), (labels.last?.count ?? 0) >= 2
        else { return refusal }
        return nil
    }

    /// The one line said everywhere a person's name is refused.
    public static let nameRefusal = "A name is 2 to 60 characters: letters, spaces and . ' - only, like Asha Rao."

    /// The one-line reason `text` is not a person's name, or nil. The one rule for every person's name (a
    /// payee's, a profile's, a registration's): 2 to 60 characters, letters of any script (with their marks),
    /// spaces and `.`, `'`, `-` only, and at least one letter. So "HDFC0000123" and "A" are refused.
    public static func nameProblem(_ text: String) -> String? {
        guard (2...60).contains(text.count), text.contains(where: \.isLetter),
            text.unicodeScalars.allSatisfy({
                $0.properties.generalCategory.isNamePart || " .'-".unicodeScalars.contains($0)
            })
        else { return nameRefusal }
        return nil
    }
}

extension Unicode.GeneralCategory {
    /// A letter of any script, or a mark that belongs to one (Devanagari vowel signs, accents).
    fileprivate var isNamePart: Bool {
        switch self {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .nonspacingMark,
            .spacingMark, .enclosingMark:
            true
        default: false
        }
    }
}
