import Foundation

/// Reads the two date shapes Swippy's files use, strictly: `2026-11-02` (midnight UTC) and
/// `2026-11-02T10:15:00Z`, optionally with a fraction of a second (`10:15:00.250Z`) and with an offset
/// instead of `Z` (`+05:30`). Impossible
/// dates (`2026-02-30`), padding and trailing text (`2026-11-01junk`) are refused rather than rolled
/// over or ignored, as Foundation's ISO 8601 parser does.
package enum ISODateText {
    /// The moment `text` names, or nil when it is not exactly one of the accepted shapes.
    package static func parse(_ text: String) -> Date? {
        var text = text
        return text.withUTF8 { parse($0) }
    }

    /// The moment the UTF-8 `bytes` name (the fast decoder reads dates straight from the file).
    package static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> Date? {
        guard bytes.count == 10 || bytes.count >= 20 else { return nil }
        guard let year = number(bytes, 0, 4), bytes[4] == UInt8(ascii: "-"), let month = number(bytes, 5, 2),
            bytes[7] == UInt8(ascii: "-"), let day = number(bytes, 8, 2),
            year >= 1, (1...12).contains(month), (1...daysIn(month, of: year)).contains(day)
        else { return nil }
        var seconds = Double(daysSinceEpoch(year: year, month: month, day: day)) * 86_400
        guard bytes.count > 10 else { return Date(timeIntervalSince1970: seconds) }
        guard bytes[10] == UInt8(ascii: "T"), let hour = number(bytes, 11, 2), bytes[13] == UInt8(ascii: ":"),
            let minute = number(bytes, 14, 2), bytes[16] == UInt8(ascii: ":"), let second = number(bytes, 17, 2),
            hour < 24, minute < 60, second < 60
        else { return nil }
        seconds += Double(hour * 3_600 + minute * 60 + second)
        var index = 19
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            // A fraction of a second: 1 to 9 digits.
            let digits = bytes[(index + 1)...].prefix { (0x30...0x39).contains($0) }
            guard (1...9).contains(digits.count) else { return nil }
            seconds += Double("0." + String(decoding: digits, as: UTF8.self)) ?? 0
            index += 1 + digits.count
        }
        guard let offset = zoneOffset(bytes, from: index) else { return nil }
        return Date(timeIntervalSince1970: seconds - Double(offset))
    }

    /// Seconds east of UTC for the zone that must end the text: `Z`, or `+05:30` / `-04:00`.
    private static func zoneOffset(_ bytes: UnsafeBufferPointer<UInt8>, from index: Int) -> Int? {
        if index + 1 == bytes.count, bytes[index] == UInt8(ascii: "Z") { return 0 }
        guard index + 6 == bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-"),
            let hours = number(bytes, index + 1, 2), bytes[index + 3] == UInt8(ascii: ":"),
            let minutes = number(bytes, index + 4, 2), hours < 24, minutes < 60
        else { return nil }
        let offset = hours * 3_600 + minutes * 60
        return bytes[index] == UInt8(ascii: "-") ? -offset : offset
    }

    /// The decimal number in `count` ASCII digits at `start`, or nil when any is not a digit.
    private static func number(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ count: Int) -> Int? {
        guard start + count <= bytes.count else { return nil }
        var value = 0
        for byte in bytes[start..<(start + count)] {
            guard (0x30...0x39).contains(byte) else { return nil }
            value = value * 10 + Int(byte - 0x30)
        }
        return value
    }

    private static func daysIn(_ month: Int, of year: Int) -> Int {
        switch month {
        case 2: isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    private static func isLeap(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    /// Days from 1970-01-01 to a proleptic Gregorian date (Howard Hinnant's `days_from_civil`).
    private static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
