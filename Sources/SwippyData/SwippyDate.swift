import Foundation
import SwippyText

/// Dates in the data and state files: ISO 8601, either "2026-11-02" or "2026-11-02T10:15:00Z".
/// Displayed with fixed formats in UTC, never with `Locale.current`.
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

    /// "02 Nov 2026".
    public static func day(_ date: Date) -> String {
        let parts = components(date)
        return String(format: "%02d %@ %04d", parts.day, monthNames[parts.month - 1], parts.year)
    }

    /// "02 Nov 2026, 10:15".
    public static func dayAndTime(_ date: Date) -> String {
        let parts = components(date)
        return day(date) + String(format: ", %02d:%02d", parts.hour, parts.minute)
    }

    /// "02 Nov 2026, 15:45 GMT+5:30": the moment in `zone`, the user's local time, labelled with the zone's
    /// abbreviation so a time is never read in the wrong zone.
    public static func dayAndTime(_ date: Date, in zone: TimeZone) -> String {
        var local = calendar
        local.timeZone = zone
        let values = local.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let month = monthNames[max(1, min(12, values.month ?? 1)) - 1]
        return String(
            format: "%02d %@ %04d, %02d:%02d %@", values.day ?? 1, month, values.year ?? 1970, values.hour ?? 0,
            values.minute ?? 0, zone.abbreviation(for: date) ?? zone.identifier)
    }

    /// "Nov 2026".
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

    private static let monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
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
                    in: container, debugDescription: "expected an ISO 8601 date such as 2026-11-02, found " + SafeText.quoted(text))
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
