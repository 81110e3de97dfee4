import Foundation

/// Where user changes are kept between runs. Modules never see it: they get repositories.
///
/// The contract every store keeps: `commit` runs a change on a draft of the latest saved wallet and adopts
/// the draft only once what changed is saved; a change that throws, or a save that fails, leaves nothing
/// saved and the wallet as last saved. `MemoryStateStore` is the plain reference; the file-backed store in
/// SwippyStorage keeps the same contract across processes.
public protocol StateStore: AnyObject {
    /// The wallet as it was saved, rebuilt over `seed` (MockData's wallet) and checked against the same
    /// rules as MockData; nil when nothing was saved yet. Throws a one-line reason when it cannot be used.
    func load(seed: WalletState) throws(DataFileError) -> WalletState?

    /// Runs `change` on a draft of the latest saved wallet and, when it returns, saves what it changed
    /// (durable when this returns) and sets `wallet` to the draft. When `change` throws or saving fails,
    /// nothing is saved, the error is rethrown, and `wallet` is the latest saved wallet.
    func commit<T>(_ change: (inout WalletState) throws -> T, to wallet: inout WalletState) throws -> T

    /// Discards the saved state.
    func reset() throws(DataFileError)
}
