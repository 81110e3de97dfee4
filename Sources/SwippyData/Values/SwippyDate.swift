import Foundation
import SwippyText

/// Dates in the data and state files: ISO 8601, either "2026-11-02" or "2026-11-02T10:15:00Z".
/// Stored in UTC; displayed with fixed formats (never `Locale.current`): a moment in the user's zone with its
/// abbreviation, a date given alone as its calendar day.
public enum SwippyDate {
    /// Parses `2026-11-02T10:15:00Z` or a date alone (midnight UTC), strictly: no impossible days, no
    /// padding, nothing after the date (see `ISODateText`).
    public static func parse(_ text: String) -> Date? {
        ISODateText.parse(text)
    }

    /// "2026-11-02T10:15:00Z".
    public static func iso(_ date: Date) -> String {
        date.formatted(Date.ISO8601FormatStyle())
    }

    /// "02 Nov 2026": the day of a value the data gives as a date alone (`member_since`, the rates' `as_of`,
    /// a rate's day), read as midnight UTC and shown as that same calendar day in every zone. A moment (a
    /// transaction, a dispute, a message) is shown with `day(_:in:)` or `dayAndTime(_:in:)` instead.
    public static func calendarDay(_ date: Date) -> String {
        let parts = components(date)
        return String(format: "%02d %@ %04d", parts.day, monthNames[parts.month - 1], parts.year)
    }

    /// "03 Nov 2026": the local day of the moment `date` in `zone` (20:00 UTC on 2 Nov is 3 Nov in Asia/Kolkata).
    public static func day(_ date: Date, in zone: TimeZone) -> String {
        let values = local(date, in: zone)
        return String(format: "%02d %@ %04d", values.day, monthNames[values.month - 1], values.year)
    }

    /// "02 Nov 2026, 15:45 IST": the moment in `zone`, the user's local time, labelled with the zone's
    /// abbreviation (`ZoneAbbreviation`) so a time is never read in the wrong zone.
    public static func dayAndTime(_ date: Date, in zone: TimeZone) -> String {
        let values = local(date, in: zone)
        return String(
            format: "%02d %@ %04d, %02d:%02d %@", values.day, monthNames[values.month - 1], values.year, values.hour,
            values.minute, ZoneAbbreviation.of(zone, at: date))
    }

    /// "21 Nov, 10:00" when the moment falls in the same local year as `now`, else "21 Nov 2025, 10:00": a
    /// list's compact time, its zone said once above the list (`zoneLabel`) rather than on every row.
    public static func shortDayAndTime(_ date: Date, in zone: TimeZone, now: Date) -> String {
        let values = local(date, in: zone)
        let year = values.year == local(now, in: zone).year ? "" : String(format: " %04d", values.year)
        return String(
            format: "%02d %@%@, %02d:%02d", values.day, monthNames[values.month - 1], year, values.hour, values.minute)
    }

    /// "Times in GMT": the one zone label of a list's moments, said once above it when its rows show
    /// `shortDayAndTime`; nil when they need two (a list across a change of summer time) or there are none, and
    /// the rows then keep their own labels (`dayAndTime`).
    public static func zoneHeading(_ dates: [Date], in zone: TimeZone) -> String? {
        let labels = Set(dates.map { zoneLabel(zone, at: $0) })
        guard labels.count == 1, let label = labels.first else { return nil }
        return "Times in \(label)"
    }

    /// The zone's label at `date` ("IST", "EDT"), as `dayAndTime` ends.
    public static func zoneLabel(_ zone: TimeZone, at date: Date) -> String {
        ZoneAbbreviation.of(zone, at: date)
    }

    /// UTC, the zone of stored moments and of tests that pin one.
    public static let utc = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0) ?? .current

    private static func local(_ date: Date, in zone: TimeZone) -> (
        year: Int, month: Int, day: Int, hour: Int, minute: Int
    ) {
        var local = calendar
        local.timeZone = zone
        let values = local.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        return (
            values.year ?? 1970, max(1, min(12, values.month ?? 1)), values.day ?? 1, values.hour ?? 0,
            values.minute ?? 0
        )
    }

    /// "Nov 2026": the calendar month of a date given alone or of a statement period (UTC months).
    public static func month(_ date: Date) -> String {
        let parts = components(date)
        return "\(monthNames[parts.month - 1]) \(parts.year)"
    }

    /// Year, month, day, hour and minute of `date` in UTC.
    public static func components(_ date: Date) -> (year: Int, month: Int, day: Int, hour: Int, minute: Int) {
        let values = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        return (values.year ?? 1970, values.month ?? 1, values.day ?? 1, values.hour ?? 0, values.minute ?? 0)
    }

    /// The Gregorian calendar in UTC that every date computation uses.
    public static var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        calendar.locale = Locale(identifier: "en_US_POSIX")
        return calendar
    }

    private static let monthNames = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ]
}

extension JSONDecoder {
    /// The decoder for Swippy's files: dates as ISO 8601 text, decimals exact.
    public static func swippy() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            guard let date = SwippyDate.parse(text) else {
                throw DecodingError.dataCorruptedError(
                    in: container,
                    debugDescription: "expected an ISO 8601 date such as 2026-11-02, found " + SafeText.quoted(text))
            }
            return date
        }
        return decoder
    }
}

extension JSONEncoder {
    /// The encoder for the state file: dates as ISO 8601 text, keys sorted so the file diffs well.
    public static func swippy() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(SwippyDate.iso(date))
        }
        return encoder
    }
}
