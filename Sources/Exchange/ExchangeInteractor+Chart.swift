import Foundation
import SwippyCore
import SwippyData

/// The chart: a currency against the base over the last 30 days, zoomed to typed days and back.
extension ExchangeInteractor {
    func chart(_ code: String) {
        var next = state.value
        guard let quoted = quotedCode(code, &next) else { return state.send(next) }
        guard quoted != next.base else {
            next.say(ExchangeText.chartOfBase(quoted))
            return state.send(next)
        }
        next.chartCode = quoted
        next.chartDays = next.lastWindow
        next.isZoomed = false
        next.step = .chart
        state.send(next)
    }

    func zoom(_ text: String) {
        var next = state.value
        switch days(text, next.rates) {
        case .success(let range):
            next.chartDays = range
            next.isZoomed = true
        case .failure(let reason):
            next.say(reason.text)
        }
        state.send(next)
    }

    func resetZoom() {
        var next = state.value
        next.chartDays = next.lastWindow
        next.isZoomed = false
        state.send(next)
    }

    /// The days between two typed dates ("2026-11-01 2026-11-10", "1 Nov 2026 to 10 Nov 2026", "30d today"):
    /// from ≤ to, both inside the data.
    private func days(_ text: String, _ rates: ExchangeRates) -> Result<ClosedRange<Int>, ExchangeText.Reason> {
        let parts = Self.dateParts(text)
        guard parts.count == 2 else { return .failure(ExchangeText.Reason(ExchangeText.zoomUsage)) }
        var found: [Int] = []
        for part in parts {
            switch DateInput.parse(part, now: repository.now(), in: SwippyDate.calendar.timeZone) {
            case .failure(let problem):
                return .failure(ExchangeText.Reason(problem.description))
            case .success(let day):
                guard let index = rates.day(of: day.start) else {
                    return .failure(ExchangeText.Reason(ExchangeText.outsideData(
                        day.text, first: rates.date(ofDay: 0), last: rates.asOf)))
                }
                found.append(index)
            }
        }
        guard found[0] <= found[1] else { return .failure(ExchangeText.Reason(ExchangeText.reversed)) }
        return .success(found[0]...found[1])
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
