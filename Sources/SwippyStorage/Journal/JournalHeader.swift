import SwippyData

/// The first line of a journal: which data file it grew from and what it continues. A journal starts
/// either from MockData (`snapshotSeal` nil, `baseSeq` 0) or from the snapshot whose seal is
/// `snapshotSeal`, taken at `baseSeq`, whose chain ended in `baseSeal`. `anchored` is true in every journal
/// written since the commit anchor (`JournalAnchor`): its anchor file must then exist; a journal started
/// before has its anchor checked only when there is one, until its next compaction.
struct JournalHeader: Codable, Equatable {
    var journal: Int = 2
    var dataFingerprint: String
    var baseSeq: Int
    var baseSeal: String
    var snapshotSeal: String?
    var anchored: Bool?

    enum CodingKeys: String, CodingKey {
        case journal
        case dataFingerprint = "data_fingerprint"
        case baseSeq = "base_seq"
        case baseSeal = "base_seal"
        case snapshotSeal = "snapshot_seal"
        case anchored = "journal_anchor"
    }
}
