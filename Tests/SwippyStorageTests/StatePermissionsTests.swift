import Foundation
import SwippyTestSupport
import Testing

@testable import SwippyData
@testable import SwippyStorage

#if canImport(Glibc)
    import Glibc
#endif

@Suite("State permissions")
struct StatePermissionsTests {
    let directory: URL
    let url: URL

    init() throws {
        directory = try Fixture.temporaryDirectory()
        url = directory.appendingPathComponent("state.json")
    }

    private func mode(of path: String) -> mode_t {
        var info = stat()
        guard stat(path, &info) == 0 else { return 0 }
        return info.st_mode & 0o777
    }

    private func saved() throws {
        let journal = FileJournal(url: url)
        try journal.saveWhole(SavedState(dataFingerprint: "fp", wallet: try Fixture.mockData().wallet))
    }

    private func open(_ notice: @escaping (String) -> Void) throws {
        let journal = FileJournal(url: url, onNotice: notice)
        _ = try journal.loadWhole()
        journal.opened()
    }

    @Test func aRefusedState_isLeftAsItIs_withNoNotice() throws {
        try saved()
        try Data("{}".utf8).write(to: url)
        chmod(url.path, 0o644)
        var notices: [String] = []
        let journal = FileJournal(url: url, onNotice: { notices.append($0) })
        #expect(throws: DataFileError.self) { try journal.loadWhole() }
        #expect(mode(of: url.path) == 0o644)
        #expect(notices.isEmpty)
    }

    @Test func opening_tightensTheFilesAndItsOwnFolder_withOneNotice() throws {
        try saved()
        chmod(url.path, 0o644)
        chmod(url.path + ".key", 0o644)
        chmod(directory.path, 0o755)
        var notices: [String] = []
        try open { notices.append($0) }
        #expect(mode(of: url.path) == 0o600)
        #expect(mode(of: url.path + ".key") == 0o600)
        #expect(mode(of: url.path + ".snapshot") == 0o600)
        #expect(mode(of: directory.path) == 0o700)
        #expect(
            notices == [
                "Swippy made its state private again: state.json, state.json.key, \(directory.lastPathComponent)/ "
                    + "in \(directory.path) could be read or changed by other users; now only you can."
            ])
        var again: [String] = []
        try open { again.append($0) }
        #expect(again.isEmpty)
    }

    @Test func aFolderHoldingOtherFiles_isLeftAsItIs() throws {
        try saved()
        try Data("mine".utf8).write(to: directory.appendingPathComponent("notes.txt"))
        chmod(directory.path, 0o755)
        chmod(url.path + ".snapshot", 0o640)
        var notices: [String] = []
        try open { notices.append($0) }
        #expect(mode(of: directory.path) == 0o755)
        #expect(mode(of: url.path + ".snapshot") == 0o600)
        #expect(notices.count == 1)
    }

    @Test func aLinkInPlaceOfTheKey_isNotFollowed() throws {
        try saved()
        let victim = directory.appendingPathComponent("victim.txt")
        try Data("x".utf8).write(to: victim)
        chmod(victim.path, 0o644)
        let key = try Data(contentsOf: URL(fileURLWithPath: url.path + ".key"))
        try FileManager.default.removeItem(atPath: url.path + ".key")
        #expect(symlink(victim.path, url.path + ".key") == 0)
        try? open { _ in }
        #expect(mode(of: victim.path) == 0o644)
        _ = key
    }
}
