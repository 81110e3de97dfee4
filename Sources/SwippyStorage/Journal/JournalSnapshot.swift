import SwippyData

/// The payload of `<state>.snapshot`: the wallet as it stood after line `seq` of the journal, and that line's
/// seal (`chain`, empty for a snapshot made from an old-format state file).
///
/// The wallet is held as the change that turns the MockData it grew from into it (`change`): the histories'
/// rows appended since, and the other fields that differ. A million transactions of MockData are not written
/// again at each compaction, and the next start still reads them from the data image. A snapshot written
/// before (or by a store that never saw the MockData wallet) holds the whole wallet (`wallet`) instead.
struct JournalSnapshot: Codable {
    var dataFingerprint: String
    var chain: String
    var wallet: WalletState?
    var change: WalletChange?

    enum CodingKeys: String, CodingKey {
        case chain, wallet, change
        case dataFingerprint = "data_fingerprint"
    }
}
