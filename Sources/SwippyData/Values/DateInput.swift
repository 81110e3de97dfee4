import Foundation

/// Parses a day a person typed: `2026-11-01`, `1 Nov 2026` / `01 November 2026` (month names in
/// English, any case, three letters or in full), `today`, `yesterday`, or `30d` (30 days ago).
/// Relative words count from an injected `now` in an injected time zone, so a test is fixed and a user
/// gets their own calendar day. Strict: no impossible days (`2026-02-30`), nothing after the date.
public enum DateInput {
    /// The largest N accepted in "Nd" (about 100 years).
    public static let maximumDaysAgo = 36_500

    /// Why a typed date was refused, as a one-line reason that says what is accepted.
    public enum Problem: Error, Equatable, Sendable, CustomStringConvertible {
        case empty
        case notADate
        /// The shape was right but there is no such day ("2026-02-30").
        case noSuchDay(String)
        /// "Nd" with N above ``maximumDaysAgo``.
        case tooManyDaysAgo

        static let accepted = "2026-11-01, 1 Nov 2026, today, yesterday or 30d (30 days ago)"

        public var description: String {
            switch self {
            case .empty: "Enter a date: \(Self.accepted)."
            case .notADate: "Not a date. Use \(Self.accepted)."
            case .noSuchDay(let text): "There is no day \(text). Use \(Self.accepted)."
            case .tooManyDaysAgo: "Use at most \(DateInput.maximumDaysAgo)d (days ago)."
            }
        }
    }

    /// One calendar day in a time zone: from `start` (local midnight) up to, not including, `end` (the
    /// next local midnight; 23 or 25 hours later across a daylight-saving change).
    public struct Day: Equatable, Sendable, Comparable {
        public let year: Int
        public let month: Int
        public let day: Int
        /// Local midnight at the start of the day.
        public let start: Date
        /// Local midnight at the start of the next day.
        public let end: Date

        /// "01 Nov 2026".
        public var text: String { String(format: "%02d %@ %04d", day, DateInput.shortMonths[month - 1], year) }

        public static func < (lhs: Day, rhs: Day) -> Bool { lhs.start < rhs.start }
    }

    /// The day `input` names in `zone`, counting relative words from `now`, or the reason it is refused.
    public static func parse(_ input: String, now: Date, in zone: TimeZone) -> Result<Day, Problem> {
        let text = input.trimmingCharacters(in: .whitespaces).lowercased()
        guard !text.isEmpty else { return .failure(.empty) }
        let calendar = calendar(in: zone)
        switch text {
        case "today": return .success(daysAgo(0, from: now, calendar))
        case "yesterday": return .success(daysAgo(1, from: now, calendar))
        default: break
        }
        if text.hasSuffix("d"), text.count >= 2, text.dropLast().allSatisfy(\.isASCIIDigit) {
            guard text.count <= 7, let count = Int(text.dropLast()), count <= maximumDaysAgo else {
                return .failure(.tooManyDaysAgo)
            }
            return .success(daysAgo(count, from: now, calendar))
        }
        guard let (year, month, day) = iso(text) ?? written(text) else { return .failure(.notADate) }
        guard year >= 1, (1...12).contains(month), day >= 1,
            let start = calendar.date(from: DateComponents(year: year, month: month, day: day)),
            calendar.component(.day, from: start) == day, calendar.component(.month, from: start) == month
        else { return .failure(.noSuchDay(input.trimmingCharacters(in: .whitespaces))) }
        return .success(make(start, calendar))
    }

    /// The Gregorian calendar in `zone`.
    public static func calendar(in zone: TimeZone) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        calendar.locale = Locale(identifier: "en_US_POSIX")
        return calendar
    }

    private static func daysAgo(_ count: Int, from now: Date, _ calendar: Calendar) -> Day {
        let today = calendar.startOfDay(for: now)
        let start = calendar.date(byAdding: .day, value: -count, to: today) ?? today
        return make(calendar.startOfDay(for: start), calendar)
    }

    private static func make(_ start: Date, _ calendar: Calendar) -> Day {
        let values = calendar.dateComponents([.year, .month, .day], from: start)
        let end = calendar.date(byAdding: .day, value: 1, to: start) ?? start.addingTimeInterval(86_400)
        return Day(year: values.year ?? 1, month: values.month ?? 1, day: values.day ?? 1, start: start, end: end)
    }

    /// "2026-11-01": exactly four, two and two digits.
    private static func iso(_ text: String) -> (Int, Int, Int)? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            parts.allSatisfy({ $0.allSatisfy(\.isASCIIDigit) }),
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
        else { return nil }
        return (year, month, day)
    }

    /// "1 nov 2026" / "01 november 2026": one or two digits, a month name, four digits.
    private static func written(_ text: String) -> (Int, Int, Int)? {
        let parts = text.split(separator: " ")
        guard parts.count == 3, (1...2).contains(parts[0].count), parts[2].count == 4,
            parts[0].allSatisfy(\.isASCIIDigit), parts[2].allSatisfy(\.isASCIIDigit),
            let day = Int(parts[0]), let year = Int(parts[2]),
            let month = monthNumber(String(parts[1]))
        else { return nil }
        return (year, month, day)
    }

    private static func monthNumber(_ name: String) -> Int? {
        if let index = shortMonths.firstIndex(where: { $0.lowercased() == name }) { return index + 1 }
        if let index = fullMonths.firstIndex(where: { $0.lowercased() == name }) { return index + 1 }
        return nil
    }

    static let shortMonths = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    private static let fullMonths = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December",
    ]
}

extension Character {
    /// "0" to "9" only (not other scripts' digits).
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
