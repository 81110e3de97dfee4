import Foundation
import SwippyTestSupport
import Testing

@testable import SwippyData
@testable import SwippyStorage

#if canImport(Glibc)
    import Glibc
#endif

@Suite("Finding 5: folders, temporary files and leftovers of the state store", .serialized)
struct FileSafetyTests {
    let directory: URL
    let url: URL

    init() throws {
        directory = try Fixture.temporaryDirectory()
        url = directory.appendingPathComponent("state.json")
    }

    private var temporaryPath: String { directory.appendingPathComponent(".state.json.swippy-\(getpid()).tmp").path }

    private func state() throws -> SavedState {
        SavedState(dataFingerprint: "fp", wallet: try Fixture.mockData().wallet)
    }

    private func mode(of path: String) -> mode_t {
        var info = stat()
        guard lstat(path, &info) == 0 else { return 0 }
        return info.st_mode & 0o777
    }

    @Test func createdFolders_are0700_evenUnderUmask000() throws {
        let nested = directory.appendingPathComponent("a/b/state.json")
        let old = umask(0)
        defer { umask(old) }
        try FileJournal(url: nested).saveWhole(try state())
        #expect(mode(of: directory.appendingPathComponent("a").path) == 0o700)
        #expect(mode(of: directory.appendingPathComponent("a/b").path) == 0o700)
        #expect(mode(of: nested.path) == 0o600)
        #expect(mode(of: nested.path + ".key") == 0o600)
        #expect(mode(of: nested.path + ".snapshot") == 0o600)
    }

    @Test func checkWritable_createsFolders0700_evenUnderUmask000() throws {
        let nested = directory.appendingPathComponent("c/state.json")
        let old = umask(0)
        defer { umask(old) }
        try FileJournal(url: nested).checkWritable()
        #expect(mode(of: directory.appendingPathComponent("c").path) == 0o700)
    }

    @Test func aSymlinkPlantedAtTheTemporaryPath_isRefusedAndItsTargetUntouched() throws {
        let victim = directory.appendingPathComponent("victim.txt")
        try Data("precious".utf8).write(to: victim)
        #expect(symlink(victim.path, temporaryPath) == 0)
        do {
            try FileJournal(url: url).saveWhole(try state())
            Issue.record("saved through a planted symlink")
        } catch let error as DataFileError {
            #expect(
                error.description
                    == "\(url.path): cannot write: \(temporaryPath) is in the way (a file or link Swippy did not "
                    + "make); nothing was saved"
            )
        }
        #expect(try Data(contentsOf: victim) == Data("precious".utf8))
        #expect(!FileManager.default.fileExists(atPath: url.path))
    }

    @Test func aFilePlantedAtTheTemporaryPath_isRefusedAndLeftAsItWas() throws {
        let store = FileJournal(url: url)
        try store.saveWhole(try state())
        let before = try Data(contentsOf: url)
        try Data("planted".utf8).write(to: URL(fileURLWithPath: temporaryPath))
        #expect(throws: DataFileError.self) {
            try store.saveWhole(SavedState(dataFingerprint: "new", wallet: WalletState()))
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: temporaryPath)) == Data("planted".utf8))
        #expect(try Data(contentsOf: url) == before)
    }

    @Test func staleTemporaryFiles_fromAKilledSave_areRemovedWhenTheStoreLoads() throws {
        // 4194305 is above Linux's largest pid, so no process can own it.
        let stale = [
            ".state.json.swippy-4194305.tmp", ".state.json.swippy-4194306.tmp", ".state.json.swippy-\(getpid()).tmp",
        ]
        for name in stale { try Data("half a state".utf8).write(to: directory.appendingPathComponent(name)) }
        let foreign = [
            "notes.txt", ".state.json.swippy-abc.tmp", ".other.json.swippy-4194305.tmp", ".state.json.4194305.tmp",
        ]
        for name in foreign { try Data("keep".utf8).write(to: directory.appendingPathComponent(name)) }
        let victim = directory.appendingPathComponent("victim.txt")
        try Data("keep".utf8).write(to: victim)
        #expect(symlink(victim.path, directory.appendingPathComponent(".state.json.swippy-4194307.tmp").path) == 0)

        _ = try FileJournal(url: url).loadWhole()

        let left = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(left == (foreign + ["victim.txt", ".state.json.swippy-4194307.tmp"]).sorted())
    }

    @Test func saving_leavesNoTemporaryFileBehind() throws {
        let store = FileJournal(url: url)
        try store.saveWhole(try state())
        try store.saveWhole(try state())
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
                == ["state.json", "state.json.anchor", "state.json.key", "state.json.snapshot"])
    }
}
