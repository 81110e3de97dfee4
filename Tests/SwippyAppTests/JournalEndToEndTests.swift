import Foundation
import SwippyCrypto
import SwippyData
import SwippyTestSupport
import Testing

@testable import SwippyData
@testable import SwippyStorage

/// The real binary on a sealed journal: a state edited by hand (a line changed, removed or moved, the
/// snapshot changed, the key gone) is refused with exit 65 and one line naming the file and the line, and
/// its bytes are left as they were; an old-format state file is migrated; --reset removes every file.
@Suite("Finding 6, end to end: the sealed state journal")
struct JournalEndToEndTests {
    static let transfer = TraceEndToEndTests.transferInput

    let folder: URL
    let state: URL

    init() throws {
        folder = try SwippyProcess.temporaryDirectory()
        state = folder.appendingPathComponent("state.json")
    }

    private func run(_ input: String = "q\n", _ extra: [String] = []) throws -> SwippyProcess.Output {
        try SwippyProcess.run(["--data", SwippyProcess.mockData.path, "--state", state.path] + extra, input: input)
    }

    /// Two transfer sessions: a journal with a header and several change lines.
    private func journalLines() throws -> [String] {
        for _ in 0..<2 { #expect(try run(Self.transfer).status == 0) }
        let lines = try String(contentsOf: state, encoding: .utf8).components(separatedBy: "\n")
        #expect(lines.count >= 5)
        return lines
    }

    private func write(_ lines: [String]) throws {
        try Data(lines.joined(separator: "\n").utf8).write(to: state)
    }

    /// Runs swippy on the tampered files: exit 65, exactly `message` and the way out on stderr, nothing written.
    private func expectRefused(_ message: String, files: [URL]? = nil) throws {
        let watched = files ?? [state]
        let before = try watched.map { try Data(contentsOf: $0) }
        let output = try run(Self.transfer)
        #expect(output.status == 65)
        #expect(
            output.stderr
                == "swippy: \(message)\nTo go on, restore the state files from a backup, or run again with --reset to "
                + "start over from MockData (this discards the saved changes).\n")
        #expect(!output.stdout.contains("Sent"))
        #expect(try watched.map { try Data(contentsOf: $0) } == before)
    }

    private static func reChecksummed(_ line: String, _ edit: (String) -> String) throws -> String {
        let frame = try #require(JournalFrame.parse(Array(line.utf8)[...]))
        let payload = edit(String(decoding: frame.payload, as: UTF8.self))
        let sum = String(
            JournalFrame.checksum(seq: frame.seq, name: frame.name, payload: Array(payload.utf8)[...]), radix: 16)
        return "{\"seq\":\(frame.seq),\"sum\":\"\(String(repeating: "0", count: 8 - sum.count) + sum)\","
            + "\"seal\":\"\(Hex.string(frame.seal))\",\"\(frame.name)\":\(payload)}"
    }

    @Test func aLineEditedByHand_isRefused() throws {
        var lines = try journalLines()
        let index = try #require(lines.firstIndex { $0.contains("\"amount\":500,") })
        lines[index] = try Self.reChecksummed(lines[index]) {
            $0.replacingOccurrences(of: "\"amount\":500,", with: "\"amount\":5,")
        }
        try write(lines)
        try expectRefused(
            "\(state.path): line \(index + 1): its seal does not match (edited by hand, or not sealed with "
                + "state.json.key); not trusted, left as it is"
        )
    }

    @Test func aLineEditedWithoutCare_isRefusedAsDamaged() throws {
        var lines = try journalLines()
        let index = try #require(lines.firstIndex { $0.contains("\"amount\":500,") })
        lines[index] = lines[index].replacingOccurrences(of: "\"amount\":500,", with: "\"amount\":5,")
        try write(lines)
        try expectRefused("\(state.path): line \(index + 1): damaged: its checksum does not match")
    }

    @Test func aRemovedMiddleLine_isRefused() throws {
        var lines = try journalLines()
        lines.remove(at: 2)
        try write(lines)
        try expectRefused(
            "\(state.path): line 3: sequence 3 where 2 was expected: a line was removed, repeated or moved")
    }

    @Test func reorderedLines_areRefused() throws {
        var lines = try journalLines()
        lines.swapAt(1, 2)
        try write(lines)
        try expectRefused(
            "\(state.path): line 2: sequence 2 where 1 was expected: a line was removed, repeated or moved")
    }

    @Test func aMissingKey_isRefused() throws {
        _ = try journalLines()
        try FileManager.default.removeItem(atPath: state.path + ".key")
        try expectRefused(
            "\(state.path): line 1: its key file state.json.key is missing, so the journal cannot be checked; not "
                + "trusted, left as it is"
        )
    }

    @Test func anOldFormatStateFile_isMigrated_thenAnEditedSnapshotIsRefused() throws {
        let loaded = try MockDataLoader.load(from: SwippyProcess.mockData)
        var wallet = loaded.data.wallet
        let index = try #require(wallet.accounts.firstIndex { $0.id == "acc-asha-savings" })
        wallet.accounts[index].balance = 1_000
        try JSONEncoder.swippy().encode(SavedState(dataFingerprint: loaded.fingerprint, wallet: wallet)).write(
            to: state)

        let first = try run(Self.transfer)
        #expect(first.status == 0)
        #expect(first.stdout.contains("Sent ₹500.00 to Priya Sharma."))
        #expect(try String(contentsOf: state, encoding: .utf8).hasPrefix("{\"seq\":1,"))
        let saved = try #require(try FileJournal(url: state).load(seed: loaded.data.wallet)).wallet
        #expect(saved.accounts[index].balance == 500)

        let snapshot = URL(fileURLWithPath: state.path + ".snapshot")
        let text = try String(contentsOf: snapshot, encoding: .utf8)
        let edited = try Self.reChecksummed(String(text.dropLast())) {
            $0.replacingOccurrences(of: "\"balance\":1000,", with: "\"balance\":1000000,")
        }
        #expect(edited != String(text.dropLast()))
        try Data((edited + "\n").utf8).write(to: snapshot)
        try expectRefused(
            "\(snapshot.path): line 1: its seal does not match (edited by hand, or not sealed with state.json.key); "
                + "not trusted, left as it is",
            files: [state, snapshot])
    }

    @Test func reset_removesTheJournalSnapshotKeyAndLock() throws {
        _ = try journalLines()
        #expect(FileManager.default.fileExists(atPath: state.path + ".lock"))
        #expect(FileManager.default.fileExists(atPath: state.path + ".key"))
        let output = try run("q\n", ["--reset"])
        #expect(output.status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
}
