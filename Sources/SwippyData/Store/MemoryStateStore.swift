import Foundation

/// Keeps the wallet in memory only: the plain reference implementation of `StateStore`, for tests.
public final class MemoryStateStore: StateStore {
    /// The wallet last saved.
    public private(set) var saved: WalletState?
    /// How many commits saved a change.
    public private(set) var saveCount = 0
    /// When set, saving throws it (to test failure handling).
    public var failure: DataFileError?

    /// A store holding `saved`.
    public init(saved: WalletState? = nil) {
        self.saved = saved
    }

    public func load(seed: WalletState) throws(DataFileError) -> WalletState? { saved }

    /// Runs `change` on a copy of `wallet`; keeps and adopts the copy when it changed something.
    public func commit<T>(_ change: (inout WalletState) throws -> T, to wallet: inout WalletState) throws -> T {
        var draft = wallet
        let result = try change(&draft)
        if draft != wallet {
            if let failure { throw failure }
            saved = draft
            saveCount += 1
        }
        wallet = draft
        return result
    }

    public func reset() throws(DataFileError) { saved = nil }
}
