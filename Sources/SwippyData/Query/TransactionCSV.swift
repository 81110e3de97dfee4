import Foundation

/// Transactions as CSV (RFC 4180): a header row, one row per transaction, fields holding a comma, a quote,
/// CR or LF quoted with inner quotes doubled, CRLF line ends, UTF-8. Amounts are plain signed decimals
/// ("-1500.00", money out negative) with the currency's ISO code in its own column; dates are ISO 8601 UTC
/// with the user's local day and time beside them. A text cell that a spreadsheet would read as a formula
/// (starting with `=`, `+`, `-`, `@`, a tab or a CR) is written with a leading `'` (`neutralised`); the amount
/// cells stay plain numbers.
public enum TransactionCSV {
    public static let header = [
        "date_utc", "local_time", "counterparty", "note", "account", "direction", "amount", "currency", "category",
        "reference", "id",
    ]

    /// The file's text for `rows`, named and coded through `query`, local times in `zone`.
    public static func text<Rows: Sequence<Transaction>>(_ rows: Rows, query: TransactionQuery, zone: TimeZone)
        -> String
    {
        var output = line(header)
        for row in rows {
            let code = query.code(of: row)
            output += line([
                SwippyDate.iso(row.date), SwippyDate.dayAndTime(row.date, in: zone), neutralised(row.counterparty),
                neutralised(row.note), neutralised(query.holderName(of: row)), row.direction == .credit ? "in" : "out",
                plain(row.signedAmount, places: Currency.decimalPlaces(of: code)), neutralised(code),
                neutralised(row.category), neutralised(row.reference), neutralised(row.id),
            ])
        }
        return output
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
