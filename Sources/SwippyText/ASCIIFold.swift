import Foundation

/// Text for a terminal whose locale is not UTF-8 (`LANG=C`): every character becomes ASCII, so no byte above
/// 0x7F reaches it. Currency symbols fall back to their ISO codes ("₹1,250.00" → "INR 1,250.00"), bullets,
/// dashes, the ellipsis and the middle dot to their ASCII look-alikes ("••7812" → "**7812"), letters lose
/// their accents ("José" → "Jose"), control pictures become caret notation ("␛" → "^["), and anything else
/// (CJK, emoji) is "?". Text that is already ASCII comes back as it is.
public enum ASCIIFold {
    /// The ISO code for each currency symbol Swippy draws outside ASCII.
    public static let currencyCodes: [Character: String] = ["₹": "INR", "€": "EUR", "£": "GBP", "¥": "JPY"]

    /// The ASCII for each other character Swippy's own words and layouts use.
    static let lookAlikes: [Character: String] = [
        "•": "*", "·": "-", "–": "-", "—": "--", "−": "-", "…": "...", "≈": "~", "→": "->", "←": "<-",
        "‘": "'", "’": "'", "“": "\"", "”": "\"", "×": "x", "✓": "v", "\u{A0}": " ", "\u{FFFD}": "?",
        "␤": "^J", "␡": "^?",
    ]

    /// `text` with every character ASCII.
    public static func fold(_ text: String) -> String {
        guard !text.utf8.contains(where: { $0 > 0x7F }) else { return folding(text) }
        return text
    }

    private static func folding(_ text: String) -> String {
        var result = ""
        var characters = text.makeIterator()
        var next = characters.next()
        while let character = next {
            next = characters.next()
            if character.isASCII {
                result.append(character)
            } else if let code = currencyCodes[character] {
                result += code
                if next?.isNumber == true || next == "-" { result += " " }
            } else {
                result += ascii(for: character)
            }
        }
        return result
    }

    /// One non-ASCII character in ASCII: a look-alike, a control picture in caret notation, a letter without
    /// its accents, or "?".
    private static func ascii(for character: Character) -> String {
        if let known = lookAlikes[character] { return known }
        if let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
            (0x2400...0x241F).contains(scalar.value), let control = Unicode.Scalar(scalar.value - 0x2400 + 0x40)
        {
            return "^" + String(Character(control))
        }
        let bare = String(character).decomposedStringWithCanonicalMapping.unicodeScalars.filter(\.isASCII)
        guard !bare.isEmpty, bare.allSatisfy({ $0.properties.isAlphabetic }) else { return "?" }
        return String(String.UnicodeScalarView(bare))
    }
}
