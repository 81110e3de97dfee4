import SwippyData
/// The first line of a journal: which data file it grew from and what it continues. A journal starts
/// either from MockData (`snapshotSeal` nil, `baseSeq` 0) or from the snapshot whose seal is
/// `snapshotSeal`, taken at `baseSeq`, whose chain ended in `baseSeal`.
struct JournalHeader: Codable, Equatable {
    var journal: Int = 2
    var dataFingerprint: String
    var baseSeq: Int
    var baseSeal: String
    var snapshotSeal: String?

    enum CodingKeys: String, CodingKey {
        case journal
        case dataFingerprint = "data_fingerprint"
        case baseSeq = "base_seq"
        case baseSeal = "base_seal"
        case snapshotSeal = "snapshot_seal"
    }
}
