import Foundation

extension Ledger {
    /// Longest card holder name.
    public static let maxHolderNameLength = 26

    /// The banks a card may be added from: those of the IFSC directory, once each, in directory order.
    public var cardBanks: [String] {
        var seen = Set<String>()
        return reference.ifscDirectory.map(\.bank).filter { seen.insert($0).inserted }
    }

    /// A typed holder name: letters, spaces, dots, hyphens and apostrophes, 2 to 26 characters, kept in capitals.
    public static func holderName(_ text: String) -> Result<String, TransferFailure> {
        let name = text.trimmingCharacters(in: .whitespaces)
        guard name.count >= 2, name.count <= maxHolderNameLength else {
            return .failure(
                .invalidInput("Type the name as printed on the card, 2 to \(maxHolderNameLength) characters."))
        }
        guard name.allSatisfy({ $0.isLetter || " .-'".contains($0) }) else {
            return .failure(.invalidInput("A name on a card has letters, spaces, dots, hyphens and apostrophes only."))
        }
        return .success(name.uppercased())
    }

    /// Why `userID` cannot add a card ending `lastFour` from `bank`: they already have one; nil otherwise.
    public static func duplicateCardRefusal(lastFour: String, bank: String, userID: String, in wallet: WalletState)
        -> TransferFailure?
    {
        let taken = wallet.cards(of: userID).contains {
            $0.lastFour == lastFour && $0.bankName.lowercased() == bank.lowercased()
        }
        return taken ? .invalidInput("You already have a \(bank) card ending \(lastFour): it is in your list.") : nil
    }

    /// Why `userID` cannot add the card `number`, asked at the number step: a card of theirs holds exactly these
    /// digits (a card kept whole in the data). A card kept masked is matched by its bank at the bank step
    /// (`duplicateCardRefusal(lastFour:bank:…)`), since four digits alone may belong to another bank's card.
    public static func duplicateCardRefusal(number: CardNumber, userID: String, in wallet: WalletState)
        -> TransferFailure?
    {
        guard let card = wallet.cards(of: userID).first(where: { $0.number.filter(\.isNumber) == number.digits })
        else { return nil }
        return .invalidInput("You already have \(card.label): this card is in your list.")
    }

    /// Saves a new card for `userID`, masked: only the last four digits and the network are kept, never the
    /// full number. A card with the same last four from the same bank is refused; nothing changes then.
    public func addCard(_ details: NewCardDetails, userID: String, in wallet: inout WalletState) -> Result<
        PaymentCard, TransferFailure
    > {
        guard wallet.user(userID) != nil else { return .failure(.sourceUnavailable("Sign in again: no such user.")) }
        guard cardBanks.contains(details.bankName) else {
            return .failure(.invalidInput("Choose a bank from the list."))
        }
        if let refusal = Self.duplicateCardRefusal(
            lastFour: details.number.lastFour, bank: details.bankName, userID: userID, in: wallet)
        {
            return .failure(refusal)
        }
        var number = wallet.cards.count + 1
        while wallet.cards.contains(where: { $0.id == "card-added-\(number)" }) { number += 1 }
        // A network Swippy does not know is left blank: the card is "<bank> card", its network "Unknown network".
        let network = details.number.knownNetwork
        let card = PaymentCard(
            id: "card-added-\(number)",
            title: [details.bankName, network, "card"].compactMap { $0 }.joined(separator: " "),
            number: details.number.masked, cardHolderName: details.holderName,
            type: network?.uppercased() ?? "", bankName: details.bankName, actions: [.viewDetails, .viewLastStatement],
            status: .active, userID: userID, expiry: details.expiry)
        wallet.cards.append(card)
        return .success(card)
    }
}
