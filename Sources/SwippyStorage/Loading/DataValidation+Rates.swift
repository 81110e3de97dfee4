import Foundation
import SwippyData
import SwippyText

/// The rules of the currency list and the quotes: every quote positive, every currency with the same days of
/// history ending on today's quote, codes known once. A broken rule names its JSON path (exit 65), so no
/// conversion ever divides by zero or reads a missing day.
extension DataValidation {
    static func currencyProblem(_ currencies: [Currency]) -> DataProblem? {
        var codes = Set<String>()
        for (index, currency) in currencies.enumerated() {
            let path = "currencies[\(index)]"
            if currency.code.count != 3 || !currency.code.allSatisfy({ $0.isASCII && $0.isUppercase }) {
                return DataProblem(
                    "\(path).code", "must be three capital letters, not " + SafeText.quoted(currency.code))
            }
            if !codes.insert(currency.code).inserted {
                return DataProblem("\(path).code", "duplicate code " + SafeText.quoted(currency.code))
            }
            let places = Currency.decimalPlaces(of: currency.code)
            if currency.minorUnits != places {
                return DataProblem(
                    "\(path).minor_units", "\(currency.code) has \(places) minor units, not \(currency.minorUnits)")
            }
        }
        return nil
    }

    static func rateProblem(_ rates: ExchangeRates) -> DataProblem? {
        let days = rates.rates.first?.history.count ?? 0
        var codes: Set<String> = [rates.base]
        for (index, rate) in rates.rates.enumerated() {
            let path = "exchange_rates.rates[\(index)]"
            if !codes.insert(rate.code).inserted {
                return DataProblem("\(path).code", "duplicate code " + SafeText.quoted(rate.code))
            }
            if rate.rate <= 0 { return DataProblem("\(path).rate", "must be more than 0") }
            if let bad = rate.history.firstIndex(where: { $0 <= 0 }) {
                return DataProblem("\(path).history[\(bad)]", "must be more than 0")
            }
            if rate.history.count != days {
                return DataProblem(
                    "\(path).history",
                    "has \(rate.history.count) days, the first currency has \(days): a day is missing")
            }
            if let last = rate.history.last, last != rate.rate {
                return DataProblem("\(path).history[\(rate.history.count - 1)]", "the last day must equal rate")
            }
        }
        return nil
    }
}
