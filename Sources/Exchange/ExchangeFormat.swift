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

    /// The chart of `code` against the base over `days`, or nil when a day has no quote.
    static func chart(_ state: ExchangeState) -> LineChart? {
        let rates = state.rates
        guard let values = rates.series(of: state.chartCode, against: state.base, days: state.chartDays),
            let high = values.max(), let low = values.min()
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
