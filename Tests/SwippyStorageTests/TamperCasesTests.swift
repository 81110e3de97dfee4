import Foundation
import SwippyCrypto
import SwippyTestSupport
import Testing

@testable import SwippyData
@testable import SwippyStorage

/// The tamper cases of issue 26, run against a real state folder: each case changes the files the way an
/// attacker or a restore from backup would, then opens the state again. Every case must be refused with one
/// line; the counts are printed (`swift test --filter TamperCases`).
@Suite("Tamper cases")
struct TamperCasesTests {
    let mockData: MockData
    let directory: URL
    let url: URL

    init() throws {
        mockData = try Fixture.mockData()
        directory = try Fixture.temporaryDirectory()
        url = directory.appendingPathComponent("state.json")
    }

    func store(_ compaction: JournalCompaction = .standard) throws -> WalletStore {
        try WalletStore(
            mockData: mockData, fingerprint: "fp", persistence: FileJournal(url: url, compaction: compaction),
            stateFile: url.path)
    }

    /// A deposit: the first account's balance up by `amount`, and its credit appended.
    func deposit(_ store: WalletStore, _ amount: Decimal, note: String) throws {
        try store.update { $0.deposit(amount, id: "T-\(note)", reference: "R-\(note)", note: note) }
    }

    /// Pays `amount` of the first card's due from the first account: its due and its balance down, both legs
    /// recorded.
    private func payCardDue(_ store: WalletStore, _ amount: Decimal) throws {
        let ledger = Ledger(reference: mockData.reference)
        let source = store.wallet.accounts[0]
        let order = TransferOrder(
            sourceID: source.id, payee: .cardDue(position: 0), amount: amount, note: "", requestID: "pay")
        let date = Date(timeIntervalSince1970: 1_795_305_600)
        let outcome = try store.update {
            ledger.carryOut(order, userID: source.userID, date: date, transferReference: "SWPAY", in: &$0)
        }
        guard case .sent = outcome else {
            Issue.record("the card payment was refused: \(outcome)")
            return
        }
    }

    private func files() throws -> [String: Data] {
        var result: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path)
        where name.hasPrefix("state.json") {
            result[name] = try Data(contentsOf: directory.appendingPathComponent(name))
        }
        return result
    }

    private func restore(_ files: [String: Data]) throws {
        for (name, data) in files { try data.write(to: directory.appendingPathComponent(name)) }
    }

    /// The one-line refusal opening the state gives, or nil when it opened.
    func refusal() -> String? {
        do {
            _ = try store()
            return nil
        } catch {
            return (error as? DataFileError)?.description ?? "\(error)"
        }
    }

    /// Runs `tamper` on a copy of the acknowledged files, records whether opening refused it, and puts the
    /// files back.
    private func attempt(
        _ name: String, _ tamper: () throws -> Void, tally: inout (refused: Int, accepted: [String])
    ) throws {
        let kept = try files()
        try tamper()
        if let line = refusal() {
            #expect(!line.contains("\n"), "\(name): \(line)")
            tally.refused += 1
        } else {
            tally.accepted.append(name)
        }
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path)
        where name.hasPrefix("state.json") {
            try FileManager.default.removeItem(at: directory.appendingPathComponent(name))
        }
        try restore(kept)
        #expect(refusal() == nil)
    }

    @Test func everyTamperCase_isRefused() throws {
        let first = try store()
        try deposit(first, 10, note: "a")
        try deposit(first, 20, note: "b")
        let earlier = try files()
        try deposit(first, 30, note: "c")
        try payCardDue(first, 100)
        let journal = try Data(contentsOf: url)
        let header = (journal.firstIndex(of: UInt8(ascii: "\n")) ?? 0) + 1
        var tally: (refused: Int, accepted: [String]) = (0, [])

        for cut in stride(from: header, to: journal.count, by: 97) {
            try attempt("cut to \(cut) bytes", { try journal.prefix(cut).write(to: url) }, tally: &tally)
        }
        try attempt("cut to the header", { try journal.prefix(header).write(to: url) }, tally: &tally)
        try attempt("final newline removed", { try journal.dropLast().write(to: url) }, tally: &tally)
        try attempt(
            "last line deleted",
            {
                let end = journal.dropLast().lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
                try journal.prefix(end).write(to: url)
            }, tally: &tally)
        try attempt(
            "journal replaced by its earlier copy",
            {
                try earlier["state.json"]?.write(to: url)
            }, tally: &tally)
        try attempt("journal removed", { try FileManager.default.removeItem(at: url) }, tally: &tally)
        try attempt(
            "a balance change dropped, its transaction kept, re-sealed with the key",
            {
                try dropChangeOfLastLine(journal, field: "accounts")
            }, tally: &tally)
        try attempt(
            "a card's due change dropped, its transaction kept, re-sealed with the key",
            {
                try dropChangeOfLastLine(journal, field: "cards")
            }, tally: &tally)
        try attempt(
            "an old-format state in place of the journal, the key removed",
            {
                var wallet = mockData.wallet
                wallet.accounts[0].balance += 1_000_000
                try JSONEncoder.swippy().encode(SavedState(dataFingerprint: "fp", wallet: wallet)).write(to: url)
                try FileManager.default.removeItem(at: url.appendingPathExtension("key"))
            }, tally: &tally)
        try attempt(
            "anchor removed",
            {
                try FileManager.default.removeItem(at: url.appendingPathExtension("anchor"))
            }, tally: &tally)
        // Issue 39, item 3: a keyless rollback. Only a crash mid-write spoils one slot, and it leaves the line.
        let lastLineDeleted = {
            try journal.prefix(try Self.endOfLine(before: journal.count, in: journal)).write(to: url)
        }
        for spoil in Spoil.allCases {
            try attempt(
                "last line deleted, the newest anchor slot \(spoil)",
                {
                    try spoilSlot(newest: true, spoil)
                    try lastLineDeleted()
                }, tally: &tally)
            try attempt(
                "last two lines deleted, the newest anchor slot \(spoil)",
                {
                    let end = try Self.endOfLine(
                        before: try Self.endOfLine(before: journal.count, in: journal), in: journal)
                    try spoilSlot(newest: true, spoil)
                    try journal.prefix(end).write(to: url)
                }, tally: &tally)
            try attempt("the older anchor slot \(spoil)", { try spoilSlot(newest: false, spoil) }, tally: &tally)
            try attempt(
                "journal removed, the newest anchor slot \(spoil)",
                {
                    try spoilSlot(newest: true, spoil)
                    try FileManager.default.removeItem(at: url)
                }, tally: &tally)
        }
        try attempt(
            "last line deleted, the newest anchor slot replaced by the older one",
            {
                try lastLineDeleted()
                var bytes = try Data(contentsOf: url.appendingPathExtension("anchor"))
                let size = JournalAnchor.slotSize
                bytes.replaceSubrange(0..<size, with: bytes[size..<(2 * size)])
                try bytes.write(to: url.appendingPathExtension("anchor"))
            }, tally: &tally)

        print("Tamper cases: \(tally.refused) refused, \(tally.accepted.count) silently accepted \(tally.accepted)")
        #expect(tally.accepted.isEmpty)
        #expect(tally.refused > 10)
    }

    /// Rewrites the journal with its last line's change to `field` (accounts or cards) taken out, its
    /// transactions kept, sealed and anchored again with the key beside it: only the balances' proof from
    /// history can tell.
    private func dropChangeOfLastLine(_ journal: Data, field: String) throws {
        var lines = String(decoding: journal, as: UTF8.self).split(separator: "\n").map(String.init)
        let key = try #require(try JournalSeal.read(url.appendingPathExtension("key")))
        let last = try #require(JournalFrame.parse(Array(lines[lines.count - 1].utf8)[...]))
        let previous = try #require(JournalFrame.parse(Array(lines[lines.count - 2].utf8)[...]))
        var change = try #require(try JSONSerialization.jsonObject(with: Data(last.payload)) as? [String: Any])
        #expect(change.removeValue(forKey: field) != nil)
        #expect(change["transactions"] != nil)
        let payload = [UInt8](try JSONSerialization.data(withJSONObject: change, options: [.sortedKeys]))
        let line = JournalFrame.line(seq: last.seq, name: "change", payload: payload, previous: previous.seal, key: key)
        lines[lines.count - 1] = String(decoding: line.bytes.dropLast(), as: UTF8.self)
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: url)
        try JournalAnchor.advance(url.appendingPathExtension("anchor"), seq: last.seq, seal: line.seal, key: key)
    }

    @Test func aBalanceChangeDropped_andReSealed_isRefusedNamingTheAccount() throws {
        let first = try store()
        try deposit(first, 10, note: "a")
        try deposit(first, 20, note: "b")
        try dropChangeOfLastLine(try Data(contentsOf: url), field: "accounts")
        let line = try #require(refusal())
        #expect(
            line == "\(url.path): wallet.accounts[0].balance: Savings (acc-asha-savings) holds 125010.5 INR, "
                + "but its opening balance and the 2 transactions saved since make 125030.5; not trusted, left as it is"
        )
    }

    @Test func aDueChangeDropped_andReSealed_isRefusedNamingTheCard() throws {
        let first = try store()
        try payCardDue(first, 42.33)
        try dropChangeOfLastLine(try Data(contentsOf: url), field: "cards")
        let line = try #require(refusal())
        #expect(
            line == "\(url.path): wallet.cards[0].due.amount: Card ••3456 (card_1) owes 242.33, but its opening due "
                + "and the 1 card transaction saved since make 200; not trusted, left as it is")
    }

    @Test func anOlderSnapshotWithItsOlderJournal_isRefused() throws {
        let compaction = JournalCompaction(maxLines: 3, minBytes: .max)
        let first = try store(compaction)
        for note in ["a", "b", "c"] { try deposit(first, 10, note: note) }
        let older = try files()
        #expect(older["state.json.snapshot"] != nil)
        for note in ["d", "e", "f"] { try deposit(first, 10, note: note) }
        try restore(older.filter { $0.key != "state.json.anchor" && $0.key != "state.json.key" })
        let line = try #require(refusal())
        #expect(
            line.hasSuffix(
                "state.json: changes 4 to 6 are missing: state.json.anchor records them as saved (the journal was cut, "
                    + "or an older copy put back); not trusted, left as it is"))
    }

    @Test func aCrashBeforeTheAnchor_keepsTheLineThatWasWritten_andAnAnchorAheadIsRefused() throws {
        let first = try store()
        try deposit(first, 10, note: "a")
        let anchor = try Data(contentsOf: url.appendingPathExtension("anchor"))
        try deposit(first, 20, note: "b")
        // The line was fsynced, the anchor not yet written: the line is kept, as it was durable.
        try anchor.write(to: url.appendingPathExtension("anchor"))
        #expect(try store().wallet == first.wallet)
        let line = try #require(
            { () -> String? in
                let journal = try Data(contentsOf: url)
                try journal.prefix((journal.dropLast().lastIndex(of: UInt8(ascii: "\n")) ?? 0) + 1).write(to: url)
                try deposit(try store(), 5, note: "c")
                try journal.prefix((journal.dropLast().lastIndex(of: UInt8(ascii: "\n")) ?? 0) + 1).write(to: url)
                return refusal()
            }())
        #expect(line.contains("change 2 is missing: state.json.anchor records them as saved"))
    }

    @Test func anAnchorEditedByHand_isRefused() throws {
        let first = try store()
        try deposit(first, 10, note: "a")
        let anchorURL = url.appendingPathExtension("anchor")
        var bytes = try Data(contentsOf: anchorURL)
        for index in [7, JournalAnchor.slotSize + 7] {
            bytes[index] = bytes[index] == UInt8(ascii: "1") ? UInt8(ascii: "3") : UInt8(ascii: "1")
        }
        try bytes.write(to: anchorURL)
        let line = try #require(refusal())
        #expect(line.hasSuffix("state.json.anchor: damaged or edited by hand; not trusted, left as it is"))
    }
}
