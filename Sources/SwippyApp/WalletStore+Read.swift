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
}
