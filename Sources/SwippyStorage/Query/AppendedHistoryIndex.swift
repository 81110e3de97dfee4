import Dispatch
import Foundation
import SwippyData
import Synchronization

/// The engine's `HistoryIndex`: per user and per account, the positions of their transactions; the used
/// references (`ReferenceTable`); per user, the running totals of their history (`RunningTotals`).
/// Built once from the whole history, on another thread as soon as the data is loaded (`prepare`, which the app
/// calls on a terminal) or else at the first question, and extended by each later question with only what was
/// appended since, so home's newest five, an account's history, a new reference's check and History's whole
/// totals cost O(answer + change).
///
/// A list keeps positions oldest first by (date, position), the reverse of newest first: a new transaction
/// (the newest, nearly always) is appended, an older-dated one inserted after every one of its date or
/// before, found by binary search. A transaction belongs to the owners of its account (`account_id`), or when
/// it has none to the owners of its card number, as `WalletState.history(ofUser:)` decides. Accounts and cards
/// are only ever appended by the money rules, never re-owned; one appended with the id or number of
/// transactions already indexed (which gives them a new owner), or a history that is not the one indexed
/// (shorter, or another transaction at the last indexed position), is indexed again from the start.
public final class AppendedHistoryIndex: HistoryIndex {
    /// The lists, owners, references and totals, as built from a wallet and extended since.
    private var lists = HistoryLists()
    /// A build started by `prepare`, taken over at the first question.
    private var prepared: PreparedLists?
    /// How many times a question built the lists from the whole history (for tests: a prepared build taken
    /// over is not one).
    private(set) var wholeBuilds = 0

    /// An empty index; `prepare` or the first question builds it.
    public init() {}

    /// Starts building the index of `wallet` on another thread: the app calls it once the data is loaded, so the
    /// index is ready when the user has signed in and home does not wait for the walk.
    /// The first question waits for that build if it is still running, then catches up from it as from any
    /// earlier state; a wallet that is no longer the one built from is indexed again, as always.
    public func prepare(_ wallet: WalletState) {
        guard lists.indexed == 0, prepared == nil else { return }
        let prepared = PreparedLists()
        self.prepared = prepared
        let thread = Thread { prepared.finish(HistoryLists.start(from: wallet).lists) }
        thread.start()
    }

    public func positions(ofUser id: String, limit: Int?, in wallet: WalletState) -> [Int] {
        catchUp(wallet)
        return Self.newest(lists.byUser[id], limit)
    }

    public func positionsOldestFirst(ofUser id: String, in wallet: WalletState) -> [Int32] {
        catchUp(wallet)
        return lists.byUser[id] ?? []
    }

    public func positions(ofAccount id: String, in wallet: WalletState) -> [Int] {
        catchUp(wallet)
        return Self.newest(lists.byAccount[id], nil)
    }

    public func usesReference(_ reference: String, in wallet: WalletState) -> Bool {
        catchUp(wallet)
        return lists.references.contains(reference, wallet.transactions)
    }

    public func totals(ofUser id: String, in wallet: WalletState) -> [String: (in: Decimal, out: Decimal)] {
        catchUp(wallet)
        return lists.totals[id]?.value ?? [:]
    }

    // MARK: - Keeping up

    private func catchUp(_ wallet: WalletState) {
        if let prepared {
            self.prepared = nil
            lists = prepared.wait()
        }
        let sameHistory =
            lists.continues(wallet.transactions)
            && wallet.accounts.count >= lists.accountsSeen && wallet.cards.count >= lists.cardsSeen
        // The first question builds from the whole history at once: appended, then sorted once (inserting a
        // million positions one at a time in date order would move them about).
        if lists.indexed == 0 || !sameHistory || !lists.addOwners(wallet) {
            let start = HistoryLists.start(from: wallet)
            if start.built { wholeBuilds += 1 }
            lists = start.lists
            return
        }
        lists.catchUp(with: wallet.transactions)
    }

    private static func newest(_ list: [Int32]?, _ limit: Int?) -> [Int] {
        guard let list else { return [] }
        let count = max(0, min(limit ?? list.count, list.count))
        return list[(list.count - count)...].reversed().map(Int.init)
    }
}

/// A build running on another thread (`AppendedHistoryIndex.prepare`), handed over once when it is done.
private final class PreparedLists: Sendable {
    private let result = Mutex<HistoryLists?>(nil)
    private let done = DispatchSemaphore(value: 0)

    func finish(_ lists: HistoryLists) {
        result.withLock { $0 = lists }
        done.signal()
    }

    func wait() -> HistoryLists {
        done.wait()
        return result.withLock { $0 } ?? HistoryLists()
    }
}
