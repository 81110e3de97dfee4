import Foundation
import SwippyCrypto
import SwippyData

/// The commit anchor, `<state>.anchor`: the sequence number and seal of the last acknowledged change, written
/// (and fsynced) after that change's line was fsynced, so a journal cut short or put back from an older copy
/// cannot agree with it. A seal is a change line's own (a header stands for the line it continues from, whose
/// seal it names as `base_seal`), so a compaction leaves the anchor as it is.
///
/// The file holds two slots of `slotSize` bytes; sequence `n` is written to slot `n % 2`, so a write torn by a
/// crash spoils only its own slot and the other still holds the change before it. Each slot carries an HMAC
/// under the journal's key: a slot edited by hand counts as damaged. Both slots are always whole but after a
/// crash mid-write, whose shape (`Reading.behind`) is accepted only with the next change's line in the journal.
/// Slots carry `"v":2` (in their HMAC too); an anchor an earlier Swippy wrote, whose one whole slot has no `v`,
/// left the other blank after a compaction or a failed save: it reads as committed, and the next save starts it
/// over in this form, so a forger cannot make a new slot pass for an old one without the key.
enum JournalAnchor {
    /// What the anchor file says.
    enum Reading: Equatable {
        /// There is no anchor file.
        case missing
        /// Neither slot holds a whole, sealed anchor.
        case damaged
        /// The highest sequence acknowledged, and that change line's seal (empty for sequence 0 over MockData).
        case committed(seq: Int, seal: [UInt8])
        /// Only this slot is whole: the other was torn writing change `seq + 1` (or edited), whose line a crash
        /// leaves in the journal.
        case behind(seq: Int, seal: [UInt8])
    }

    static let slotSize = 192

    /// The anchor file for the state at `url`.
    static func url(for url: URL) -> URL {
        url.deletingLastPathComponent().appendingPathComponent(url.lastPathComponent + ".anchor")
    }

    /// Starts the anchor over at sequence `seq` (a new journal), atomically; the other slot holds `seq - 1`.
    static func start(_ anchorURL: URL, seq: Int, seal: [UInt8], key: [UInt8]) throws(DataFileError) {
        let slots = [slot(seq: seq, seal: seal, key: key), slot(seq: seq - 1, seal: [], key: key)]
        try AtomicFile.write(Data((seq % 2 == 0 ? slots : slots.reversed()).joined()), to: anchorURL)
    }

    /// Records sequence `seq` with `seal` as acknowledged: writes its slot in place and fsyncs it (an anchor not
    /// whole is started over instead). When that fails, the slot is written back as it was, so the anchor says
    /// what it said, as the journal will once its line is cut off again; when the anchor read back is not as it
    /// was, the error is `DataFileError.saveOutcomeUnknown`: that line must then stay (a crash's shape).
    static func advance(_ anchorURL: URL, seq: Int, seal: [UInt8], key: [UInt8]) throws(DataFileError) {
        guard let old = try? bytes(anchorURL), case .committed = reading(old, key: key),
            whole(old, key: key).allSatisfy(\.current)
        else {
            return try start(anchorURL, seq: seq, seal: seal, key: key)
        }
        let descriptor = open(anchorURL.path, O_RDWR | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { throw .unwritable(file: anchorURL.path, reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        let offset = (seq % 2) * slotSize
        let written = JournalFile.write(
            slot(seq: seq, seal: seal, key: key), at: offset, to: descriptor, path: anchorURL.path)
        guard written, FileEvents.allow(.sync(anchorURL.path)), fsync(descriptor) == 0 else {
            let reason = String(cString: strerror(errno))
            _ = JournalFile.write(
                Array(old[offset..<(offset + slotSize)]), at: offset, to: descriptor, path: anchorURL.path)
            throw JournalFile.failure(anchorURL.path, reason, saved: (try? bytes(anchorURL)) != old)
        }
    }

    /// The anchor file's bytes, nil when there is none. A reader without the lock takes them before it reads
    /// the journal: the journal it then reads holds at least every change they record (a commit fsyncs its
    /// line before it advances the anchor), so a commit landing in between cannot look like a cut journal.
    static func bytes(_ anchorURL: URL) throws(DataFileError) -> [UInt8]? {
        try JournalFile.read(anchorURL)?.bytes
    }

    /// What the anchor file's `bytes` (nil: no file) say, checked under `key`.
    static func reading(_ bytes: [UInt8]?, key: [UInt8]) -> Reading {
        guard let bytes else { return .missing }
        let whole = whole(bytes, key: key)
        guard let best = whole.max(by: { $0.seq < $1.seq }), bytes.count <= 2 * slotSize else { return .damaged }
        let crashShape = whole.count == 1 && best.current
        return crashShape ? .behind(seq: best.seq, seal: best.seal) : .committed(seq: best.seq, seal: best.seal)
    }

    /// The whole, sealed slots of `bytes`, each in its own place; `current` when written in this form (`"v":2`).
    private static func whole(_ bytes: [UInt8], key: [UInt8]) -> [(seq: Int, seal: [UInt8], current: Bool)] {
        stride(from: 0, to: min(bytes.count, 2 * slotSize), by: slotSize).compactMap { start in
            parse(bytes[start..<min(start + slotSize, bytes.count)], key: key).flatMap {
                $0.seq & 1 == start / slotSize ? $0 : nil
            }
        }
    }

    /// Refuses a journal (at `url`) that ends before the change its anchor records as acknowledged (cut, or put back
    /// from an older copy with its snapshot), or that holds another line at that sequence (at the header's, its
    /// `base_seal` or its own seal). An anchor behind the journal is a crash between a line's fsync and the
    /// anchor's: that line was never acknowledged. An anchor with one slot whole is a crash mid-write only when
    /// the journal holds the change after that slot's (a journal started before anchors is not held to it).
    static func check(
        _ anchor: Reading, journal url: URL, header: JournalHeader, seal headerSeal: [UInt8],
        lines: [JournalReader.Line]
    ) throws(DataFileError) {
        let anchorURL = self.url(for: url)
        let name = anchorURL.lastPathComponent
        switch anchor {
        case .missing:
            guard header.anchored != true else {
                throw .malformed(
                    file: url.path, location: "",
                    reason: "its anchor \(name) is missing, so a cut or older journal cannot be told from it; "
                        + "not trusted, left as it is")
            }
        case .damaged:
            throw .malformed(
                file: anchorURL.path, location: "", reason: "damaged or edited by hand; not trusted, left as it is")
        case .committed(let seq, let seal), .behind(let seq, let seal):
            let last = lines.last?.frame.seq ?? header.baseSeq
            if case .behind = anchor, header.anchored == true, seq == last {
                throw .malformed(
                    file: anchorURL.path, location: "",
                    reason: "a slot is damaged or blank, and the journal ends at change \(seq), where a crash leaves "
                        + "change \(seq + 1); not trusted, left as it is")
            }
            guard seq <= last else {
                let missing = seq - last == 1 ? "change \(seq) is" : "changes \(last + 1) to \(seq) are"
                throw .malformed(
                    file: url.path, location: "",
                    reason: "\(missing) missing: \(name) records them as saved (the journal was cut, "
                        + "or an older copy put back); not trusted, left as it is")
            }
            let matches =
                seq == header.baseSeq
                ? seal == Hex.bytes(header.baseSeal) || seal == headerSeal
                : seq < header.baseSeq || lines.first { $0.frame.seq == seq }?.frame.seal == seal
            guard matches else {
                throw .malformed(
                    file: url.path, location: "",
                    reason: "change \(seq) is not the one \(name) records as saved; not trusted, left as it is")
            }
        }
    }

    // MARK: - Private

    private struct Slot: Codable {
        var v: Int?
        var seq: Int
        var seal: String
        var mac: String
    }

    private static func mac(seq: Int, seal: [UInt8], key: [UInt8], current: Bool = true) -> [UInt8] {
        HMAC.sha256(key: key, message: Array((current ? "anchor2\n\(seq)\n" : "anchor\n\(seq)\n").utf8) + seal)
    }

    private static func slot(seq: Int, seal: [UInt8], key: [UInt8]) -> [UInt8] {
        let code = Hex.string(mac(seq: seq, seal: seal, key: key))
        let text = "{\"v\":2,\"seq\":\(seq),\"seal\":\"\(Hex.string(seal))\",\"mac\":\"\(code)\"}"
        var bytes = Array(text.utf8)
        bytes += [UInt8](repeating: UInt8(ascii: " "), count: max(0, slotSize - 1 - bytes.count))
        bytes.append(UInt8(ascii: "\n"))
        return bytes
    }

    private static func parse(_ bytes: ArraySlice<UInt8>, key: [UInt8]) -> (seq: Int, seal: [UInt8], current: Bool)? {
        guard bytes.count == slotSize, bytes.last == UInt8(ascii: "\n"),
            let slot = try? JSONDecoder().decode(Slot.self, from: Data(bytes)), slot.seq >= -1, slot.v ?? 2 == 2
        else { return nil }
        let seal = Hex.bytes(slot.seal)
        let current = slot.v != nil
        guard Hex.string(seal) == slot.seal,
            Hex.bytes(slot.mac) == mac(seq: slot.seq, seal: seal, key: key, current: current)
        else { return nil }
        return (slot.seq, seal, current)
    }
}
