import Foundation
import SwippyCore
import SwippyData

/// The chart: a currency against the base over the last 30 days, zoomed to typed days and back.
extension ExchangeInteractor {
    func chart(_ code: String) {
        state.update { next in
            guard let quoted = quotedCode(code, &next) else { return }
            guard quoted != next.base else {
                next.say(ExchangeText.chartOfBase(quoted))
                return
            }
            next.chartCode = quoted
            next.chartDays = next.lastWindow
            next.isZoomed = false
            next.go(to: .chart)
        }
    }

    func zoom(_ text: String) {
        state.update { next in
            switch days(text, next.rates) {
            case .success(let (range, clamped)):
                next.chartDays = range
                next.isZoomed = true
                if let clamped { next.say(clamped) }
            case .failure(let reason):
                next.say(reason.text)
            }
        }
    }

    func resetZoom() {
        state.update { next in
            guard next.isZoomed else {
                next.say(ExchangeText.alreadyAll(days: next.lastWindow.count))
                return
            }
            next.chartDays = next.lastWindow
            next.isZoomed = false
        }
    }

    /// The days between two typed dates ("2026-11-01 2026-11-10", "1 Nov 2026 to 10 Nov 2026", "30d today"),
    /// from ≤ to. A range ending after the last day of data is clamped to it, with the one line that says so;
    /// a range starting outside the data (before its first day, or after its last) is refused.
    private func days(
        _ text: String, _ rates: ExchangeRates
    ) -> Result<(ClosedRange<Int>, String?), ExchangeText.Reason> {
        let parts = Self.dateParts(text)
        guard parts.count == 2 else { return .failure(ExchangeText.Reason(ExchangeText.zoomUsage)) }
        var found: [(day: DateInput.Day, index: Int)] = []
        for part in parts {
            switch DateInput.parse(part, now: repository.now(), in: SwippyDate.calendar.timeZone) {
            case .failure(let problem):
                return .failure(ExchangeText.Reason(problem.description))
            case .success(let day):
                found.append((day, Self.dayIndex(of: day.start, in: rates)))
            }
        }
        let (from, to) = (found[0], found[1])
        guard (0...rates.latestDay).contains(from.index) else {
            return .failure(
                ExchangeText.Reason(
                    ExchangeText.outsideData(
                        from.day.text, first: rates.date(ofDay: 0), last: rates.asOf)))
        }
        guard from.index <= to.index else { return .failure(ExchangeText.Reason(ExchangeText.reversed)) }
        guard to.index > rates.latestDay else { return .success((from.index...to.index, nil)) }
        return .success((from.index...rates.latestDay, ExchangeText.ratesEnd(rates.asOf)))
    }

    /// The index `date`'s day would have in the rates (0 is the oldest day, `latestDay` is `asOf`), also
    /// before or after them: negative before the first day, past `latestDay` after the last.
    private static func dayIndex(of date: Date, in rates: ExchangeRates) -> Int {
        let calendar = SwippyDate.calendar
        let offset =
            calendar.dateComponents(
                [.day], from: calendar.startOfDay(for: rates.asOf), to: calendar.startOfDay(for: date)
            ).day ?? 0
        return rates.latestDay + offset
    }

    /// "A to B", "A - B", "A B" split into the two dates; dates may have spaces ("1 Nov 2026").
    static func dateParts(_ text: String) -> [String] {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        for separator in [" to ", " – ", " - ", ".."] where trimmed.contains(separator) {
            return trimmed.components(separatedBy: separator).map { $0.trimmingCharacters(in: .whitespaces) }
        }
        let words = trimmed.split(separator: " ").map(String.init)
        if words.count == 2 { return words }
        if words.count == 6 { return [words[0...2].joined(separator: " "), words[3...5].joined(separator: " ")] }
        return [trimmed]
    }
}
