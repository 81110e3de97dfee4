import Foundation
import SwippyStorage
import SwippyTestSupport
import Testing

@testable import SwippyData

/// Not a unit test: a measurement, run only with `SWIPPY_BENCH=1`, best in a release build:
/// `SWIPPY_BENCH=1 swift test -c release --filter JournalSaveBenchmark`. Times one transfer-sized change
/// saved through `WalletStore.update` on a state file (journal append + fsync) over a wallet of 100 and
/// of 1,000,000 transactions, and prints the medians and their ratio.
@Suite("Benchmark: one transfer's save at 100 and 1,000,000 transactions")
struct JournalSaveBenchmark {
    static let enabled = ProcessInfo.processInfo.environment["SWIPPY_BENCH"] == "1"

    @Test(.enabled(if: enabled, "set SWIPPY_BENCH=1 to run the benchmark"))
    func saveCost_isTheSameAt100AndAMillionTransactions() throws {
        let small = try measure(transactions: 100)
        let large = try measure(transactions: 1_000_000)
        let line = { (name: String, a: Duration, b: Duration) in
            print("journal-bench \(name): 100 → \(a), 1,000,000 → \(b), ratio \(String(format: "%.2f", b / a))")
        }
        line("update with the store's change only (mark, diff, append, fsync)", small.store, large.store)
        line("of which the journal append + fsync", small.append, large.append)
        line("update carrying out a transfer (Ledger.carryOut included)", small.transfer, large.transfer)
        #expect(large.store / small.store < 3)
    }

    struct Result {
        var store: Duration
        var append: Duration
        var transfer: Duration
    }

    /// Median costs over 30 changes each, after one warm-up change that starts the journal.
    private func measure(transactions count: Int) throws -> Result {
        var wallet = TransferFixture.wallet()
        let template = Transaction(
            id: "", date: TransferFixture.date, accountID: "a-savings", direction: .debit, amount: 1, currency: "INR",
            counterparty: "Shop", category: "shopping", reference: "")
        wallet.transactions.reserveCapacity(count + 200)
        for index in 0..<count {
            var entry = template
            entry.id = "t-\(index)"
            entry.reference = "R\(index)"
            wallet.transactions.append(entry)
        }
        let reference = TransferFixture.reference(perTransfer: 5_000, fee: 0)
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("swippy-bench-\(UUID().uuidString)").appendingPathComponent("state.json")
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let timed = TimedJournal(FileJournal(url: url))
        let store = try WalletStore(
            mockData: MockData(wallet: wallet, reference: reference), fingerprint: "bench", persistence: timed,
            stateFile: url.path)
        wallet = WalletState()
        let clock = ContinuousClock()
        var entry = template
        try store.update { $0.transactions.append(entry) }
        var storeTimes: [Duration] = []
        var appendTimes: [Duration] = []
        var transferTimes: [Duration] = []
        for round in 0..<30 {
            entry.id = "new-\(round)"
            let start = clock.now
            try store.update { wallet in
                wallet.accounts[0].balance -= 1
                wallet.accounts[4].balance += 1
                wallet.transactions.append(entry)
                wallet.transactions.append(entry)
            }
            storeTimes.append(start.duration(to: clock.now))
            appendTimes.append(timed.lastSave)
        }
        let ledger = Ledger(reference: reference)
        for round in 0..<30 {
            let order = TransferOrder(
                sourceID: "a-savings", payee: .swippyUser(TransferFixture.rahul), amount: 1, note: "",
                requestID: "b\(round)")
            let start = clock.now
            try store.update {
                _ = ledger.carryOut(
                    order, userID: "u-asha", date: TransferFixture.date, transferReference: "B\(round)", in: &$0)
            }
            transferTimes.append(start.duration(to: clock.now))
        }
        func median(_ values: [Duration]) -> Duration { values.sorted()[values.count / 2] }
        return Result(store: median(storeTimes), append: median(appendTimes), transfer: median(transferTimes))
    }
}

/// Times each save of the store it wraps.
final class TimedJournal: WalletJournal {
    private let inner: any WalletJournal
    private(set) var lastSave: Duration = .zero

    init(_ inner: any WalletJournal) {
        self.inner = inner
    }

    func load(seed: WalletState) throws(DataFileError) -> SavedState? { try inner.load(seed: seed) }

    func save(_ change: WalletChange, resulting state: SavedState) throws(DataFileError) -> Int {
        let start = ContinuousClock.now
        let bytes = try inner.save(change, resulting: state)
        lastSave = start.duration(to: .now)
        return bytes
    }

    func reset() throws(DataFileError) { try inner.reset() }

    func withExclusiveLock<T>(_ body: () throws -> T) throws -> T { try inner.withExclusiveLock(body) }

    func catchUp(_ wallet: inout WalletState) throws(DataFileError) -> String? { try inner.catchUp(&wallet) }
}
