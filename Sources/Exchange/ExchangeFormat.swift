import Foundation
import SwippyCore
import SwippyData

/// Formatting shared by the Exchange presenters: the subtitle, up/down, and the chart's labels.
enum ExchangeFormat {
    /// "rates of 20 Nov 2026".
    static func subtitle(_ state: ExchangeState) -> String {
        "rates of \(SwippyDate.calendarDay(state.rates.asOf))"
    }

    /// Up, down or flat, by the change's sign once rounded to what the screen shows.
    static func direction(_ change: Decimal?) -> ExchangeViewModel.Row.Direction {
        guard let change else { return .flat }
        let shown = ExchangeRates.rounded(change, places: 1)
        return shown > 0 ? .up : (shown < 0 ? .down : .flat)
    }

    /// The price of one unit of the chart's currency in the base on each day of the chart, oldest first: what a
    /// person expects of a chart of the euro (€1 in rupees, about 89.76), not its inverse (0.0111 euro per rupee).
    /// Decimal throughout; nil when a day has no quote.
    static func prices(_ state: ExchangeState) -> [Decimal]? {
        var values: [Decimal] = []
        for day in state.chartDays {
            guard let price = state.rates.rate(from: state.chartCode, to: state.base, day: day) else { return nil }
            values.append(price)
        }
        return values
    }

    /// The change of that price over the chart's days, in per cent (not rounded); nil without prices.
    static func priceChange(_ state: ExchangeState) -> Decimal? {
        guard let prices = prices(state), let first = prices.first, let last = prices.last, first > 0 else {
            return nil
        }
        return (last - first) / first * 100
    }

    /// The chart of the price of one unit of `code` in the base over `days`, or nil when a day has no quote.
    static func chart(_ state: ExchangeState) -> LineChart? {
        let rates = state.rates
        guard let values = prices(state), let high = values.max(), let low = values.min()
        else { return nil }
        let places = max(RateFormat.places(forRate: high), RateFormat.places(forRate: low))
        func text(_ value: Decimal) -> String { RateFormat.fixed(value, places: places, grouping: true) }
        let extremes = LineChart(
            values: values, topLabel: "", middleLabel: "", bottomLabel: "", firstLabel: "",
            lastLabel: "", maxNote: "", minNote: ""
        ).extremes
        let first = state.chartDays.lowerBound
        return LineChart(
            values: values, topLabel: text(high), middleLabel: text((high + low) / 2), bottomLabel: text(low),
            firstLabel: SwippyDate.calendarDay(rates.date(ofDay: first)),
            lastLabel: SwippyDate.calendarDay(rates.date(ofDay: state.chartDays.upperBound)),
            maxNote: "max \(text(high)) on \(SwippyDate.calendarDay(rates.date(ofDay: first + extremes.max)))",
            minNote: "min \(text(low)) on \(SwippyDate.calendarDay(rates.date(ofDay: first + extremes.min)))")
    }
}
