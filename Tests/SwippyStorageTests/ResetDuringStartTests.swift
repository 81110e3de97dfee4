import Foundation
import SwippyTestSupport
import Testing

@testable import SwippyData
@testable import SwippyStorage

#if canImport(Glibc)
    import Glibc
#endif

/// Issue 39, item 5: a start that reads the state while `--reset` removes its files (some gone, the others
/// not yet) waits for the reset and starts fresh, instead of refusing the state as not trusted.
@Suite("A start during --reset")
struct ResetDuringStartTests {
    /// Which file the reset has removed when the start reads the state.
    @Test(arguments: ["state.json", "state.json.anchor", "state.json.key"])
    func aStartDuringAReset_waitsForIt_andStartsFresh(removedFirst: String) throws {
        let power = try PowerLossTests()
        let folder = try Fixture.temporaryDirectory()
        let url = folder.appendingPathComponent("state.json")
        let store = try WalletStore(
            mockData: power.mockData, fingerprint: "fp", persistence: FileJournal(url: url), stateFile: "state.json")
        for step in 0..<2 { try store.update { $0.deposit(5, id: "R-\(step)", reference: "R-\(step)") } }
        // The reset's turn: the lock held, one file removed, the others a moment later.
        let lock = try #require(try StateFileLock.tryAcquire(for: url))
        #expect(unlink(folder.appendingPathComponent(removedFirst).path) == 0)
        let rest = FileJournal(url: url).stateFiles.map(\.path)
        DispatchQueue.global().async {
            usleep(300_000)
            for path in rest { unlink(path) }
            StateFileLock.release(lock)
        }
        let loaded = try FileJournal(url: url).load(seed: power.mockData.wallet)
        #expect(loaded == nil)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("state.json.anchor").path))
    }

    @Test func aStateRefusedWithNoResetUnderWay_isStillRefused() throws {
        let power = try PowerLossTests()
        let folder = try Fixture.temporaryDirectory()
        let url = folder.appendingPathComponent("state.json")
        let store = try WalletStore(
            mockData: power.mockData, fingerprint: "fp", persistence: FileJournal(url: url), stateFile: "state.json")
        try store.update { $0.deposit(5, id: "R-0", reference: "R-0") }
        #expect(unlink(url.path) == 0)
        #expect(throws: DataFileError.self) { try FileJournal(url: url).load(seed: power.mockData.wallet) }
    }
}
