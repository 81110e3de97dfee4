import Foundation

/// A due's state: fully paid, or a free-text description of what is owed.
public enum DueState: Codable, Equatable, Sendable {
    case fullyPaid
    case pending(String)

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        self = text.lowercased() == "fully_paid" ? .fullyPaid : .pending(text)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .fullyPaid: try container.encode("fully_paid")
        case .pending(let text): try container.encode(text)
        }
    }

    /// Words for the state: "Fully paid" or the text as given, capitalised.
    public var label: String {
        switch self {
        case .fullyPaid: "Fully paid"
        case .pending(let text): text.prefix(1).uppercased() + text.dropFirst()
        }
    }
}
