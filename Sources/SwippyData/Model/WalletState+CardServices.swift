extension WalletState {
    /// In one change: checks `userID`'s transaction PIN (the counter and lock transfers use) and, only when
    /// it is accepted, blocks the card at `position` for `reason`. Blocking is for good: a blocked card stays
    /// as it is.
    public mutating func blockCard(
        at position: Int, reason: String, pin: String, userID: String, maxAttempts: Int
    ) -> PINCheck {
        let check = checkTransferPIN(pin, userID: userID, maxAttempts: maxAttempts)
        if check == .accepted, cards.indices.contains(position), cards[position].effectiveStatus != .blocked {
            cards[position].status = .blocked
            cards[position].blockReason = reason
        }
        return check
    }

    /// Activates or deactivates the card at `position`; nothing brings a blocked card back.
    public mutating func setCardActive(at position: Int, _ active: Bool) {
        guard cards.indices.contains(position), cards[position].effectiveStatus != .blocked else { return }
        cards[position].status = active ? .active : .inactive
    }
}
