import Foundation
import SwippyCore
import SwippyData

@testable import PaymentCards

/// Sample cards and transactions.
enum Sample {
    static func card(
        _ title: String, id: String = "card", number: String = "4386 2894 0012 3456", type: String = "VISA",
        bank: String = "HDFC Bank", due: CardDue? = nil, actions: [CardAction] = [.viewDetails],
        status: CardStatus? = nil, creditLimit: Decimal? = nil
    ) -> PaymentCard {
        PaymentCard(
            id: id, title: title, number: number, cardHolderName: "ASHA RAO", type: type, bankName: bank, due: due,
            actions: actions, status: status, creditLimit: creditLimit)
    }

    static func due(_ amount: String, _ state: DueState, currency: String = "₹") -> CardDue {
        CardDue(id: "due", amount: decimal(amount), currency: currency, state: state)
    }

    static func decimal(_ text: String) -> Decimal {
        Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) ?? .nan
    }

    /// `count` cards titled "Card 1"…, at positions 0, 2, 4, … (as if another user's cards sat between them).
    static func walletCards(_ count: Int) -> [WalletCard] {
        (0..<count).map { index in
            WalletCard(position: index * 2, card: card("Card \(index + 1)", id: "card_\(index + 1)"))
        }
    }

    static func date(_ text: String) -> Date {
        SwippyDate.parse(text) ?? .distantPast
    }

    static func transaction(
        _ id: String, _ date: String, _ counterparty: String, _ amount: String,
        _ direction: Transaction.Direction = .debit, number: String = "4386 2894 0012 3456"
    ) -> Transaction {
        Transaction(
            id: id, date: self.date(date), cardNumber: number, direction: direction, amount: decimal(amount),
            currency: "₹", counterparty: counterparty, category: "shopping", reference: "REF-\(id)")
    }
}
