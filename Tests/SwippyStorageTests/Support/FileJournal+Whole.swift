import Foundation

@testable import SwippyData
@testable import SwippyStorage

extension FileJournal {
    /// Writes `state` whole, as a compaction does: a sealed snapshot, then a journal continuing from it.
    @discardableResult
    func saveWhole(_ state: SavedState) throws(DataFileError) -> Int {
        let key = try JournalSeal.readOrCreate(keyURL)
        return try compact(state, key: key, seq: position?.seq ?? 0, chain: position?.seal ?? [])
    }

    /// The saved state over an empty seed: for journals that continue from a snapshot.
    func loadWhole() throws(DataFileError) -> SavedState? {
        try load(seed: WalletState())
    }
}
