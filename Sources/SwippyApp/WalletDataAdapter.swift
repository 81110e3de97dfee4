import SwippyCore
import SwippyData

/// The one way the feature adapters change the wallet: through the store, for the signed-in user.
/// A save that fails ends the run with exit 74 after the module has shown its own message.
@MainActor
final class WalletDataAdapter {
    let store: WalletStore
    let session: AppSession
    private let notices: NoticeBoard

    init(store: WalletStore, session: AppSession, notices: NoticeBoard) {
        self.store = store
        self.session = session
        self.notices = notices
    }

    /// Applies `change` through the store; a write failure is reported and stops the run. The trace names the
    /// adapter's method that called it (leave `fileID` and `function` to their defaults).
    func update<T>(
        fileID: String = #fileID, function: String = #function, _ change: (inout WalletState) throws -> T
    ) throws -> T {
        Trace.data("updates the wallet", fileID: fileID, function: function)
        do {
            return try store.update(change)
        } catch let error as DataFileError {
            if case .unwritable = error { notices.fail(AppExit(code: .cannotWrite, message: error.description)) }
            // What another process saved could not be trusted: stop, as at start.
            if case .malformed = error { notices.fail(AppExit(code: .badData, message: error.description)) }
            throw error
        }
    }
}
