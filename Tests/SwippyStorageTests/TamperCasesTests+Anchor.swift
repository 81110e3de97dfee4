import Foundation
import SwippyCrypto
import SwippyTestSupport
import Testing

@testable import SwippyData
@testable import SwippyStorage

/// Issue 39, item 3: an anchor slot spoiled or blanked without the key. Only a crash mid-write leaves one slot
/// torn, and it leaves that change's line in the journal (fsynced first): that shape opens with every change;
/// a spoiled slot with the journal cut is refused (`everyTamperCase_isRefused` runs more of them).
extension TamperCasesTests {
    /// How a slot of the anchor is spoiled: one byte changed, or blanked as the first slot of a new anchor was.
    enum Spoil: String, CaseIterable, CustomStringConvertible {
        case spoiled, blanked
        var description: String { rawValue }
    }

    /// Spoils the anchor slot holding the newest change in the journal (or the older one): before a cut.
    func spoilSlot(newest: Bool, _ spoil: Spoil) throws {
        let anchorURL = url.appendingPathExtension("anchor")
        var bytes = try Data(contentsOf: anchorURL)
        let last = try #require(try lastFrame())
        let start = ((last.seq + (newest ? 0 : 1)) % 2) * JournalAnchor.slotSize
        if spoil == .spoiled {
            bytes[start + 10] ^= 1
        } else {
            bytes.replaceSubrange(
                start..<(start + JournalAnchor.slotSize - 1),
                with: Data(repeating: 32, count: JournalAnchor.slotSize - 1))
        }
        try bytes.write(to: anchorURL)
    }

    /// Where the line ending at `end` (its newline the byte before) starts.
    static func endOfLine(before end: Int, in bytes: Data) throws -> Int {
        try #require(bytes.prefix(end).dropLast().lastIndex(of: UInt8(ascii: "\n"))) + 1
    }

    @Test(arguments: Spoil.allCases)
    func aCutJournalWithItsNewestAnchorSlotSpoiled_isRefusedInOneLine(spoil: Spoil) throws {
        let first = try store()
        try deposit(first, 10, note: "a")
        try deposit(first, 20, note: "b")
        try spoilSlot(newest: true, spoil)
        try cutLastLine()
        let line = try #require(refusal())
        let reason =
            "state.json.anchor: a slot is damaged or blank, and the journal ends at change 1, where a crash leaves "
            + "change 2; not trusted, left as it is"
        #expect(line == "\(directory.path)/\(reason)")
        #expect(reason.count <= 160)
    }

    /// The shape a crash mid-write of the anchor leaves (its line fsynced first): the state opens with every
    /// change, and the next save makes the anchor whole again, so a cut is then refused.
    @Test(arguments: Spoil.allCases)
    func aTornNewestAnchorSlot_withItsLine_opensWithEveryChange_andTheNextSaveMendsIt(spoil: Spoil) throws {
        let first = try store()
        try deposit(first, 10, note: "a")
        try deposit(first, 20, note: "b")
        try spoilSlot(newest: true, spoil)
        let reopened = try store()
        #expect(reopened.wallet == first.wallet)
        try deposit(reopened, 30, note: "c")
        #expect(try store().wallet == reopened.wallet)
        let key = try #require(try JournalSeal.read(url.appendingPathExtension("key")))
        let anchor = try JournalAnchor.bytes(url.appendingPathExtension("anchor"))
        guard case .committed(3, _) = JournalAnchor.reading(anchor, key: key) else {
            Issue.record("the anchor is not whole at change 3: \(JournalAnchor.reading(anchor, key: key))")
            return
        }
        try spoilSlot(newest: true, spoil)
        try cutLastLine()
        #expect(refusal() != nil)
    }

    /// An earlier Swippy left one slot blank after a compaction or a failed save, in slots without `"v"`: such an
    /// anchor still opens (refusing it would need `--reset` after an upgrade), and the next save writes it over in
    /// this form, both slots whole.
    @Test func anEarlierSwippysAnchor_withOneSlotBlank_opens_andTheNextSaveWritesItAnew() throws {
        let first = try store()
        try deposit(first, 10, note: "a")
        try deposit(first, 20, note: "b")
        let key = try #require(try JournalSeal.read(url.appendingPathExtension("key")))
        let last = try #require(try lastFrame())
        let mac = HMAC.sha256(key: key, message: Array("anchor\n\(last.seq)\n".utf8) + last.seal)
        let text = "{\"seq\":\(last.seq),\"seal\":\"\(Hex.string(last.seal))\",\"mac\":\"\(Hex.string(mac))\"}"
        var slot = Array(text.utf8)
        slot += [UInt8](repeating: 32, count: JournalAnchor.slotSize - 1 - slot.count) + [10]
        let blank = [UInt8](repeating: 32, count: JournalAnchor.slotSize - 1) + [10]
        try Data(last.seq % 2 == 0 ? slot + blank : blank + slot).write(to: url.appendingPathExtension("anchor"))
        let reopened = try store()
        #expect(reopened.wallet == first.wallet)
        try deposit(reopened, 30, note: "c")
        let anchor = try #require(try JournalAnchor.bytes(url.appendingPathExtension("anchor")))
        let newest = try #require(try lastFrame())
        #expect(JournalAnchor.reading(anchor, key: key) == .committed(seq: 3, seal: newest.seal))
        #expect(String(decoding: anchor, as: UTF8.self).components(separatedBy: "{\"v\":2,").count == 3)
        try spoilSlot(newest: true, .blanked)
        try cutLastLine()
        #expect(refusal() != nil)
    }

    /// The journal's last line.
    func lastFrame() throws -> JournalFrame? {
        let journal = try Data(contentsOf: url)
        let line = Array(journal[try Self.endOfLine(before: journal.count, in: journal)...].dropLast())
        return JournalFrame.parse(line[...])
    }

    /// Cuts the journal's last line off.
    func cutLastLine() throws {
        let journal = try Data(contentsOf: url)
        try journal.prefix(try Self.endOfLine(before: journal.count, in: journal)).write(to: url)
    }
}
