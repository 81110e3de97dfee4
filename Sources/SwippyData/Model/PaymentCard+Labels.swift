import Foundation

/// What screens call a card: its masked number in the one long or short form (`CardMask`), and a label
/// for every part that may be missing or blank in the data, so no screen shows an empty row or a line that
/// starts with a separator.
extension PaymentCard {
    /// "•••• •••• •••• 7812", grouped as the card's network prints it.
    public var maskedNumber: String { CardMask.long(number, network: type) }
    /// "••7812".
    public var shortMask: String { CardMask.short(number) }
    /// The title as given, or "Card ••7812" when it is blank.
    public var displayTitle: String {
        let trimmed = title.trimmedOfWhitespace
        return trimmed.isEmpty ? "Card \(shortMask)" : trimmed
    }
    /// "Millennia Credit Card ••3456": how a list or a sentence names the card ("Card ••3456" without a title).
    public var label: String {
        title.trimmedOfWhitespace.isEmpty ? displayTitle : "\(displayTitle) \(shortMask)"
    }
    /// The issuing bank as given, or "Unknown bank" when it is blank.
    public var bankLabel: String {
        let trimmed = bankName.trimmedOfWhitespace
        return trimmed.isEmpty ? "Unknown bank" : trimmed
    }
    /// The network as given ("VISA"); when blank, the one the digits name; else "Unknown network".
    public var networkLabel: String {
        let trimmed = type.trimmedOfWhitespace
        if !trimmed.isEmpty { return trimmed }
        return CardMask.networkName("", digits: number.filter { $0.isASCII && $0.isNumber }) ?? "Unknown network"
    }
    /// The holder's name as given, or "Name not given" when it is blank.
    public var holderLabel: String {
        let trimmed = cardHolderName.trimmedOfWhitespace
        return trimmed.isEmpty ? "Name not given" : trimmed
    }
}
