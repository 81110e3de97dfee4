import Foundation

/// A due's state: fully paid, or a free-text description of what is owed.
public enum DueState: Codable, Equatable, Sendable {
    case fullyPaid
    case pending(String)

    /// The state a file's text names: "fully_paid" in any case, else pending with that text.
    public init(text: String) {
        // Only a text of ten bytes can lower-case to "fully_paid" (no other letter lower-cases to one of its
        // ASCII letters), so a due's state is lower-cased only when it might be.
        self = text.utf8.count == 10 && text.lowercased() == "fully_paid" ? .fullyPaid : .pending(text)
    }

    /// The text a file holds for the state (`init(text:)` reads it back).
    public var text: String {
        switch self {
        case .fullyPaid: "fully_paid"
        case .pending(let text): text
        }
    }

    public init(from decoder: any Decoder) throws {
        self.init(text: try decoder.singleValueContainer().decode(String.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }

    /// Words for the state: "Fully paid" or the text as given, capitalised.
    public var label: String {
        switch self {
        case .fullyPaid: "Fully paid"
        case .pending(let text): text.prefix(1).uppercased() + text.dropFirst()
        }
    }
}
