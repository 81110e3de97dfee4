import Foundation
import SwippyData

/// A small wallet: one user (transaction PIN 592741) with two cards, one account and a few transactions.
enum TestWallet {
    static let userID = "u-1"

    static func make(now: Date = testNow) -> WalletState {
        let user = User(
            id: userID, name: "Asha Rao", mobile: "9876543210", email: "asha@example.com", address: "Pune",
            currency: "INR", memberSince: now - 400 * day, loginPIN: SecretHash.make("4826", salt: "01"),
            transferPIN: SecretHash.make("592741", salt: "02"))
        let cards = [
            PaymentCard(
                id: "c1", title: "Millennia", number: "4386 2894 0012 3456", cardHolderName: "ASHA RAO",
                type: "VISA", bankName: "HDFC Bank", actions: [.viewDetails], userID: userID),
            PaymentCard(
                id: "c2", title: "Travel One", number: "3056 9309 0259 04", cardHolderName: "ASHA RAO",
                type: "DINERS", bankName: "Kotak", status: .inactive, userID: userID),
        ]
        let account = BankAccount(
            id: "acc-1", userID: userID, name: "Savings", bankName: "HDFC Bank", number: "50100234567812",
            ifsc: "HDFC0000123", kind: "savings", currency: "INR", balance: 1000)
        let transactions = [
            transaction("t-new", now - 2 * day, card: "4386 2894 0012 3456"),
            transaction("t-credit", now - 3 * day, card: "4386 2894 0012 3456", direction: .credit),
            transaction("t-edge", now - 120 * day, card: "4386 2894 0012 3456"),
            transaction("t-old", now - 121 * day, card: "4386 2894 0012 3456"),
            transaction("t-acc", now - 5 * day, account: "acc-1"),
        ]
        return WalletState(users: [user], accounts: [account], cards: cards, transactions: transactions)
    }

    static func transaction(
        _ id: String, _ date: Date, card: String? = nil, account: String? = nil,
        direction: Transaction.Direction = .debit
    ) -> Transaction {
        Transaction(
            id: id, date: date, accountID: account, cardNumber: card, direction: direction, amount: 250,
            currency: "INR", counterparty: "Shop \(id)", category: "shopping", reference: "R-\(id)")
    }
}

extension TestWallet {
    /// The zone the module tests show times in unless a test pins another.
    static let zone = SwippyDate.utc
    static let support = SupportContacts(helpline: "1800-266-0101", email: "support@swippy.example", hours: "24x7")
    static let config = AppConfig(pageSize: 3, disputeWindowDays: 120, disputeReviewAfterHours: 48)
}
