import Foundation
import SwippyTestSupport
import Testing

@testable import SwippyData
@testable import SwippyStorage

#if canImport(Glibc)
    import Glibc
#endif

/// Real system calls failing through the one seam they all go through (`FileEvents`): the Nth `write`/`pwrite`,
/// `fsync`, `rename` or `ftruncate` (or the Nth of any of them) fails with `ENOSPC` or `EIO`, once or from
/// then on, at every call of seven deposits that compact every three lines (a transfer's change, a compaction).
/// Each run ends committed (every change saved), not committed (the failed change is not in the state on
/// the next start) or told unknown (the error says so, and the next start has it or not); never a ghost (said
/// not saved, yet there), never bricked (the next start refuses the state), never an acknowledged change lost.
@Suite("Faults at every call: once and sticky, ENOSPC and EIO")
struct FaultInjectionTests {
    /// Which calls are counted and failed. A journal is cut (`ftruncate`) only after a failure, so
    /// `ftruncate` counts every call and fails every `ftruncate` after the Nth as well.
    enum Call: String, CaseIterable, Sendable {
        case any, write, fsync, rename, ftruncate, unlink

        @Sendable func takes(_ event: FileEvents.Event) -> Bool {
            switch (self, event) {
            case (.any, _), (.ftruncate, _), (.write, .write), (.fsync, .sync), (.fsync, .syncFolder),
                (.rename, .rename), (.unlink, .remove):
                true
            default: false
            }
        }

        /// The calls that fail after the Nth one too.
        var thenFails: PowerLossTests.Recorder.Filter? {
            guard self == .ftruncate else { return nil }
            return { if case .truncate = $0 { true } else { false } }
        }
    }

    /// How the runs of one call and fault ended.
    struct Tally {
        var committed = 0, notCommitted = 0, unknown = 0, ghosts = 0, bricked = 0, lost = 0
    }

    let power: PowerLossTests

    init() throws {
        power = try PowerLossTests()
    }

    @Test(arguments: [Call.any, .write, .fsync, .rename, .ftruncate])
    func everyCallFailing_neverGhostsBricksOrLoses(call: Call) throws {
        let clean = try power.run(0, recorder: PowerLossTests.Recorder())
        try? FileManager.default.removeItem(at: clean.folder)
        let calls = clean.recording.events.filter(call.takes).count
        #expect(calls > 0)
        for failure in [ENOSPC, EIO] {
            for sticky in [false, true] {
                var tally = Tally()
                for number in 0..<calls {
                    let recorder = PowerLossTests.Recorder(
                        failAt: number, failure: failure, counts: call.takes, sticky: sticky,
                        thenFails: call.thenFails)
                    let run = try power.run(0, recorder: recorder)
                    defer { try? FileManager.default.removeItem(at: run.folder) }
                    try check(run.recording, run.folder, run.failure, into: &tally)
                }
                let name = "\(call.rawValue) \(sticky ? "sticky" : "once") \(failure == EIO ? "EIO" : "ENOSPC")"
                print(
                    "Fault \(name): \(calls) calls: \(tally.committed) committed, \(tally.notCommitted) not "
                        + "committed, \(tally.unknown) told unknown; \(tally.ghosts) ghosts, \(tally.bricked) "
                        + "bricked, \(tally.lost) lost")
                #expect(tally.ghosts == 0 && tally.bricked == 0 && tally.lost == 0, "\(name)")
            }
        }
    }

    /// A transfer's save makes the calls a deposit's makes (one line appended and fsynced, the anchor's slot
    /// written and fsynced), so the deposits' rows stand for a transfer at every one of its calls.
    @Test func aTransferSaves_withTheCallsOfADeposit() throws {
        let folder = try Fixture.temporaryDirectory()
        let recorder = PowerLossTests.Recorder()
        FileEvents.observe(folder.path) { recorder.record($0) }
        defer { FileEvents.stopObserving(folder.path) }
        let store = try WalletStore(
            mockData: power.mockData, fingerprint: "fp",
            persistence: FileJournal(url: folder.appendingPathComponent("state.json")), stateFile: "state.json")
        try store.update { $0.deposit(1, id: "FIRST", reference: "FIRST") }
        let kinds = { (from: Int) in
            recorder.events.dropFirst(from).map { "\($0)".prefix { $0 != "," && $0 != ")" } + ")" }
        }
        var start = recorder.events.count
        try store.update { $0.deposit(2, id: "DEPOSIT", reference: "DEPOSIT") }
        let deposit = kinds(start)
        start = recorder.events.count
        let source = store.wallet.accounts[0]
        let target = try #require(store.wallet.accounts.first { $0.userID == source.userID && $0.id != source.id })
        let outcome = try store.update {
            Ledger(reference: power.mockData.reference).carryOut(
                TransferOrder(
                    sourceID: source.id, payee: .ownAccount(id: target.id), amount: 5, note: "", requestID: "t"),
                userID: source.userID, date: Date(timeIntervalSince1970: 1_795_305_600), transferReference: "SWT",
                in: &$0)
        }
        guard case .sent = outcome else { throw DataFileError.unwritable(file: "", reason: "refused: \(outcome)") }
        #expect(kinds(start) == deposit)
        #expect(deposit.count == 4, "\(deposit)")
    }

    /// Reopens the state a run left and files its ending in `tally`; then checks that a change saves on it.
    func check(
        _ recording: PowerLossTests.Recording, _ folder: URL, _ failure: DataFileError?, into tally: inout Tally
    ) throws {
        let acknowledged = recording.wallets[recording.wallets.count - 1]
        let loaded: WalletState
        do {
            loaded = try power.reopen(folder)
        } catch {
            tally.bricked += 1
            Issue.record("refused after \(failure.map(String.init(describing:)) ?? "no failure"): \(error)")
            return
        }
        var unknown = false
        if case .saveOutcomeUnknown? = failure { unknown = true }
        if let failure { #expect(!failure.description.contains("\n")) }
        if loaded == acknowledged {
            if failure == nil {
                tally.committed += 1
            } else if unknown {
                tally.unknown += 1
            } else {
                tally.notCommitted += 1
            }
        } else if loaded == recording.attempted, failure != nil {
            if unknown { tally.unknown += 1 } else { tally.ghosts += 1 }
        } else {
            tally.lost += 1
        }
        let store = try WalletStore(
            mockData: power.mockData, fingerprint: "fp",
            persistence: FileJournal(url: folder.appendingPathComponent("state.json")), stateFile: "state.json")
        try store.update { $0.deposit(1, id: "AFTER", reference: "AFTER") }
        #expect(try power.reopen(folder) == store.wallet)
    }
}
