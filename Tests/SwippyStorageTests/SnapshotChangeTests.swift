import Foundation
import SwippyTestSupport
import Testing

@testable import SwippyData
@testable import SwippyStorage

/// A compaction's snapshot holds the change from MockData, not the whole wallet: MockData's own rows are not
/// written again, a store that reads it (this one, another process's, the next start) applies the change to
/// the MockData wallet, and a snapshot made over other data, or one of the older whole-wallet form, is
/// refused or read as before.
@Suite("Snapshots as the change from MockData")
struct SnapshotChangeTests {
    let mockData: MockData
    let url: URL

    init() throws {
        mockData = try Fixture.mockData()
        url = try Fixture.temporaryDirectory().appendingPathComponent("state.json")
    }

    private func store(
        _ compaction: JournalCompaction = .standard, data: MockData? = nil, fingerprint: String = "fp"
    ) throws -> WalletStore {
        try WalletStore(
            mockData: data ?? mockData, fingerprint: fingerprint,
            persistence: FileJournal(url: url, compaction: compaction), stateFile: url.path)
    }

    private func credit(_ store: WalletStore, _ note: String) throws {
        try store.update { $0.deposit(1, id: "T-\(note)", reference: "R-\(note)", note: note) }
    }

    /// The snapshot's payload as a JSON object.
    private func snapshotPayload() throws -> [String: Any] {
        let line = try Data(contentsOf: URL(fileURLWithPath: url.path + ".snapshot"))
        let frame = try #require(JournalFrame.parse(Array(line.dropLast())[...]))
        return try #require(try JSONSerialization.jsonObject(with: Data(frame.payload)) as? [String: Any])
    }

    private func loadError(data: MockData? = nil, fingerprint: String = "fp") -> String? {
        do {
            _ = try store(data: data, fingerprint: fingerprint)
            return nil
        } catch {
            return (error as? DataFileError)?.description ?? "\(error)"
        }
    }

    @Test func aCompaction_writesTheChangeFromMockData_withoutMockDatasRows() throws {
        let first = try store(JournalCompaction(maxLines: 3, minBytes: 1 << 30))
        for step in 0..<7 { try credit(first, "n\(step)") }
        let payload = try snapshotPayload()
        #expect(payload["wallet"] == nil)
        let change = try #require(payload["change"] as? [String: Any])
        let transactions = try #require(change["transactions"] as? [String: Any])
        #expect(transactions["count"] as? Int == mockData.wallet.transactions.count)
        let appended = try #require(transactions["append"] as? [[String: Any]])
        // The seven credits, less those still in the journal after the snapshot.
        #expect((1...7).contains(appended.count))
        #expect(appended.allSatisfy { ($0["id"] as? String)?.hasPrefix("T-n") == true })

        let again = try store()
        #expect(again.wallet == first.wallet)
        #expect(again.wallet.transactions.count == mockData.wallet.transactions.count + 7)
    }

    @Test func anotherStore_readsTheChangeSnapshot_ontoItsOwnWallet() throws {
        let compaction = JournalCompaction(maxLines: 3, minBytes: 1 << 30)
        let first = try store(compaction)
        let second = try store(compaction)
        try credit(second, "s0")
        // The first store compacts, replacing the journal the second had read; the second's next change reads
        // the new snapshot onto its own wallet turned back into MockData's.
        for step in 0..<7 { try credit(first, "n\(step)") }
        #expect(try snapshotPayload()["change"] != nil)
        try credit(second, "s1")
        #expect(second.wallet.transactions.count == mockData.wallet.transactions.count + 9)
        #expect(second.wallet.transactions.suffix(9).map(\.id) == ["T-s0"] + (0..<7).map { "T-n\($0)" } + ["T-s1"])
        #expect(try store().wallet == second.wallet)
    }

    /// File systems hand a freed inode number to the next new file: a compaction's journal may carry the one
    /// the journal before it had. The header's seal still tells them apart.
    @Test func aJournalGivenTheInodeNumberOfTheOneItReplaced_isStillToldApart() throws {
        let compaction = JournalCompaction(maxLines: 3, minBytes: 1 << 30)
        let first = try store(compaction)
        let journal = FileJournal(url: url, compaction: compaction)
        let second = try WalletStore(mockData: mockData, fingerprint: "fp", persistence: journal, stateFile: url.path)
        try credit(second, "s0")
        for step in 0..<7 { try credit(first, "n\(step)") }
        let now = try #require(JournalFile.identity(url))
        journal.position?.device = now.device
        journal.position?.inode = now.inode
        try credit(second, "s1")
        #expect(second.wallet.transactions.suffix(9).map(\.id) == ["T-s0"] + (0..<7).map { "T-n\($0)" } + ["T-s1"])
        #expect(try store().wallet == second.wallet)
    }

    @Test func aStoreThatReadAnOldFormatFile_readsTheSnapshotAnotherStoreMigratedItInto() throws {
        var old = mockData.wallet
        old.accounts[0].balance += 7
        old.deposit(2, id: "T-old", reference: "R-old", note: "old")
        try JSONEncoder.swippy().encode(SavedState(dataFingerprint: "fp", wallet: old)).write(to: url)
        let first = try store()
        let second = try store()
        #expect(second.wallet == old)
        // The first store's change migrates the file: a snapshot (the change from MockData) and a journal. The
        // second, whose wallet is the old file's, reads that snapshot onto MockData's wallet, not onto its own.
        try credit(first, "a")
        #expect(try snapshotPayload()["change"] != nil)
        try credit(second, "b")
        #expect(second.wallet.transactions.suffix(3).map(\.id) == ["T-old", "T-a", "T-b"])
        #expect(second.wallet.accounts[0].balance == mockData.wallet.accounts[0].balance + 7 + 2 + 1 + 1)
        #expect(try store().wallet == second.wallet)
    }

    @Test func aChangeSnapshot_overOtherMockData_isRefused() throws {
        let first = try store(JournalCompaction(maxLines: 3, minBytes: 1 << 30))
        for step in 0..<7 { try credit(first, "n\(step)") }
        var other = mockData
        other.wallet.transactions.removeLast()
        let count = mockData.wallet.transactions.count
        #expect(
            loadError(data: other)
                == "\(url.path).snapshot: line 1: does not fit this MockData (transactions: expected \(count) entries, "
                + "found \(count - 1)): made over another data file; not trusted")
    }

    /// MockData edited under a saved state: its lines, or its snapshot, no longer fit the new MockData, and
    /// what is said is that the state was saved for another data file, as when they happen to fit.
    @Test(arguments: [false, true])
    func aStateSavedOverOtherMockData_isNamedSo_whereverItStopsFitting(compacted: Bool) throws {
        let first = try store(JournalCompaction(maxLines: compacted ? 3 : 100, minBytes: 1 << 30))
        for step in 0..<7 { try credit(first, "n\(step)") }
        #expect(FileManager.default.fileExists(atPath: url.path + ".snapshot") == compacted)
        var other = mockData
        other.wallet.transactions.removeLast()
        #expect(
            loadError(data: other, fingerprint: "fp-other")
                == "\(url.path): data_fingerprint: saved for a different MockData file; run with --reset to discard it "
                + "or --state to use another file")
    }

    @Test func aSnapshotHoldingTheWholeWallet_isStillRead() throws {
        var wallet = mockData.wallet
        wallet.accounts[0].balance += 5
        // A store that never loaded the MockData wallet writes the whole wallet, as every store once did.
        try FileJournal(url: url).saveWhole(SavedState(dataFingerprint: "fp", wallet: wallet))
        #expect(try snapshotPayload()["wallet"] != nil)
        #expect(try snapshotPayload()["change"] == nil)
        let loaded = try store()
        #expect(loaded.wallet == wallet)
        try credit(loaded, "a")
        #expect(try store().wallet == loaded.wallet)
    }

    @Test func rewinding_turnsAGrownWalletBack_andRefusesOneThatDidNotGrowFromIt() throws {
        var marked = mockData.wallet
        let mark = WalletMark(releasing: &marked)
        var grown = mockData.wallet
        grown.deposit(3, id: "T-x", reference: "R-x", note: "x")
        grown.settings.lastMobile = "9876543210"
        grown.cards[0].title = "Renamed"
        try mark.rewind(&grown)
        #expect(grown == mockData.wallet)

        var other = mockData.wallet
        other.transactions.removeLast()
        #expect(throws: WalletChangeMismatch.self) { try mark.rewind(&other) }
        var edited = mockData.wallet
        edited.transactions.removeFirst()
        edited.transactions.insert(mockData.wallet.transactions[1], at: 0)
        #expect(throws: WalletChangeMismatch.self) { try mark.rewind(&edited) }
    }
}
