import Foundation

/// Transactions as CSV (RFC 4180): a header row, one row per transaction, fields holding a comma, a quote,
/// CR or LF quoted with inner quotes doubled, CRLF line ends, UTF-8. Amounts are plain signed decimals
/// ("-1500.00", money out negative) with the currency's ISO code in its own column; dates are ISO 8601 UTC
/// with the user's local day and time beside them; `counterparty_mobile` is the other side's mobile on a
/// payment between Swippy users (empty otherwise). A text cell that a spreadsheet would read as a formula
/// (starting with `=`, `+`, `-`, `@`, a tab or a CR) is written with a leading `'` (`neutralised`); the amount
/// cells stay plain numbers.
///
/// `write` streams: it hands the file on a chunk at a time, so an export of a million rows never holds more
/// than one chunk, and it formats each row from integers (`CSVRowWriter`) rather than through date and number
/// formatters, the same text `line`, `field`, `neutralised` and `plain` give.
public enum TransactionCSV {
    public static let header = [
        "date_utc", "local_time", "counterparty", "counterparty_mobile", "note", "account", "direction", "amount",
        "currency", "category", "reference", "id",
    ]

    /// About how many bytes `write` gathers before it hands them on.
    public static let chunkBytes = 1 << 20

    /// The file's text for `rows`, named and coded through `query`, local times in `zone` (`write`, gathered).
    public static func text<Rows: Sequence<Transaction>>(_ rows: Rows, query: TransactionQuery, zone: TimeZone)
        -> String
    {
        var bytes: [UInt8] = []
        write(rows, query: query, zone: zone) { bytes += $0 }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The file for `rows`, handed to `emit` in chunks of about `chunkBytes` bytes, each ending with a whole row
    /// (the header is in the first; there is always at least one). After each chunk, its rows are added to the
    /// progress line's meter, when one watches (`WorkProgress.current`). Stops at the first error `emit` throws.
    public static func write<Rows: Sequence<Transaction>>(
        _ rows: Rows, query: TransactionQuery, zone: TimeZone, chunkBytes: Int = chunkBytes,
        to emit: ([UInt8]) throws -> Void
    ) rethrows {
        var writer = CSVRowWriter(query: query, zone: zone)
        writer.bytes.reserveCapacity(chunkBytes + 4_096)
        writer.bytes.append(contentsOf: line(header).utf8)
        let meter = WorkProgress.current
        var pending = 0
        for row in rows {
            writer.append(row)
            pending += 1
            if writer.bytes.count >= chunkBytes {
                try emit(writer.bytes)
                writer.bytes.removeAll(keepingCapacity: true)
                meter?.add(pending)
                pending = 0
            }
        }
        try emit(writer.bytes)
        meter?.add(pending)
    }

    /// One record: fields joined with commas, quoted where RFC 4180 asks, ended with CRLF.
    public static func line(_ fields: [String]) -> String {
        fields.map(field).joined(separator: ",") + "\r\n"
    }

    /// `text` as one field: quoted (inner quotes doubled) when it holds a comma, a quote, CR or LF.
    public static func field(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\r" || $0 == "\n" || $0 == "\r\n" }) else {
            return text
        }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// `text` with a leading `'` when it starts with `=`, `+`, `-`, `@`, a tab or a CR, so a spreadsheet shows
    /// it as text rather than running it as a formula (OWASP, "CSV injection"); any other text as it is.
    public static func neutralised(_ text: String) -> String {
        guard let first = text.unicodeScalars.first, "=+-@\t\r".unicodeScalars.contains(first) else { return text }
        return "'" + text
    }

    /// "-1500.00": the amount with exactly `places` decimals, no grouping, no symbol.
    public static func plain(_ amount: Decimal, places: Int) -> String {
        var input = amount
        var rounded = Decimal()
        NSDecimalRound(&rounded, &input, places, .plain)
        let sign = rounded < 0 ? "-" : ""
        let digits = NSDecimalNumber(decimal: rounded.magnitude).stringValue
        let parts = digits.split(separator: ".", omittingEmptySubsequences: false)
        let whole = parts.first.map(String.init) ?? "0"
        guard places > 0 else { return sign + whole }
        let fraction = parts.count > 1 ? String(parts[1]) : ""
        return sign + whole + "." + fraction.padding(toLength: places, withPad: "0", startingAt: 0)
    }

    /// "swippy-transactions-2026-11-22.csv": the default file name for the local day of `now`.
    public static func defaultFileName(now: Date, zone: TimeZone) -> String {
        let parts = DateInput.calendar(in: zone).dateComponents([.year, .month, .day], from: now)
        return String(
            format: "swippy-transactions-%04d-%02d-%02d.csv", parts.year ?? 1970, parts.month ?? 1, parts.day ?? 1)
    }
}

/// One export's bytes, a row at a time, each field as `TransactionCSV.line` would write it: the moments and the
/// amounts from integers (civil dates from a day count, the zone's offset kept while it holds), text cells
/// neutralised and quoted byte by byte. What integers cannot say exactly (a moment with a fraction of a second
/// or outside 1970–2199, an amount with more places than its currency) goes through the plain functions.
private struct CSVRowWriter {
    var bytes: [UInt8] = []
    let query: TransactionQuery
    let zone: TimeZone
    /// The zone's offset and label, and the span of moments they hold for.
    private var offset = 0
    private var label: [UInt8] = []
    private var span: (after: Double, before: Double) = (0, 0)
    /// Per currency as written: its ISO code and its decimal places.
    private var currencies: [String: (code: String, places: Int)] = [:]

    private static let months = Array("JanFebMarAprMayJunJulAugSepOctNovDec".utf8)
    /// "00" to "99", two bytes each.
    private static let pairs = (0..<100).flatMap {
        [UInt8(ascii: "0") + UInt8($0 / 10), UInt8(ascii: "0") + UInt8($0 % 10)]
    }
    private static let moneyIn = Array("in,".utf8)
    private static let moneyOut = Array("out,".utf8)
    /// The moments the integer path formats: 1970-01-01 to 2199-12-31, UTC.
    private static let moments = 0.0..<7_258_118_400.0

    init(query: TransactionQuery, zone: TimeZone) {
        self.query = query
        self.zone = zone
    }

    mutating func append(_ row: Transaction) {
        appendMoment(row.date)
        appendText(row.counterparty, comma: true)
        appendText(row.counterpartyMobile ?? "", comma: true)
        appendText(row.note, comma: true)
        appendText(query.holderName(of: row), comma: true)
        bytes.append(contentsOf: row.direction == .credit ? Self.moneyIn : Self.moneyOut)
        let currency = currency(of: row)
        if let units = ScaledAmount.units(row.amount, places: currency.places) {
            let value = row.direction == .debit ? -units : units
            if value < 0 { bytes.append(UInt8(ascii: "-")) }
            appendNumber(value.magnitude, places: currency.places)
        } else {
            // A number never needs quotes, and stays a number: not neutralised.
            bytes.append(contentsOf: TransactionCSV.plain(row.signedAmount, places: currency.places).utf8)
        }
        bytes.append(UInt8(ascii: ","))
        appendText(currency.code, comma: true)
        appendText(row.category, comma: true)
        appendText(row.reference, comma: true)
        appendText(row.id, comma: false)
        bytes.append(contentsOf: [0x0D, 0x0A])
    }

    /// The ISO code and places of `row`'s currency, found once per currency text.
    private mutating func currency(of row: Transaction) -> (code: String, places: Int) {
        if let known = currencies[row.currency] { return known }
        let code = query.code(of: row)
        let found = (code, Currency.decimalPlaces(of: code))
        currencies[row.currency] = found
        return found
    }

    /// `text` neutralised (`TransactionCSV.neutralised`) and as one field (`TransactionCSV.field`).
    private mutating func appendText(_ text: String, comma: Bool) {
        var text = text
        text.withUTF8 { utf8 in
            let quoted = utf8.contains { $0 == 0x2C || $0 == 0x22 || $0 == 0x0D || $0 == 0x0A }
            if quoted { bytes.append(0x22) }
            switch utf8.first {
            case UInt8(ascii: "="), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "@"), 0x09, 0x0D:
                bytes.append(UInt8(ascii: "'"))
            default: break
            }
            if quoted {
                for byte in utf8 {
                    if byte == 0x22 { bytes.append(0x22) }
                    bytes.append(byte)
                }
                bytes.append(0x22)
            } else {
                bytes.append(contentsOf: utf8)
            }
        }
        if comma { bytes.append(UInt8(ascii: ",")) }
    }

    /// `date_utc,local_time,`: "2026-11-22T00:00:00Z" and "22 Nov 2026, 05:30 IST" (quoted: it holds a comma).
    private mutating func appendMoment(_ date: Date) {
        let moment = date.timeIntervalSince1970
        guard Self.moments.contains(moment), moment.rounded(.down) == moment else {
            appendText(SwippyDate.iso(date), comma: true)
            appendText(SwippyDate.dayAndTime(date, in: zone), comma: true)
            return
        }
        let seconds = Int(moment)
        let utc = Self.civil(seconds)
        appendDigits(utc.year, 4, "-")
        appendDigits(utc.month, 2, "-")
        appendDigits(utc.day, 2, "T")
        appendDigits(utc.hour, 2, ":")
        appendDigits(utc.minute, 2, ":")
        appendDigits(utc.second, 2, "Z")
        bytes.append(contentsOf: [UInt8(ascii: ","), 0x22])
        findOffset(date)
        let local = Self.civil(seconds + offset)
        appendDigits(local.day, 2, " ")
        bytes.append(contentsOf: Self.months[(local.month - 1) * 3..<local.month * 3])
        bytes.append(UInt8(ascii: " "))
        appendDigits(local.year, 4, ",")
        bytes.append(UInt8(ascii: " "))
        appendDigits(local.hour, 2, ":")
        appendDigits(local.minute, 2, " ")
        for byte in label {
            if byte == 0x22 { bytes.append(0x22) }
            bytes.append(byte)
        }
        bytes.append(contentsOf: [0x22, UInt8(ascii: ",")])
    }

    /// Sets `offset` and `label` for `date`: kept while `date` is in the span they hold for, else asked of the
    /// zone with the span around `date` that no transition crosses (back a week when none is there).
    private mutating func findOffset(_ date: Date) {
        let moment = date.timeIntervalSince1970
        if moment > span.after, moment < span.before { return }
        offset = zone.secondsFromGMT(for: date)
        label = Array(SwippyDate.zoneLabel(zone, at: date).utf8)
        let next = zone.nextDaylightSavingTimeTransition(after: date)
        let back = date.addingTimeInterval(-7 * 86_400)
        let fromBack = zone.nextDaylightSavingTimeTransition(after: back)
        // No transition from a week back to `date`: the offset held that week too.
        let quietWeek = fromBack.map { $0 > date } ?? true
        span = (quietWeek ? back.timeIntervalSince1970 : moment.nextDown, next?.timeIntervalSince1970 ?? .infinity)
    }

    /// `value` (below 10,000) as `width` digits, two or four, then `separator`: two digits at a time from a table.
    private mutating func appendDigits(_ value: Int, _ width: Int, _ separator: Unicode.Scalar) {
        if width == 4 {
            bytes.append(contentsOf: Self.pairs[value / 100 % 100 * 2..<value / 100 % 100 * 2 + 2])
        }
        bytes.append(contentsOf: Self.pairs[value % 100 * 2..<value % 100 * 2 + 2])
        bytes.append(UInt8(separator.value))
    }

    /// `units` with a point before its last `places` digits ("0.05", "1500.00", "1250").
    private mutating func appendNumber(_ units: UInt64, places: Int) {
        let start = bytes.count
        var rest = units
        repeat {
            if bytes.count - start == places, places > 0 { bytes.append(UInt8(ascii: ".")) }
            bytes.append(UInt8(ascii: "0") + UInt8(rest % 10))
            rest /= 10
        } while rest > 0 || bytes.count - start <= places
        bytes[start...].reverse()
    }

    /// The Gregorian date and time of `seconds` since 1970 (days from civil, H. Hinnant).
    private static func civil(_ seconds: Int) -> (year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int)
    {
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let time = seconds - days * 86_400
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return (year, month, day, time / 3_600, time % 3_600 / 60, time % 60)
    }
}
