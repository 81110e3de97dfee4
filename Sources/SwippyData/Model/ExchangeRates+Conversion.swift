import Foundation

/// The one conversion rule: an amount in X is amount × quote(to) / quote(X), where a quote is units of a currency
/// per one unit of the table's base (USD). Cross rates between any two currencies go through those quotes, never
/// through the user's base currency; rounding happens once, at the end, to the target's minor units.
extension ExchangeRates {
    /// How many days of history every currency has (the table's length); at least 1 (today).
    public var dayCount: Int { max(1, rates.map(\.history.count).max() ?? 1) }

    /// The last day's index.
    public var latestDay: Int { dayCount - 1 }

    /// The date of day `index` (0 is the oldest, `latestDay` is `asOf`).
    public func date(ofDay index: Int) -> Date {
        SwippyDate.calendar.date(byAdding: .day, value: index - latestDay, to: asOf) ?? asOf
    }

    /// The index of the day `date` falls on, or nil outside the history.
    public func day(of date: Date) -> Int? {
        let start = SwippyDate.calendar.startOfDay(for: asOf)
        let days = SwippyDate.calendar.dateComponents(
            [.day], from: start, to: SwippyDate.calendar.startOfDay(for: date)
        ).day
        guard let offset = days else { return nil }
        let index = latestDay + offset
        return (0...latestDay).contains(index) ? index : nil
    }

    /// Every code with a quote: the base first, then the table's order.
    public var quotedCodes: [String] { [base] + rates.map(\.code).filter { $0 != base } }

    /// Units of `code` per one base unit on `day` (default the latest); nil when the code has no quote, or no
    /// positive quote that day.
    public func quote(_ code: String, day: Int? = nil) -> Decimal? {
        if code == base { return 1 }
        guard let entry = rates.first(where: { $0.code == code }) else { return nil }
        let value: Decimal
        if let day, !entry.history.isEmpty {
            guard entry.history.indices.contains(day) else { return nil }
            value = entry.history[day]
        } else if day == nil || day == latestDay {
            value = entry.rate
        } else {
            return nil
        }
        return value > 0 ? value : nil
    }

    /// Units of `to` one unit of `from` buys on `day`: quote(to) / quote(from); nil when either is missing.
    public func rate(from: String, to: String, day: Int? = nil) -> Decimal? {
        guard let fromQuote = quote(from, day: day), let toQuote = quote(to, day: day) else { return nil }
        return toQuote / fromQuote
    }

    /// `amount` of `from` in `to` on `day`, not yet rounded (for sums that round once); nil when a quote is missing.
    public func convert(_ amount: Decimal, from: String, to: String, day: Int? = nil) -> Decimal? {
        guard from != to else { return amount }
        guard let fromQuote = quote(from, day: day), let toQuote = quote(to, day: day) else { return nil }
        return amount * toQuote / fromQuote
    }

    /// `amount` of `from` in `to`, rounded once to `to`'s minor units (JPY none, KWD three).
    public func converted(_ amount: Decimal, from: String, to: String, day: Int? = nil) -> Decimal? {
        convert(amount, from: from, to: to, day: day).map { Currency.rounded($0, in: to) }
    }

    /// What `amount` of `from` delivers in `to` when money changes currency: converted by the one rule and
    /// rounded DOWN to `to`'s minor units, so whatever arrives is never worth more than what left (a round trip
    /// never gains); nil when a quote is missing.
    public func delivered(_ amount: Decimal, from: String, to: String) -> Decimal? {
        convert(amount, from: from, to: to).map { Currency.roundedDown($0, in: to) }
    }

    /// The change of `code`'s rate against `base` from day `from` to day `to`, in per cent (not rounded).
    public func change(of code: String, against base: String, from: Int, to: Int) -> Decimal? {
        guard let old = rate(from: base, to: code, day: from), let new = rate(from: base, to: code, day: to), old > 0
        else {
            return nil
        }
        return (new - old) / old * 100
    }

    /// `code`'s rate against `base` (units of `code` per base unit) on each day of `days`, oldest first; nil when
    /// a day has no quote.
    public func series(of code: String, against base: String, days: ClosedRange<Int>) -> [Decimal]? {
        var values: [Decimal] = []
        for day in days {
            guard let value = rate(from: base, to: code, day: day) else { return nil }
            values.append(value)
        }
        return values
    }

    /// `value` rounded half away from zero to `places` decimals.
    public static func rounded(_ value: Decimal, places: Int) -> Decimal {
        var input = value
        var output = Decimal()
        NSDecimalRound(&output, &input, places, .plain)
        return output
    }
}
