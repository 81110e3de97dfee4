import SwippyCore
import SwippyData

extension WalletStore {
    /// The wallet as a data adapter reads it for a module's repository: one trace line naming the adapter's
    /// method ("data      SwippyApp.TransferDataAdapter.accounts() reads the wallet"). Adapters read through
    /// this, leaving `fileID` and `function` to their defaults.
    @MainActor
    func read(fileID: String = #fileID, function: String = #function) -> WalletState {
        Trace.data("reads the wallet", fileID: fileID, function: function)
        return wallet
    }

    /// The user's newest transactions (at most `limit`), newest first, from the store's index: one trace line,
    /// as `read` gives.
    @MainActor
    func readHistory(
        ofUser id: String, limit: Int, fileID: String = #fileID, function: String = #function
    ) -> [Transaction] {
        Trace.data("reads the user's history", fileID: fileID, function: function)
        return history(ofUser: id, limit: limit)
    }

    /// One account's history, newest first, from the store's index: one trace line, as `read` gives.
    @MainActor
    func readHistory(ofAccount id: String, fileID: String = #fileID, function: String = #function) -> [Transaction] {
        Trace.data("reads an account's history", fileID: fileID, function: function)
        return history(ofAccount: id)
    }
}
