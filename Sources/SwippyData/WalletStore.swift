import Foundation

/// The live data of a run: the wallet (seeded from MockData, restored from the state file) and the
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
    /// Throws `.malformed` when the saved state belongs to another data file.
    public init(mockData: MockData, fingerprint: String, persistence: any StateStore, stateFile: String) throws(DataFileError) {
        self.reference = mockData.reference
        self.persistence = persistence
        self.fingerprint = fingerprint
        self.stateFile = stateFile
        if let saved = try persistence.load() {
            wallet = try Self.checked(saved, fingerprint: fingerprint, reference: mockData.reference, stateFile: stateFile)
        } else {
            wallet = mockData.wallet
        }
    }

    /// Applies `change` and saves the result, as one turn under the state's exclusive lock: first the
    /// wallet catches up with what another process saved (checked as at start), then `change` runs on a
    /// copy of that latest wallet (so its rules are re-checked there), then the copy is saved and adopted.
    /// When `change` throws, or saving fails, nothing is saved and the error is rethrown; the wallet is
    /// then the caught-up one, without the change.
    @discardableResult
    public func update<T>(_ change: (inout WalletState) throws -> T) throws -> T {
        try persistence.withExclusiveLock {
            if let saved = try persistence.loadIfChanged() {
                wallet = try Self.checked(saved, fingerprint: fingerprint, reference: reference, stateFile: stateFile)
            }
            var draft = wallet
            let result = try change(&draft)
            guard draft != wallet else { return result }
            try persistence.save(SavedState(dataFingerprint: fingerprint, wallet: draft))
            wallet = draft
            return result
        }
    }

    /// The wallet of `saved`, after the checks every saved state passes: the same data file, valid data.
    private static func checked(
        _ saved: SavedState, fingerprint: String, reference: ReferenceData, stateFile: String
    ) throws(DataFileError) -> WalletState {
        guard DataFingerprint.matches(saved: saved.dataFingerprint, current: fingerprint) else {
            throw .malformed(
                file: stateFile, location: "data_fingerprint",
                reason: "saved for a different MockData file; run with --reset to discard it or --state to use another file")
        }
        if let problem = DataValidation.firstProblem(wallet: saved.wallet, reference: reference) {
            throw .malformed(file: stateFile, location: "wallet." + problem.path, reason: problem.message)
        }
        return saved.wallet
    }
}
