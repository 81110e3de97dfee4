extension WalletState {
    /// The disputes raised against transactions of `userID`'s cards and accounts, in the order they were raised.
    /// One pass over the history that only looks closer at disputed transactions: the set it builds holds
    /// the disputed ids (a few), not every id of the user (a million).
    public func disputes(of userID: String) -> [Dispute] {
        guard !disputes.isEmpty else { return [] }
        let disputed = Set(disputes.map(\.transactionID))
        let accountIDs = Set(accounts(of: userID).map(\.id))
        let cardNumbers = Set(cards(of: userID).map(\.number))
        var mine = Set<String>()
        for transaction in transactions where disputed.contains(transaction.id) {
            if transaction.accountID.map(accountIDs.contains) ?? false
                || transaction.cardNumber.map(cardNumbers.contains) ?? false
            {
                mine.insert(transaction.id)
            }
        }
        return disputes.filter { mine.contains($0.transactionID) }
    }

    /// Adds `dispute` under the next free id ("DSP-1001", one more than the highest) and returns it with that id.
    public mutating func raiseDispute(_ dispute: Dispute) -> Dispute {
        var saved = dispute
        saved.id = Self.nextID(after: disputes.map(\.id), prefix: "DSP-")
        disputes.append(saved)
        return saved
    }

    /// Stores these disputes over the ones with the same ids; a dispute with an unknown id is ignored.
    public mutating func updateDisputes(_ changed: [Dispute]) {
        for dispute in changed {
            guard let index = disputes.firstIndex(where: { $0.id == dispute.id }) else { continue }
            disputes[index] = dispute
        }
    }

    /// Puts `message` in the local outbox under the next free id ("MSG-1001", …) and returns it with that id.
    public mutating func sendSupportEmail(_ message: OutboxMessage) -> OutboxMessage {
        var saved = message
        saved.id = Self.nextID(after: outbox.map(\.id), prefix: "MSG-")
        outbox.append(saved)
        return saved
    }

    /// `prefix` and one more than the highest number among `ids` with that prefix, at least 1001.
    static func nextID(after ids: [String], prefix: String) -> String {
        let numbers = ids.compactMap { $0.hasPrefix(prefix) ? Int($0.dropFirst(prefix.count)) : nil }
        return prefix + String(max(1000, numbers.max() ?? 1000) + 1)
    }
}
