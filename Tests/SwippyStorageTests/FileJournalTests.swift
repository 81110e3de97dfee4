import Foundation
import SwippyTestSupport
import Testing

@testable import SwippyData
@testable import SwippyStorage

#if canImport(Glibc)
    import Glibc
#endif

@Suite("FileJournal")
struct FileStateStoreTests {
    let directory: URL
    let url: URL

    init() throws {
        directory = try Fixture.temporaryDirectory()
        url = directory.appendingPathComponent("state.json")
    }

    private func savedState(fingerprint: String = "fp-1") throws -> SavedState {
        SavedState(dataFingerprint: fingerprint, wallet: try Fixture.mockData().wallet)
    }

    private func listing() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    }

    private func mode(of path: String) -> mode_t {
        var info = stat()
        guard stat(path, &info) == 0 else { return 0 }
        return info.st_mode & 0o777
    }

    @Test func load_withNoFile_givesNothing() throws {
        #expect(try FileJournal(url: url).load(seed: WalletState()) == nil)
    }

    @Test func saveWhole_thenLoad_roundTripsTheWholeWallet() throws {
        let store = FileJournal(url: url)
        let state = try savedState()
        try store.saveWhole(state)
        let loaded = try #require(try FileJournal(url: url).loadWhole())
        #expect(loaded == state)
        #expect(loaded.wallet.cards[0].due?.amount == Decimal(string: "242.33"))
    }

    @Test func save_createsMissingDirectories() throws {
        let nested = directory.appendingPathComponent("a/b/state.json")
        try FileJournal(url: nested).saveWhole(try savedState())
        #expect(FileManager.default.fileExists(atPath: nested.path))
    }

    @Test func saveWhole_writesTheFingerprintInTheHeaderAndTheSnapshot() throws {
        try FileJournal(url: url).saveWhole(try savedState(fingerprint: "abc123"))
        let journal = try String(contentsOf: url, encoding: .utf8)
        #expect(journal.hasPrefix("{\"seq\":0,\"sum\":\""))
        #expect(
            journal.contains(
                "\"header\":{\"base_seal\":\"\",\"base_seq\":0,\"data_fingerprint\":\"abc123\",\"journal\":2,"))
        let snapshot = try String(contentsOf: url.appendingPathExtension("snapshot"), encoding: .utf8)
        #expect(snapshot.contains("\"data_fingerprint\":\"abc123\""))
        #expect(snapshot.contains("\"member_since\":\"2021-04-12T00:00:00Z\""))
    }

    @Test func save_createsTheFileWithMode0600() throws {
        try FileJournal(url: url).saveWhole(try savedState())
        #expect(mode(of: url.path) == 0o600)
    }

    @Test func save_overAWorldReadableFile_leavesMode0600() throws {
        #expect(
            FileManager.default.createFile(
                atPath: url.path, contents: Data("{}".utf8), attributes: [.posixPermissions: 0o644]))
        #expect(mode(of: url.path) == 0o644)
        try FileJournal(url: url).saveWhole(try savedState())
        #expect(mode(of: url.path) == 0o600)
    }

    @Test func save_replacesTheFileAndLeavesNoTemporaryFiles() throws {
        let store = FileJournal(url: url)
        try store.saveWhole(try savedState(fingerprint: "first"))
        try store.saveWhole(try savedState(fingerprint: "second"))
        #expect(try listing() == ["state.json", "state.json.anchor", "state.json.key", "state.json.snapshot"])
        #expect(try store.loadWhole()?.dataFingerprint == "second")
    }

    @Test func save_failingToCreateTheTemporaryFile_leavesTheOldStateIntact() throws {
        let store = FileJournal(url: url)
        try store.saveWhole(try savedState(fingerprint: "old"))
        let before = try Data(contentsOf: url)
        // A directory where the temporary file must go makes open(2) fail, even for root.
        let blocker = ".state.json.swippy-\(getpid()).tmp"
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent(blocker), withIntermediateDirectories: false)
        #expect(throws: DataFileError.self) { try store.saveWhole(try savedState(fingerprint: "old")) }
        #expect(try Data(contentsOf: url) == before)
        #expect(try store.loadWhole()?.dataFingerprint == "old")
        #expect(try listing() == [blocker, "state.json", "state.json.anchor", "state.json.key", "state.json.snapshot"])
    }

    @Test func save_failingToRename_removesTheTemporaryFile() throws {
        // The state path is a directory, so rename(2) fails after the temporary file was written.
        try FileManager.default.createDirectory(
            at: url.appendingPathComponent("inside"), withIntermediateDirectories: true)
        let store = FileJournal(url: url)
        do {
            try store.saveWhole(try savedState())
            Issue.record("saving over a directory succeeded")
        } catch let error as DataFileError {
            guard case .unwritable(let file, _) = error else {
                Issue.record("expected unwritable, got \(error)")
                return
            }
            #expect(file == url.path)
            #expect(error.description.hasPrefix("\(url.path): cannot write: "))
        }
        #expect(try listing() == ["state.json", "state.json.anchor", "state.json.key", "state.json.snapshot"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: url.path) == ["inside"])
    }

    // Root ignores directory permissions, so this case only runs for other users; the two cases
    // above make the write fail in ways root cannot bypass.
    @Test(.enabled(if: getuid() != 0, "root ignores directory permissions"))
    func save_inAReadOnlyDirectory_failsAndLeavesTheOldStateIntact() throws {
        let store = FileJournal(url: url)
        try store.saveWhole(try savedState(fingerprint: "old"))
        let before = try Data(contentsOf: url)
        chmod(directory.path, 0o500)
        defer { chmod(directory.path, 0o700) }
        #expect(throws: DataFileError.self) { try store.saveWhole(try savedState(fingerprint: "new")) }
        #expect(try Data(contentsOf: url) == before)
        #expect(try listing() == ["state.json", "state.json.anchor", "state.json.key", "state.json.snapshot"])
        #expect(throws: DataFileError.self) { try store.checkWritable() }
    }

    @Test func load_aCorruptFile_namesItAndLeavesItUntouched() throws {
        let corrupt = Data("{ \"version\": 1, \"wallet\": ".utf8)
        try corrupt.write(to: url)
        let store = FileJournal(url: url)
        do {
            _ = try store.loadWhole()
            Issue.record("a corrupt state file loaded")
        } catch {
            guard case .malformed(let file, _, let reason) = error else {
                Issue.record("expected malformed, got \(error)")
                return
            }
            #expect(file == url.path)
            #expect(reason == "not valid JSON")
            #expect(error.description.hasPrefix("\(url.path): "))
            #expect(!error.description.contains("\n"))
        }
        #expect(try Data(contentsOf: url) == corrupt)
    }

    @Test func load_aStateWithAMissingField_namesThePath() throws {
        try Data("{\"version\": 1, \"wallet\": {}}".utf8).write(to: url)
        #expect(
            throws: DataFileError.malformed(
                file: url.path, location: "wallet.users", reason: "required field is missing")
        ) {
            try FileJournal(url: url).loadWhole()
        }
    }

    @Test func load_anUnsupportedVersion_isRefused() throws {
        var state = try savedState()
        state.version = 2
        try JSONEncoder.swippy().encode(state).write(to: url)
        #expect(throws: DataFileError.malformed(file: url.path, location: "version", reason: "unsupported version 2")) {
            try FileJournal(url: url).loadWhole()
        }
    }

    @Test func reset_removesTheJournalSnapshotKeyAndLock_andIsHarmlessWhenThereIsNone() throws {
        let store = FileJournal(url: url)
        try store.saveWhole(try savedState())
        _ = try store.withExclusiveLock { 0 }
        #expect(
            try listing() == [
                "state.json", "state.json.anchor", "state.json.key", "state.json.lock", "state.json.snapshot",
            ])
        try store.reset()
        #expect(try listing() == [])
        try store.reset()
        #expect(try store.load(seed: WalletState()) == nil)
    }

    @Test func reset_whileAnotherHoldsTheLock_removesNothing() throws {
        let store = FileJournal(url: url)
        try store.saveWhole(try savedState())
        let other = FileJournal(url: url)
        try other.withExclusiveLock { () -> Void in
            #expect(
                throws: DataFileError.unwritable(
                    file: url.path, reason: "another Swippy is using it; nothing was reset")
            ) {
                try store.reset()
            }
        }
        #expect(
            try listing() == [
                "state.json", "state.json.anchor", "state.json.key", "state.json.lock", "state.json.snapshot",
            ])
    }

    @Test func checkWritable_createsTheDirectory() throws {
        let nested = directory.appendingPathComponent("new/state.json")
        try FileJournal(url: nested).checkWritable()
        var isDirectory: ObjCBool = false
        #expect(
            FileManager.default.fileExists(
                atPath: directory.appendingPathComponent("new").path, isDirectory: &isDirectory))
        #expect(isDirectory.boolValue)
    }

    @Test func checkWritable_underARegularFile_isUnwritable() throws {
        let file = directory.appendingPathComponent("file")
        try Data("x".utf8).write(to: file)
        let inside = file.appendingPathComponent("state.json")
        #expect(throws: DataFileError.unwritable(file: inside.path, reason: "cannot create \(file.path)")) {
            try FileJournal(url: inside).checkWritable()
        }
        #expect(throws: DataFileError.self) { try FileJournal(url: inside).saveWhole(try savedState()) }
    }

    @Test func defaultURL_prefersAnAbsoluteXDGStateHome() {
        let url = FileJournal.defaultURL(environment: ["XDG_STATE_HOME": "/var/state", "HOME": "/home/asha"])
        #expect(url.path == "/var/state/swippy/state.json")
    }

    @Test func defaultURL_ignoresARelativeXDGStateHome() {
        let url = FileJournal.defaultURL(environment: ["XDG_STATE_HOME": "state", "HOME": "/home/asha"])
        #expect(url.path == "/home/asha/.local/state/swippy/state.json")
    }

    @Test func defaultURL_withoutHome_usesTheAccountsHomeDirectory() {
        let url = FileJournal.defaultURL(environment: ["HOME": ""])
        #expect(
            url.path
                == URL(fileURLWithPath: NSHomeDirectory()).appendingPathComponent(".local/state/swippy/state.json").path
        )
    }
}

@Suite("MemoryJournal")
struct MemoryStateStoreTests {
    private let state = SavedState(dataFingerprint: "fp", wallet: WalletState())

    @Test func anEmptyStore_loadsNothing() throws {
        #expect(try MemoryJournal().load(seed: WalletState()) == nil)
    }

    @Test func save_keepsTheStateAndCounts() throws {
        let store = MemoryJournal()
        try store.save(WalletChange.between(WalletState(), state.wallet), resulting: state)
        try store.save(WalletChange.between(WalletState(), state.wallet), resulting: state)
        #expect(try store.load(seed: WalletState()) == state)
        #expect(store.saveCount == 2)
    }

    @Test func save_withAFailureSet_throwsAndKeepsTheOldState() throws {
        let store = MemoryJournal(saved: state)
        store.failure = .unwritable(file: "memory", reason: "disk full")
        #expect(throws: DataFileError.unwritable(file: "memory", reason: "disk full")) {
            try store.save(
                WalletChange.between(WalletState(), WalletState()),
                resulting: SavedState(dataFingerprint: "other", wallet: WalletState()))
        }
        #expect(store.saved == state)
        #expect(store.saveCount == 0)
    }

    @Test func reset_forgetsTheState() throws {
        let store = MemoryJournal(saved: state)
        try store.reset()
        #expect(try store.load(seed: WalletState()) == nil)
    }
}
