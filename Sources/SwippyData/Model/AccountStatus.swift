import Foundation

/// Whether an account can send money.
public enum AccountStatus: String, Codable, Equatable, Sendable {
    /// `closed`: the owner closed it (empty); it stays for its history but never sends or receives again.
    case active, blocked, locked, closed
}
