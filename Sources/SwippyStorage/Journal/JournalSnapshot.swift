import SwippyData

/// The payload of `<state>.snapshot`: the whole wallet as it stood after line `seq` of the journal, and
/// that line's seal (`chain`, empty for a snapshot made from an old-format state file).
struct JournalSnapshot: Codable {
    var dataFingerprint: String
    var chain: String
    var wallet: WalletState

    enum CodingKeys: String, CodingKey {
        case chain, wallet
        case dataFingerprint = "data_fingerprint"
    }
}
