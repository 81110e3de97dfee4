import Foundation
import SwippyData

/// What the state file holds: the user's wallet and which data file it grew from.
public struct SavedState: Codable, Equatable, Sendable {
    /// File format version.
    public var version: Int
    /// SHA-256 of the MockData file the wallet was seeded from.
    public var dataFingerprint: String
    /// The wallet as the user left it.
    public var wallet: WalletState

    enum CodingKeys: String, CodingKey {
        case version, wallet
        case dataFingerprint = "data_fingerprint"
    }

    /// A saved state.
    public init(version: Int = 1, dataFingerprint: String, wallet: WalletState) {
        self.version = version
        self.dataFingerprint = dataFingerprint
        self.wallet = wallet
    }
}
