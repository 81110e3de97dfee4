import Foundation

/// The live data of a run: the wallet (seeded from MockData, restored from the state) and the
/// read-only reference data. Every change goes through `update`, which saves before it returns.
///
/// Not `Sendable`: created and used on the main actor by the app. Feature modules never see it;
/// the app adapts it to each module's repository protocol.
public final class WalletStore {
    /// Read-only configuration and directories.
    public let reference: ReferenceData
    /// The wallet as it is now.
    public private(set) var wallet: WalletState
    private let persistence: any StateStore
    private let fingerprint: String
    private let stateFile: String

    /// A store seeded from `mockData`, or from the saved state when there is one for the same data file.
    /// Throws `.malformed` when the saved state belongs to another data file or breaks a rule.
    public init(mockData: MockData, fingerprint: String, persistence: any StateStore, stateFile: String) throws(DataFileError) {
        self.reference = mockData.reference
        self.persistence = persistence
        self.fingerprint = fingerprint
        self.stateFile = stateFile
        if let saved = try persistence.load(seed: mockData.wallet) {
            try Self.checkFingerprint(saved.dataFingerprint, fingerprint: fingerprint, stateFile: stateFile)
            if let problem = DataValidation.firstProblem(wallet: saved.wallet, reference: mockData.reference) {
                throw .malformed(file: stateFile, location: "wallet." + problem.path, reason: problem.message)
            }
            wallet = saved.wallet
        } else {
            wallet = mockData.wallet
        }
    }

    /// Applies `change` and saves it, as one turn under the state's exclusive lock: first the wallet
    /// catches up with the changes another process saved (only those, read from the journal), then `change`
    /// runs on a copy of that latest wallet (so its rules are re-checked there), then what it changed is
    /// appended to the journal (durable before this returns) and the copy adopted. When `change` throws,
    /// or saving fails, nothing is saved and the error is rethrown; the wallet is then the caught-up one.
    ///
    /// O(change): the histories (transactions, outbox…) are handed to the draft rather than shared with it,
    /// so appending to them does not copy them, and `WalletMark` finds what changed without comparing them.
    /// While `change` runs, `wallet` itself lacks those histories: `change` works on its argument only.
    @discardableResult
    public func update<T>(_ change: (inout WalletState) throws -> T) throws -> T {
        try persistence.withExclusiveLock {
            if let saved = try persistence.catchUp(&wallet) {
                try Self.checkFingerprint(saved, fingerprint: fingerprint, stateFile: stateFile)
            }
            var draft = wallet
            let mark = WalletMark(releasing: &wallet)
            do {
                let result = try change(&draft)
                let delta = mark.change(to: draft)
                if !delta.isEmpty {
                    try persistence.save(delta, resulting: SavedState(dataFingerprint: fingerprint, wallet: draft))
                }
                wallet = draft
                return result
            } catch {
                mark.restore(&wallet, from: &draft)
                throw error
            }
        }
    }

    /// Refuses a saved state that grew from another data file.
    private static func checkFingerprint(_ saved: String, fingerprint: String, stateFile: String) throws(DataFileError) {
        guard DataFingerprint.matches(saved: saved, current: fingerprint) else {
            throw .malformed(
                file: stateFile, location: "data_fingerprint",
                reason: "saved for a different MockData file; run with --reset to discard it or --state to use another file")
        }
    }
}
