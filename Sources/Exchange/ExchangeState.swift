import Foundation
import SwippyCore
import SwippyData

/// The flow's whole state: the data read, the user's base, and what each screen shows.
struct ExchangeState: Equatable {
    enum Step: Equatable {
        case hub, picker, rates, chart, converter, movers
    }

    /// A finished conversion, for the converter screen.
    struct Conversion: Equatable {
        var amount: Decimal
        var from: String
        var to: String
        var result: Decimal
        var rate: Decimal
        var date: Date
    }

    /// The screen the flow is on, one visit each time a screen is asked for (a hub choice, a code charted, back
    /// to the hub once a base was chosen): the chart asked for again is a new visit, so the router pushes it
    /// again.
    var visit = StepVisit(Step.hub)
    var rates = ExchangeRates(base: "USD", asOf: Date(timeIntervalSince1970: 0), rates: [])
    var currencies: [Currency] = []
    var base = "USD"
    /// The base picker: the featured currencies, or a search's matches, paged.
    var picker = ChoicePicker<Currency>(offered: [], noun: "currency", plural: "currencies", pageSize: 10)
    /// The rates table's order and page.
    var order: RateTable.Order = .code
    var paging = Paging(pageSize: ExchangeState.pageSize)
    /// The charted currency and the days shown (indices into the rates' history).
    var chartCode = "EUR"
    var chartDays: ClosedRange<Int> = 0...0
    var isZoomed = false
    var conversion: Conversion?
    var notice: Notice?

    /// Rates (and currencies) per page without a terminal to fit.
    static let pageSize = 12
    /// Days in the chart and in the movers' window.
    static let window = 30

    /// The last 30 days of the data.
    var lastWindow: ClosedRange<Int> { max(0, rates.latestDay - Self.window + 1)...rates.latestDay }

    /// The currency list of the data.
    var list: CurrencyList { CurrencyList(currencies) }

    /// The name of `code`, or the code when the list does not have it.
    func name(of code: String) -> String { list.currency(code)?.name ?? code }

    /// Sends nothing; sets the notice that follows the last one.
    mutating func say(_ text: String) { notice = Notice(text, after: notice) }

    /// The step of the current visit.
    var step: Step { visit.step }

    /// Moves to `step`: a new visit, which the router follows.
    mutating func go(to step: Step) {
        visit = visit.next(step)
    }
}
