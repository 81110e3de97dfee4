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
            try Self.checkFingerprint(saved, fingerprint: fingerprint, stateFile: stateFile)
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
    @discardableResult
    public func update<T>(_ change: (inout WalletState) throws -> T) throws -> T {
        try persistence.withExclusiveLock {
            if let saved = try persistence.loadIfChanged(current: wallet) {
                try Self.checkFingerprint(saved, fingerprint: fingerprint, stateFile: stateFile)
                wallet = saved.wallet
            }
            var draft = wallet
            let result = try change(&draft)
            let delta = WalletChange.between(wallet, draft)
            guard !delta.isEmpty else { return result }
            try persistence.save(delta, resulting: SavedState(dataFingerprint: fingerprint, wallet: draft))
            wallet = draft
            return result
        }
    }

    /// Refuses a saved state that grew from another data file.
    private static func checkFingerprint(_ saved: SavedState, fingerprint: String, stateFile: String) throws(DataFileError) {
        guard saved.dataFingerprint == fingerprint else {
            throw .malformed(
                file: stateFile, location: "data_fingerprint",
                reason: "saved for a different MockData file; run with --reset to discard it or --state to use another file")
        }
    }
}
