import SwippyData

/// Currencies' decimal places as a loop over a file's amounts asks for them: a million amounts are in a handful
/// of currencies, so each currency's places are looked up once (`Currency.decimalPlaces`, which upper-cases
/// and hashes) and kept, up to sixteen, compared as strings.
struct CurrencyPlaces {
    private var known: [(currency: String, places: Int)] = []

    /// `currency`'s decimal places.
    mutating func of(_ currency: String) -> Int {
        if let found = known.first(where: { $0.currency == currency }) { return found.places }
        let places = Currency.decimalPlaces(of: currency)
        if known.count < 16 { known.append((currency, places)) }
        return places
    }
}
