import Foundation

/// A card's expiry typed as MM/YY, valid through the end of that month (UTC).
public struct CardExpiry: Equatable, Sendable {
    /// 1 to 12.
    public let month: Int
    /// The full year, 2000 to 2099.
    public let year: Int

    /// An expiry (month 1–12, full year).
    public init(month: Int, year: Int) {
        self.month = month
        self.year = year
    }

    /// As shown: "08/29".
    public var text: String { String(format: "%02d/%02d", month, year % 100) }

    /// True once the month after the expiry month has begun (UTC): a card is valid through its last day.
    public func hasExpired(at now: Date) -> Bool {
        let today = SwippyDate.components(now)
        return (year, month) < (today.year, today.month)
    }

    /// `text` as MM/YY, checked, and not before the month of `now`; the reason names the wrong part.
    public static func parse(_ text: String, now: Date) -> Result<CardExpiry, TransferFailure> {
        let parts = text.trimmingCharacters(in: .whitespaces).split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return .failure(.invalidInput("Type the expiry as MM/YY, for example 08/29.")) }
        let (monthText, yearText) = (String(parts[0]), String(parts[1]))
        let monthDigits = !monthText.isEmpty && monthText.allSatisfy { ("0"..."9").contains($0) }
        if monthDigits, monthText.count == 1, monthText != "0" {
            return .failure(.invalidInput("The month (MM) needs two digits: type 0\(monthText), not \"\(monthText)\"."))
        }
        guard monthDigits, monthText.count == 2, let month = Int(monthText), (1...12).contains(month)
        else { return .failure(.invalidInput("The month (MM) must be 01 to 12; \"\(monthText)\" is not.")) }
        guard yearText.count == 2, yearText.allSatisfy({ ("0"..."9").contains($0) }), let year = Int(yearText) else {
            return .failure(.invalidInput("The year (YY) is two digits, for example 29; \"\(yearText)\" is not."))
        }
        let expiry = CardExpiry(month: month, year: 2000 + year)
        guard !expiry.hasExpired(at: now) else {
            return .failure(.invalidInput("That card expired at the end of \(expiry.text): check the expiry date."))
        }
        return .success(expiry)
    }
}
