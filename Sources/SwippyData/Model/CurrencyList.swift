import Foundation

/// The ISO 4217 currency list and the one search over it, used wherever a person picks a currency (the
/// Exchange picker, Profile's base currency).
public struct CurrencyList: Equatable, Sendable {
    /// What a search found.
    public enum Search: Equatable, Sendable {
        /// The query was empty.
        case empty
        /// No currency matches the query.
        case none(query: String)
        /// The currencies matching, best first (an exact code first, then codes, then names).
        case matches([Currency])
    }

    /// Every currency, in the data's order.
    public var currencies: [Currency]

    /// The currencies Swippy offered before the full list, shown first before any search.
    public static let featuredCodes = ["INR", "USD", "EUR", "GBP", "AED", "SGD", "JPY"]

    /// A list.
    public init(_ currencies: [Currency]) {
        self.currencies = currencies
    }

    /// The currency with `code` (any case).
    public func currency(_ code: String) -> Currency? {
        let wanted = code.uppercased()
        return currencies.first { $0.code == wanted }
    }

    /// The featured currencies present in the list, in the featured order.
    public var featured: [Currency] { Self.featuredCodes.compactMap { currency($0) } }

    /// The currencies matching `query` by code or by name, ignoring case and accents: `eur` finds EUR first,
    /// `rupee` every rupee, `pound` every pound. Surrounding spaces are ignored.
    public func search(_ query: String) -> Search {
        let wanted = Self.folded(query.trimmingCharacters(in: .whitespaces))
        guard !wanted.isEmpty else { return .empty }
        var exact: [Currency] = []
        var codes: [Currency] = []
        var names: [Currency] = []
        for currency in currencies {
            let code = Self.folded(currency.code)
            if code == wanted {
                exact.append(currency)
            } else if code.hasPrefix(wanted) {
                codes.append(currency)
            } else if Self.folded(currency.name).contains(wanted) {
                names.append(currency)
            }
        }
        let found = exact + codes + names
        return found.isEmpty ? .none(query: query.trimmingCharacters(in: .whitespaces)) : .matches(found)
    }

    /// Why `currency` cannot be chosen where rates are needed (a base currency): one line.
    public static func noRates(_ currency: Currency) -> String {
        "No rates for \(currency.name) (\(currency.code)) in the data; choose a currency with rates."
    }

    /// The one line saying how many currencies a search found, and how many of them have rates when that is
    /// known: "23 currencies match "dollar" (7 with rates)". Exchange's picker and Profile's base currency say it
    /// alike.
    public static func matchLine(count: Int, query: String, withRates: Int?) -> String {
        let typed = query.trimmingCharacters(in: .whitespaces)
        let shown = typed.count > 20 ? String(typed.prefix(20)) + "…" : typed
        let head = count == 1 ? "1 currency matches \"\(shown)\"" : "\(count) currencies match \"\(shown)\""
        guard let withRates, withRates != count else { return head }
        return head + " (\(withRates) with rates)"
    }

    /// The currencies a typed query may mean, for the one picker (SwippyCore's `ChoicePicker`): the currency
    /// whose code it is exactly (any case) alone, otherwise every currency `search` finds, best first. One
    /// candidate is chosen at once, several are listed, none is refused.
    public func candidates(_ query: String) -> [Currency] {
        if let exact = currency(query.trimmingCharacters(in: .whitespaces)) { return [exact] }
        guard case .matches(let found) = search(query) else { return [] }
        return found
    }

    /// A picker's line for `currency`: "CHF  Swiss Franc  Fr.", with "  (no rates)" when the data has none for
    /// it. Exchange's picker and Profile's base currency list currencies alike.
    public static func choiceLine(_ currency: Currency, hasRates: Bool) -> String {
        let symbol = currency.symbol.isEmpty ? "" : "  " + currency.symbol
        return "\(currency.code)  \(currency.name)\(symbol)" + (hasRates ? "" : "  (no rates)")
    }

    /// A picker's heading over its list: before a search, "Popular currencies. Type a code or a name to search
    /// all 180."; after one, its `matchLine`.
    public static func pickerLine(query: String, count: Int, withRates: Int?, total: Int) -> String {
        query.isEmpty
            ? "Popular currencies. Type a code or a name to search all \(total)."
            : matchLine(count: count, query: query, withRates: withRates) + "."
    }

    private static func folded(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: Locale(identifier: "en_US_POSIX"))
    }
}
