import Foundation

/// Every quoted currency against a user's base: the rates table, the day's change and the top movers. Pure maths
/// over `ExchangeRates` (rate of X against the base = quote(X) / quote(base)).
public struct RateTable: Equatable, Sendable {
    /// One currency against the base.
    public struct Row: Equatable, Sendable {
        public var code: String
        public var name: String
        /// Units of `code` one unit of the base buys on the table's day.
        public var rate: Decimal
        /// Per cent change from the day before (nil on the first day of the data).
        public var change: Decimal?
    }

    /// One of the biggest movers over a window, with its daily rates for a sparkline.
    public struct Mover: Equatable, Sendable {
        public var code: String
        public var name: String
        public var change: Decimal
        public var series: [Decimal]
    }

    /// How the rows are ordered.
    public enum Order: String, Equatable, Sendable, CaseIterable {
        /// By code, A to Z.
        case code
        /// Highest rate first.
        case rate
        /// Biggest rise first, biggest fall last.
        case change
    }

    /// Every quoted currency but the base, on `day` (default the latest), in `order`.
    public static func rows(
        _ rates: ExchangeRates, names: [Currency], base: String, day: Int? = nil, order: Order = .code
    ) -> [Row] {
        let today = day ?? rates.latestDay
        let rows = rates.quotedCodes.filter { $0 != base }.compactMap { code -> Row? in
            guard let rate = rates.rate(from: base, to: code, day: today) else { return nil }
            let change = today > 0 ? rates.change(of: code, against: base, from: today - 1, to: today) : nil
            return Row(code: code, name: name(of: code, in: names), rate: rate, change: change)
        }
        return switch order {
        case .code: rows.sorted { $0.code < $1.code }
        case .rate: rows.sorted { ($0.rate, $1.code) > ($1.rate, $0.code) }
        case .change: rows.sorted { (shown($0.change), $1.code) > (shown($1.change), $0.code) }
        }
    }

    /// The `count` currencies with the largest absolute change against `base` over the last `days` days (from the
    /// rate `days` − 1 days before the latest to the latest), biggest first, each with its daily rates.
    public static func movers(
        _ rates: ExchangeRates, names: [Currency], base: String, days: Int = 30, count: Int = 7
    ) -> [Mover] {
        let window = max(0, rates.latestDay - days + 1)...rates.latestDay
        let movers = rates.quotedCodes.filter { $0 != base }.compactMap { code -> Mover? in
            guard let series = rates.series(of: code, against: base, days: window),
                let change = rates.change(of: code, against: base, from: window.lowerBound, to: window.upperBound)
            else { return nil }
            return Mover(code: code, name: name(of: code, in: names), change: change, series: series)
        }
        // Ranked on the change to a millionth of a per cent, so equal moves are not ordered by Decimal's last digit.
        func rank(_ mover: Mover) -> Decimal { shown(mover.change.magnitude) }
        return Array(movers.sorted { (rank($0), $1.code) > (rank($1), $0.code) }.prefix(count))
    }

    /// A change to a millionth of a per cent: equal changes are then ordered by code, not by Decimal's last digit.
    private static func shown(_ change: Decimal?) -> Decimal { ExchangeRates.rounded(change ?? 0, places: 6) }

    private static func name(of code: String, in names: [Currency]) -> String {
        names.first { $0.code == code }?.name ?? code
    }
}
