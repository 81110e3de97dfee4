import Foundation
import SwippyCore
import SwippyData
import SwippyText

/// `swippy --export-csv FILE --user MOBILE`: reads the user's login PIN from stdin (on a terminal it asks
/// "Login PIN for NAME: " and echoes nothing, as sign-in does; on stderr when only stdin is a terminal),
/// checks it as sign-in does (wrong tries count toward the lock), and writes all the user's transactions to
/// FILE atomically, streamed a chunk at a time. One line on stdout when done, one on stderr when not.
@MainActor
enum CSVExportCommand {
    static func run(file: String, mobile: String, store: WalletStore, io: StandardIO, zone: TimeZone) -> ExitCode {
        guard let user = store.wallet.user(mobile: mobile) else {
            StandardError.write("swippy: no Swippy user has mobile \(SafeText.clean(String(mobile.prefix(20)))).\n")
            return .usage
        }
        if isatty(STDIN_FILENO) == 1 {
            let prompt = "Login PIN for \(SafeText.clean(user.name, limit: 60)): "
            if isatty(STDOUT_FILENO) == 1 { io.write(prompt) } else { StandardError.write(prompt) }
        }
        guard let pin = io.readLine(secret: true) else {
            StandardError.write("swippy: give the login PIN on standard input.\n")
            return .usage
        }
        let maxAttempts = store.reference.config.maxWrongAttempts
        let check: PINCheck
        do {
            check = try store.update { $0.checkLoginPIN(pin, userID: user.id, maxAttempts: maxAttempts) }
        } catch {
            StandardError.write("swippy: \(error)\n")
            return .cannotWrite
        }
        switch check {
        case .accepted:
            break
        case .wrong(let left):
            StandardError.write(
                "swippy: wrong PIN (\(left) attempt\(left == 1 ? "" : "s") left before the sign-in locks).\n")
            return .badData
        case .locked:
            StandardError.write("swippy: sign-in is locked after too many wrong PINs.\n")
            return .badData
        }
        // The user's rows as positions in the wallet's own transactions (one walk, no copy of a million rows and
        // none of the index sign-in builds, which an export asks nothing else of).
        let wallet = store.wallet
        let positions = PlainHistoryIndex().positionsOldestFirst(ofUser: user.id, in: wallet)
        let query = TransactionQuery(
            userID: user.id, wallet: wallet, reference: store.reference,
            history: TransactionHistory(transactions: wallet.transactions, oldestFirst: positions))
        let url = HistoryDataAdapter.url(file)
        let history = query.history
        do {
            // Streamed a chunk at a time, with a progress line when stderr is a terminal.
            let what = "Exporting \(Plural.of(history.count, "transaction"))"
            let grouped: @Sendable (Int) -> String = { DigitGrouping.thousands.count($0) }
            try ProgressLine.run(what, of: history.count, counted: grouped) {
                try TransactionCSV.write(to: url) { write in
                    try TransactionCSV.write(history, query: query, zone: zone, to: write)
                }
            }
        } catch {
            StandardError.write("swippy: \(SafeText.clean("\(error)"))\n")
            return .cannotWrite
        }
        io.write("Exported \(Plural.of(history.count, "transaction")) to \(url.path).\n")
        return .ok
    }
}
