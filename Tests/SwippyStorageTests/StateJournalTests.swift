import Foundation
import SwippyCrypto
import SwippyTestSupport
import Testing

@testable import SwippyData
@testable import SwippyStorage

/// The state journal on disk: one sealed line per change, torn tails dropped, tampering refused with the
/// file and the line, compaction that survives a crash at every step, and old-format files migrated.
@Suite("State journal")
struct StateJournalTests {
    let mockData: MockData
    let url: URL

    init() throws {
        mockData = try Fixture.mockData()
        url = try Fixture.temporaryDirectory().appendingPathComponent("state.json")
    }

    private func store(_ compaction: JournalCompaction = .standard) throws -> WalletStore {
        try WalletStore(
            mockData: mockData, fingerprint: "fp", persistence: FileJournal(url: url, compaction: compaction),
            stateFile: url.path)
    }

    /// A deposit-like change: one balance up, and its credit appended.
    private func credit(_ store: WalletStore, _ amount: Decimal, note: String) throws {
        try store.update { $0.deposit(amount, id: "T-\(note)", reference: "R-\(note)", note: note) }
    }

    private func lines() throws -> [String] {
        try String(decoding: Data(contentsOf: url), as: UTF8.self).split(
            separator: "\n", omittingEmptySubsequences: false
        ).map(String.init)
    }

    private func write(_ lines: [String]) throws {
        try Data(lines.joined(separator: "\n").utf8).write(to: url)
    }

    private func loadError() -> String? {
        do {
            _ = try store()
            return nil
        } catch {
            return (error as? DataFileError)?.description ?? "\(error)"
        }
    }

    /// `line` with its payload changed by `edit` and its checksum made right again: only the seal can tell.
    private func reChecksummed(_ line: String, _ edit: (String) -> String) throws -> String {
        let frame = try #require(JournalFrame.parse(Array(line.utf8)[...]))
        let payload = edit(String(decoding: frame.payload, as: UTF8.self))
        let sum = JournalFrame.checksum(seq: frame.seq, name: frame.name, payload: Array(payload.utf8)[...])
        let hex = String(sum, radix: 16)
        return
            "{\"seq\":\(frame.seq),\"sum\":\"\(String(repeating: "0", count: 8 - hex.count) + hex)\",\"sea"
            + "l\":\"\(Hex.string(frame.seal))\",\"\(frame.name)\":\(payload)}"
    }

    @Test func eachChange_appendsOneSealedLine_andTheWalletReplays() throws {
        let first = try store()
        try credit(first, 10, note: "a")
        let afterOne = try Data(contentsOf: url).count
        try credit(first, 20, note: "b")
        try credit(first, 30, note: "c")
        let journal = try lines()
        #expect(journal.count == 5)
        #expect(journal.last == "")
        #expect(journal[0].hasPrefix("{\"seq\":0,\"sum\":\""))
        #expect(journal[3].hasPrefix("{\"seq\":3,\"sum\":\""))
        #expect(journal[3].contains("\"change\":{\"accounts\":{\"at\":[{\"i\":0,"))
        #expect(try Data(contentsOf: url).count - afterOne == journal[2].utf8.count + journal[3].utf8.count + 2)
        #expect(try store().wallet == first.wallet)
        var info = stat()
        #expect(stat(url.path + ".key", &info) == 0 && info.st_mode & 0o777 == 0o600)
    }

    @Test func aTornLastLine_isDropped_andTheNextChangeReplacesIt() throws {
        let first = try store()
        try credit(first, 10, note: "a")
        let kept = first.wallet
        // A crash mid-append: "b" reached the journal only in part, and never the anchor.
        let anchor = try Data(contentsOf: url.appendingPathExtension("anchor"))
        try credit(first, 20, note: "b")
        let bytes = try Data(contentsOf: url)
        try bytes.prefix(bytes.count - 40).write(to: url)
        try anchor.write(to: url.appendingPathExtension("anchor"))

        let second = try store()
        #expect(second.wallet == kept)
        try credit(second, 5, note: "c")
        let third = try store()
        #expect(third.wallet == second.wallet)
        #expect(try lines().count == 4)
    }

    @Test func aLineEditedByHand_isRefused_byItsChecksumOrItsSeal() throws {
        let first = try store()
        for note in ["a", "b", "c"] { try credit(first, 10, note: note) }
        var journal = try lines()
        let original = try Data(contentsOf: url)
        journal[2] = journal[2].replacingOccurrences(of: "\"note\":\"b\"", with: "\"note\":\"B\"")
        try write(journal)
        #expect(loadError() == "\(url.path): line 3: damaged: its checksum does not match")

        journal = String(decoding: original, as: UTF8.self).components(separatedBy: "\n")
        journal[2] = try reChecksummed(journal[2]) {
            $0.replacingOccurrences(of: "\"note\":\"b\"", with: "\"note\":\"B\"")
        }
        try write(journal)
        #expect(
            loadError()
                == "\(url.path): line 3: its seal does not match (edited by hand, or not sealed with "
                + "state.json.key); not trusted, left as it is"
        )
    }

    @Test func aRemovedOrMovedLine_isRefused() throws {
        let first = try store()
        for note in ["a", "b", "c"] { try credit(first, 10, note: note) }
        let journal = try lines()
        try write([journal[0], journal[1], journal[3], ""])
        #expect(
            loadError() == "\(url.path): line 3: sequence 3 where 2 was expected: a line was removed, repeated or moved"
        )
        try write([journal[0], journal[2], journal[1], journal[3], ""])
        #expect(
            loadError() == "\(url.path): line 2: sequence 2 where 1 was expected: a line was removed, repeated or moved"
        )
    }

    @Test func aMissingKey_withAJournal_isRefused() throws {
        try credit(try store(), 10, note: "a")
        try FileManager.default.removeItem(atPath: url.path + ".key")
        #expect(
            loadError()
                == "\(url.path): line 1: its key file state.json.key is missing, so the journal cannot be checked; "
                + "not trusted, left as it is"
        )
    }

    @Test func compaction_foldsTheJournalIntoASealedSnapshot() throws {
        let first = try store(JournalCompaction(maxLines: 3, minBytes: 1 << 30))
        for step in 0..<7 { try credit(first, 1, note: "n\(step)") }
        #expect(FileManager.default.fileExists(atPath: url.path + ".snapshot"))
        #expect(try lines().count <= 4)
        #expect(try store().wallet == first.wallet)

        let snapshot = URL(fileURLWithPath: url.path + ".snapshot")
        let text = try String(contentsOf: snapshot, encoding: .utf8)
        let edited = try reChecksummed(String(text.dropLast())) {
            $0.replacingOccurrences(of: "\"note\":\"n0\"", with: "\"note\":\"N0\"")
        }
        try Data((edited + "\n").utf8).write(to: snapshot)
        #expect(
            loadError()
                == "\(snapshot.path): line 1: its seal does not match (edited by hand, or not sealed with "
                + "state.json.key); not trusted, left as it is"
        )
    }

    /// A compaction is: (1) snapshot to a temporary file, renamed into place; (2) new journal likewise.
    /// A crash before (1)'s rename, between (1) and (2), or after (2) loses nothing.
    @Test func aCompactionStoppedAtAnyStep_losesNothing() throws {
        let first = try store()
        for note in ["a", "b", "c"] { try credit(first, 10, note: note) }
        let expected = first.wallet
        let file = FileJournal(url: url)
        _ = try file.load(seed: mockData.wallet)
        let position = try #require(file.position)
        let key = try #require(try JournalSeal.read(file.keyURL))
        let state = SavedState(dataFingerprint: "fp", wallet: expected)

        // Crash during (1): only a half-written temporary snapshot.
        let temporary = url.deletingLastPathComponent().appendingPathComponent(
            ".state.json.snapshot.swippy-4194305.tmp")
        try Data("{\"seq\":3,\"su".utf8).write(to: temporary)
        #expect(try store().wallet == expected)
        #expect(!FileManager.default.fileExists(atPath: temporary.path))

        // Crash between (1) and (2): the snapshot is new, the journal old; then life goes on.
        _ = try file.writeSnapshot(state, key: key, seq: position.seq, chain: position.seal)
        let resumed = try store()
        #expect(resumed.wallet == expected)
        try credit(resumed, 5, note: "d")
        #expect(try store().wallet == resumed.wallet)

        // (2) done: the journal starts from the snapshot.
        let again = FileJournal(url: url)
        let loaded = try #require(try again.load(seed: mockData.wallet))
        let at = try #require(again.position)
        _ = try again.compact(loaded, key: key, seq: at.seq, chain: at.seal)
        #expect(try lines().count == 2)
        #expect(try store().wallet == resumed.wallet)
    }

    @Test func anOldFormatStateFile_isLoadedOnce_andMigratedOnTheNextSave() throws {
        var old = mockData.wallet
        old.accounts[0].balance = 1_234
        try JSONEncoder.swippy().encode(SavedState(dataFingerprint: "fp", wallet: old)).write(to: url)
        let first = try store()
        #expect(first.wallet == old)
        #expect(!FileManager.default.fileExists(atPath: url.path + ".key"))
        try credit(first, 10, note: "a")
        // The migrating save is change 1: its anchor then never reads as a new state's (sequence 0).
        #expect(try lines()[0].hasPrefix("{\"seq\":1,"))
        #expect(FileManager.default.fileExists(atPath: url.path + ".snapshot"))
        let journal = try Data(contentsOf: url)
        try FileManager.default.removeItem(at: url)
        #expect(throws: DataFileError.self) { try store() }
        try journal.write(to: url)
        let second = try store()
        #expect(second.wallet == first.wallet)
        #expect(second.wallet.accounts[0].balance == 1_244)
        try credit(second, 1, note: "b")
        #expect(try store().wallet == second.wallet)
    }

    @Test func anOldFormatFile_besideAJournalKey_isRefused() throws {
        try credit(try store(), 10, note: "a")
        try JSONEncoder.swippy().encode(SavedState(dataFingerprint: "fp", wallet: mockData.wallet)).write(to: url)
        #expect(
            loadError()
                == "\(url.path): an old-format state beside the journal key state.json.key: replaced or edited by "
                + "hand, not trusted"
        )
    }

    @Test func aSnapshotWithoutItsJournal_isRefused() throws {
        let first = try store(JournalCompaction(maxLines: 1, minBytes: 1 << 30))
        try credit(first, 1, note: "a")
        try credit(first, 1, note: "b")
        try FileManager.default.removeItem(at: url)
        #expect(loadError() == "\(url.path).snapshot: its journal state.json is missing")
    }
}
