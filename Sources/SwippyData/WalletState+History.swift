import Foundation

extension WalletState {
    /// The transactions of account `id`, newest first; transactions of the same moment newest recorded first.
    public func history(ofAccount id: String) -> [Transaction] {
        newestFirst { $0.accountID == id }
    }

    /// The transactions of user `id`'s accounts and cards, newest first (same moment: newest recorded first).
    public func history(ofUser id: String) -> [Transaction] {
        let accountIDs = Set(accounts(of: id).map(\.id))
        let cardNumbers = Set(cards(of: id).map(\.number))
        return newestFirst { transaction in
            transaction.accountID.map(accountIDs.contains) ?? transaction.cardNumber.map(cardNumbers.contains) ?? false
        }
    }

    private func newestFirst(_ isIncluded: (Transaction) -> Bool) -> [Transaction] {
        transactions.enumerated()
            .filter { isIncluded($0.element) }
            .sorted { $0.element.date != $1.element.date ? $0.element.date > $1.element.date : $0.offset > $1.offset }
            .map(\.element)
    }
}
