import Foundation
import SwippyCore
import SwippyData

/// Everything Exchange says, in one place.
enum ExchangeText {
    /// A one-line reason, as an error value.
    struct Reason: Error, Equatable {
        var text: String
        init(_ text: String) { self.text = text }
    }

    static func noRates(_ currency: Currency) -> String { CurrencyList.noRates(currency) }
    static func baseChanged(_ currency: Currency) -> String {
        "Your base currency is now \(currency.code) (\(currency.name)); totals follow it."
    }
    static func notSaved(_ error: any Error) -> String { "Not saved: \(error)" }
    static func unknownCode(_ text: String) -> String {
        "Unknown currency \"\(MenuInput.echo(text.trimmingCharacters(in: .whitespaces)))\"; type a code like EUR."
    }
    static func chartOfBase(_ code: String) -> String { "\(code) is your base currency; chart another one." }
    /// The answer to a for all days when the chart is not zoomed.
    static func alreadyAll(days: Int) -> String { "Already showing all \(days) days." }
    static let zoomUsage = "Type two days, from and to, like 2026-11-01 2026-11-10."
    static func outsideData(_ day: String, first: Date, last: Date) -> String {
        "\(day) is outside the data (\(SwippyDate.calendarDay(first)) to \(SwippyDate.calendarDay(last)))."
    }
    /// The one line for a zoom past the data's last day, clamped to it.
    static func ratesEnd(_ last: Date) -> String { "Rates end on \(SwippyDate.calendarDay(last)); showing to then." }
    static let reversed = "The first day must not be after the second."
    static let converterUsage = "Type an amount and two codes, like 100 EUR to JPY."
}

extension ExchangeText {
    static func ratesHint(_ input: String) -> String {
        "Unknown command \"\(MenuInput.echo(input.trimmingCharacters(in: .whitespaces)))\": type n or p, code, rate "
            + "or change, or a currency code."
    }
    static func chartHint(_ input: String) -> String {
        "Unknown command \"\(MenuInput.echo(input.trimmingCharacters(in: .whitespaces)))\": type a code, z FROM TO "
            + "to zoom, or a for all 30 days."
    }
    static func moversHint(_ input: String) -> String {
        "Unknown command \"\(MenuInput.echo(input.trimmingCharacters(in: .whitespaces)))\": type a code to chart it."
    }
}
