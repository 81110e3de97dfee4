import Foundation
import SwippyData

/// A small, hand-checkable table: 40 days of USD quotes, ending 2026-11-20.
enum ExchangeSample {
    static let asOf = SwippyDate.parse("2026-11-20") ?? Date(timeIntervalSince1970: 0)

    static func d(_ text: String) -> Decimal { Decimal(string: text) ?? -1 }

    /// INR 80 rising by 0.1 a day to 83.9; EUR flat 0.8 but 0.9 on the last day; GBP 0.75 flat; JPY 150 flat,
    /// 120 on day 20 (the lowest); KWD 0.3 flat.
    static func rates() -> ExchangeRates {
        let days = 0..<40
        func series(_ value: (Int) -> Decimal) -> [Decimal] { days.map(value) }
        let inr = series { d("80") + Decimal($0) / 10 }
        let eur = series { $0 == 39 ? d("0.9") : d("0.8") }
        let gbp = series { _ in d("0.75") }
        let jpy = series { $0 == 20 ? d("120") : d("150") }
        let kwd = series { _ in d("0.3") }
        return ExchangeRates(
            base: "USD", asOf: asOf,
            rates: [
                ExchangeRate(code: "INR", rate: inr[39], history: inr),
                ExchangeRate(code: "EUR", rate: eur[39], history: eur),
                ExchangeRate(code: "GBP", rate: gbp[39], history: gbp),
                ExchangeRate(code: "JPY", rate: jpy[39], history: jpy),
                ExchangeRate(code: "KWD", rate: kwd[39], history: kwd),
            ])
    }

    static let currencies = [
        Currency(code: "AFN", name: "Afghani"), Currency(code: "EUR", name: "Euro", symbol: "€"),
        Currency(code: "GBP", name: "Pound Sterling", symbol: "£"),
        Currency(code: "INR", name: "Indian Rupee", symbol: "₹"),
        Currency(code: "JPY", name: "Yen", symbol: "¥"), Currency(code: "KWD", name: "Kuwaiti Dinar"),
        Currency(code: "LKR", name: "Sri Lanka Rupee", symbol: "Rs"),
        Currency(code: "USD", name: "US Dollar", symbol: "$"),
    ]
}
