import Foundation
import SwippyTestSupport
import Testing

@testable import SwippyData
@testable import SwippyStorage

#if canImport(Glibc)
    import Glibc
#endif

/// `--reset` with its Nth call failing (the anchor started over at 0, then each file removed: `unlink`), once
/// or sticky, `ENOSPC` and `EIO`, over a state of seven deposits with a snapshot: the reset says it failed in one
/// line, and the state then opens as it was (not reset) or as none (stopped part way); a reset that says
/// nothing failed leaves none. Another reset then finishes, and a change saves on it.
extension FaultInjectionTests {
    /// How the resets of one call and fault ended.
    struct ResetTally {
        var reset = 0, notReset = 0, stopped = 0, bricked = 0, wrong = 0
    }

    @Test(arguments: [Call.any, .write, .fsync, .rename, .unlink])
    func aResetWithEveryCallFailing_saysSo_andLeavesAStateThatOpens(call: Call) throws {
        var clean = ResetTally()
        let calls = try reset(call: call, failAt: nil, failure: EIO, sticky: false, into: &clean)
        #expect(calls > 0 && clean.reset == 1)
        for failure in [ENOSPC, EIO] {
            for sticky in [false, true] {
                var tally = ResetTally()
                for number in 0..<calls {
                    _ = try reset(call: call, failAt: number, failure: failure, sticky: sticky, into: &tally)
                }
                let name = "\(call.rawValue) \(sticky ? "sticky" : "once") \(failure == EIO ? "EIO" : "ENOSPC")"
                print(
                    "Reset fault \(name): \(calls) calls: \(tally.reset) reset, \(tally.notReset) not reset, "
                        + "\(tally.stopped) stopped part way; \(tally.bricked) bricked, \(tally.wrong) wrong")
                #expect(tally.bricked == 0 && tally.wrong == 0, "\(name)")
            }
        }
    }

    /// Resets a state of seven deposits with the fault given, files the ending in `tally`, checks that a
    /// second reset finishes and a change then saves; returns how many calls of `call` the reset made.
    func reset(call: Call, failAt: Int?, failure: Int32, sticky: Bool, into tally: inout ResetTally) throws -> Int {
        let run = try power.run(0, recorder: PowerLossTests.Recorder())
        defer { try? FileManager.default.removeItem(at: run.folder) }
        let saved = try #require(run.recording.wallets.last)
        let url = run.folder.appendingPathComponent("state.json")
        #expect(FileManager.default.fileExists(atPath: url.path + ".snapshot"))
        let recorder = PowerLossTests.Recorder(failAt: failAt, failure: failure, counts: call.takes, sticky: sticky)
        FileEvents.observe(run.folder.path) { recorder.record($0) }
        var failed: DataFileError?
        do {
            try FileJournal(url: url).reset()
        } catch {
            failed = error
            #expect(
                !error.description.contains("\n") && error.description.hasSuffix("; the reset stopped there"),
                "\(error)")
        }
        FileEvents.stopObserving(run.folder.path)
        do {
            let loaded = try power.reopen(run.folder)
            if loaded == power.mockData.wallet {
                if failed == nil { tally.reset += 1 } else { tally.stopped += 1 }
            } else if loaded == saved, failed != nil {
                tally.notReset += 1
            } else {
                tally.wrong += 1
                let said = failed.map { "failed: \($0)" } ?? "done"
                Issue.record("\(call) at \(failAt ?? -1): reset \(said), yet the state opens with another wallet")
            }
        } catch {
            tally.bricked += 1
            let said = failed.map(String.init(describing:)) ?? "a reset"
            Issue.record("\(call) at \(failAt ?? -1): refused after \(said): \(error)")
        }
        try FileJournal(url: url).reset()
        #expect(try FileJournal(url: url).load(seed: power.mockData.wallet) == nil)
        let store = try WalletStore(
            mockData: power.mockData, fingerprint: "fp", persistence: FileJournal(url: url), stateFile: "state.json")
        try store.update { $0.deposit(1, id: "AFTER", reference: "AFTER") }
        #expect(try power.reopen(run.folder) == store.wallet)
        return recorder.events.filter(call.takes).count
    }
}
