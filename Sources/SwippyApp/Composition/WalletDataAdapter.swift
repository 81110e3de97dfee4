import SwippyCore
import SwippyData

/// The one way the feature adapters change the wallet: through the store, for the signed-in user.
/// A save that fails ends the run with exit 74 after the module has shown its own message.
@MainActor
final class WalletDataAdapter {
    let store: WalletStore
    let session: AppSession
    private let notices: NoticeBoard
    /// The terminal's rows and columns now (rows nil without a terminal).
    private let terminal: () -> (rows: Int?, columns: Int)

    init(
        store: WalletStore, session: AppSession, notices: NoticeBoard,
        terminal: @escaping () -> (rows: Int?, columns: Int) = { (nil, 80) }
    ) {
        self.store = store
        self.session = session
        self.notices = notices
        self.terminal = terminal
    }

    /// Items per page of a one-line-an-item list: as many as the terminal holds now (`PageFit.listRows`),
    /// config.page_size without a terminal. Read when a module opens, so a resized window fits the next one.
    var listPageSize: Int { terminalPageSize ?? store.reference.config.pageSize }

    /// `listPageSize` on a terminal; nil without one, where a module keeps its own page size.
    var terminalPageSize: Int? {
        terminal().rows.map { PageFit.listRows(height: $0, fallback: store.reference.config.pageSize) }
    }

    /// The reference data with `config.page_size` fitted to the terminal (`listPageSize`), for the modules
    /// that page by it.
    var fittedReference: ReferenceData {
        var reference = store.reference
        reference.config.pageSize = listPageSize
        return reference
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
            if error.isFailedSave { notices.fail(AppExit(code: .cannotWrite, message: error.description)) }
            // What another process saved could not be trusted: stop, as at start.
            if case .malformed = error { notices.fail(AppExit(code: .badData, message: error.description)) }
            throw error
        }
    }
}
