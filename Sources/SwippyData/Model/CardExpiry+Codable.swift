import Foundation

/// In the data and the state a card's expiry is the text "2029-08" (year and month, as the statement months
/// are); anything else is an error naming the field.
extension CardExpiry: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].count == 4, parts[1].count == 2,
            parts.allSatisfy({ $0.allSatisfy { ("0"..."9").contains($0) } }),
            let year = Int(parts[0]), let month = Int(parts[1]), (2000...2099).contains(year), (1...12).contains(month)
        else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "must be a year and month from 2000-01 to 2099-12, such as 2029-08")
        }
        self.init(month: month, year: year)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(String(format: "%04d-%02d", year, month))
    }
}
