import Foundation
import SwippyData
import SwippyStorage

/// MockData at any scale, for the benchmark (`swippy-bench`): the shipped file with generated transactions
/// and cards (for the first user) added until there are `transactions` and `cards`, deterministically (the same
/// counts give the same bytes). Everything else in the template — users, accounts, configuration and any
/// field added later — is kept, so the result passes the same validation as the shipped file.
public enum ScaledMockData {
    /// The document: `template` (the shipped MockData bytes) with generated transactions and cards appended.
    public static func document(template: Data, transactions: Int, cards: Int) throws -> Data {
        guard var object = try JSONSerialization.jsonObject(with: template) as? [String: Any],
            let accounts = object["accounts"] as? [[String: Any]]
        else { throw CocoaError(.coderReadCorrupt) }
        let firstUser = (object["users"] as? [[String: Any]])?.first?["id"] as? String ?? ""
        let owned = accounts.filter { $0["user_id"] as? String == firstUser }
        let accountRefs = owned.compactMap { account -> (id: String, currency: String)? in
            guard let id = account["id"] as? String, let currency = account["currency"] as? String else { return nil }
            return (id, currency)
        }
        let shippedCards = object["cards"] as? [Any] ?? []
        let shippedTransactions = object["transactions"] as? [Any] ?? []
        let newCards = max(0, cards - shippedCards.count)
        let newTransactions = max(0, transactions - shippedTransactions.count)
        object["transactions"] = nil
        object["cards"] = nil
        let rest = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        var text = "{\n\"cards\": "
        text.reserveCapacity(newTransactions * 260 + newCards * 330 + rest.count)
        text += try listOpening(shippedCards, more: newCards > 0)
        for index in 0..<newCards {
            if index > 0 { text += ",\n" }
            text += card(index)
        }
        text += "\n],\n\"transactions\": "
        text += try listOpening(shippedTransactions, more: newTransactions > 0)
        for index in 0..<newTransactions {
            if index > 0 { text += ",\n" }
            text += transaction(index, accounts: accountRefs, cards: newCards)
        }
        text += "\n],\n"
        var data = Data(text.utf8)
        data.append(rest.dropFirst())
        return data
    }

    /// `[` and the shipped elements of a list, with a comma when generated ones follow.
    private static func listOpening(_ shipped: [Any], more: Bool) throws -> String {
        let json = String(
            decoding: try JSONSerialization.data(withJSONObject: shipped, options: [.sortedKeys]), as: UTF8.self)
        let inner = String(json.dropFirst().dropLast())
        return "[\n" + inner + (inner.isEmpty || !more ? "" : ",\n")
    }

    /// The card number of generated card `index`: unique, 16 digits in groups of four.
    public static func cardNumber(_ index: Int) -> String {
        let digits = String(4_000_000_000_000_000 + index * 7_919)
        return stride(from: 0, to: 16, by: 4).map { start in
            String(digits.dropFirst(start).prefix(4))
        }.joined(separator: " ")
    }

    private static let merchants = [
        "Amazon India", "Swiggy", "Zomato", "Uber", "Big Bazaar", "Indian Oil", "Airtel", "BESCOM", "Flipkart",
        "Cafe Coffee Day", "IRCTC", "BookMyShow", "Apollo Pharmacy", "Reliance Digital", "Ola", "Spotify",
    ]
    private static let categories = [
        "shopping", "food", "travel", "bills", "fuel", "entertainment", "health", "transfer",
    ]
    private static let banks = ["HDFC Bank", "ICICI Bank", "Axis Bank", "SBI", "Kotak Mahindra Bank"]

    private static func card(_ index: Int) -> String {
        let amount = "\(index % 50_000 + 1).\(String(format: "%02d", index % 100))"
        let status = index % 17 == 0 ? "inactive" : "active"
        return """
            {"id": "card_b\(index)", "title": "Card \(index)", "number": "\(cardNumber(index))", \
            "card_holder_name": "ASHA RAO", "type": "\(index % 2 == 0 ? "VISA" : "MASTERCARD")", \
            "bank_name": "\(banks[index % banks.count])", "due": {"id": "due_b\(index)", "amount": \(amount), \
            "currency": "₹", "state": "due in \(index % 28 + 1) days"}, "actions": ["view_details", "pay_now"], \
            "status": "\(status)", "credit_limit": \(100_000 + index % 10 * 10_000)}
            """
    }

    private static func transaction(_ index: Int, accounts: [(id: String, currency: String)], cards: Int) -> String {
        // About two years of history, newest last: one every minute or so, spread over days.
        let seconds = 1_730_000_000 + index * 61
        let date = SwippyDate.iso(Date(timeIntervalSince1970: TimeInterval(seconds)))
        let direction = index % 5 == 0 ? "credit" : "debit"
        let places = index % 7 == 0 ? "" : ".\(String(format: "%02d", (index * 37) % 100))"
        let onCard = cards > 0 && index % 4 == 3 && !accounts.isEmpty || accounts.isEmpty
        let owner: String
        let currency: String
        if onCard {
            owner = "\"card_number\": \"\(cardNumber(index % max(cards, 1)))\""
            currency = "₹"
        } else {
            let account = accounts[index % accounts.count]
            owner = "\"account_id\": \"\(account.id)\""
            currency = account.currency
        }
        let amount =
            Currency.decimalPlaces(of: currency) == 0 ? "\(index % 9_000 + 1)" : "\(index % 9_000 + 1)\(places)"
        let note = index % 3 == 0 ? "Order \(index)" : ""
        return """
            {"id": "t-b\(index)", "date": "\(date)", "direction": "\(direction)", "amount": \(amount), \
            "currency": "\(currency)", "counterparty": "\(merchants[index % merchants.count])", \
            "category": "\(categories[index % categories.count])", "note": "\(note)", "reference": "SWPB\(index)", \
            \(owner)}
            """
    }
}
