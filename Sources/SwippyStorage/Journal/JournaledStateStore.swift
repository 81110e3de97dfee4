import Foundation
import SwippyData

/// The domain's `StateStore` over a `WalletJournal`: what makes saving O(change) and safe across processes.
///
/// A commit is one turn under the journal's exclusive lock: the wallet first catches up with what other
/// processes saved (only those lines), the change then runs on a draft of that latest wallet (so its rules
/// are checked again there), and what it changed is appended to the journal (durable before the commit
/// returns) before the draft is adopted. The append-only histories (transactions, outbox, completed
/// requests) are handed to the draft rather than shared with it (`WalletMark`), so appending to them never
/// copies them, and the mark finds what changed without comparing them.
public final class JournaledStateStore: StateStore {
    private let journal: any WalletJournal
    private let fingerprint: String
    private let reference: ReferenceData
    private let stateFile: String

    /// A store over `journal` for the MockData whose bytes have `fingerprint` and whose reference data is
    /// `reference`; errors name `stateFile`.
    public init(journal: any WalletJournal, fingerprint: String, reference: ReferenceData, stateFile: String) {
        self.journal = journal
        self.fingerprint = fingerprint
        self.reference = reference
        self.stateFile = stateFile
    }

    /// The saved wallet; refused when it grew from another data file or breaks a rule of MockData.
    public func load(seed: WalletState) throws(DataFileError) -> WalletState? {
        let loaded: SavedState?
        do {
            loaded = try journal.load(seed: seed)
        } catch {
            // Saved over other data, it fails to replay before its fingerprint is compared: say so instead.
            if let recorded = journal.recordedFingerprint() { try checkFingerprint(recorded) }
            throw error
        }
        guard let saved = loaded else { return nil }
        try checkFingerprint(saved.dataFingerprint)
        // Rows read from the data image (the seed's own) were checked when the image was written.
        let rows = saved.wallet.transactions.storage
        let checked = rows != nil && rows === seed.transactions.storage ? seed.transactions.storedCount : 0
        if let problem = DataValidation.firstProblem(
            wallet: saved.wallet, reference: reference,
            transactions: TransactionChecks(saved.wallet, checkedRows: checked))
        {
            throw .malformed(file: stateFile, location: "wallet." + problem.path, reason: problem.message)
        }
        return saved.wallet
    }

    public func commit<T>(_ change: (inout WalletState) throws -> T, to wallet: inout WalletState) throws -> T {
        try journal.withExclusiveLock {
            if let saved = try journal.catchUp(&wallet) {
                try checkFingerprint(saved)
            }
            var draft = wallet
            let mark = WalletMark(releasing: &wallet)
            do {
                let result = try change(&draft)
                let delta = mark.change(to: draft)
                if !delta.isEmpty {
                    try journal.save(delta, resulting: SavedState(dataFingerprint: fingerprint, wallet: draft))
                }
                wallet = draft
                return result
            } catch {
                mark.restore(&wallet, from: &draft)
                throw error
            }
        }
    }

    public func reset() throws(DataFileError) {
        try journal.reset()
    }

    /// Refuses a saved state that grew from another data file.
    private func checkFingerprint(_ saved: String) throws(DataFileError) {
        guard DataFingerprint.matches(saved: saved, current: fingerprint) else {
            throw .malformed(
                file: stateFile, location: "data_fingerprint",
                reason:
                    "saved for a different MockData file; run with --reset to discard it or --state to use another file"
            )
        }
    }
}
