import Foundation
import SwippyCrypto
import SwippyData

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The commit anchor, `<state>.anchor`: the sequence number and seal of the last acknowledged change, written
/// (and fsynced) after that change's line was fsynced, so a journal cut short or put back from an older copy
/// cannot agree with it. A seal is a change line's own (a header stands for the line it continues from, whose
/// seal it names as `base_seal`), so a compaction leaves the anchor as it is.
///
/// The file holds two slots of `slotSize` bytes; sequence `n` is written to slot `n % 2`, so a write torn by a
/// crash spoils only its own slot and the other still holds the change before it. Each slot carries an HMAC
/// under the journal's key: a slot edited by hand counts as damaged.
enum JournalAnchor {
    /// What the anchor file says.
    enum Reading: Equatable {
        /// There is no anchor file.
        case missing
        /// Neither slot holds a whole, sealed anchor.
        case damaged
        /// The highest sequence acknowledged, and that change line's seal (empty for sequence 0 over MockData).
        case committed(seq: Int, seal: [UInt8])
    }

    static let slotSize = 192

    /// The anchor file for the state at `url`.
    static func url(for url: URL) -> URL {
        url.deletingLastPathComponent().appendingPathComponent(url.lastPathComponent + ".anchor")
    }

    /// Starts the anchor over at sequence `seq` (a new journal), atomically.
    static func start(_ anchorURL: URL, seq: Int, seal: [UInt8], key: [UInt8]) throws(DataFileError) {
        var bytes = [UInt8](repeating: UInt8(ascii: " "), count: 2 * slotSize)
        let slot = self.slot(seq: seq, seal: seal, key: key)
        let start = (seq % 2) * slotSize
        bytes.replaceSubrange(start..<(start + slotSize), with: slot)
        bytes[slotSize - 1] = UInt8(ascii: "\n")
        bytes[2 * slotSize - 1] = UInt8(ascii: "\n")
        try AtomicFile.write(Data(bytes), to: anchorURL)
    }

    /// Records sequence `seq` with `seal` as acknowledged: writes its slot in place and fsyncs it. When that
    /// fails, a slot written whole is blanked again, so the other slot (the change before) is what the anchor
    /// says, as the journal will once its line is cut off again; when the anchor read back may still name `seq`
    /// (it could not be blanked), the error is `DataFileError.saveOutcomeUnknown`: that line must then stay.
    static func advance(_ anchorURL: URL, seq: Int, seal: [UInt8], key: [UInt8]) throws(DataFileError) {
        let descriptor = open(anchorURL.path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw .unwritable(file: anchorURL.path, reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        let offset = (seq % 2) * slotSize
        let written = write(slot(seq: seq, seal: seal, key: key), at: offset, to: descriptor, path: anchorURL.path)
        guard written, FileEvents.allow(.sync(anchorURL.path)), fsync(descriptor) == 0 else {
            let reason = String(cString: strerror(errno))
            var blank = [UInt8](repeating: UInt8(ascii: " "), count: slotSize)
            blank[slotSize - 1] = UInt8(ascii: "\n")
            _ = write(blank, at: offset, to: descriptor, path: anchorURL.path)
            // Read back: a slot torn by a failed write may still hold every byte that names `seq`.
            let after = Result { () throws(DataFileError) in try bytes(anchorURL) }
            let named = (try? after.get().map { reading($0, key: key) == .committed(seq: seq, seal: seal) }) ?? true
            throw JournalFile.failure(anchorURL.path, reason, saved: named)
        }
    }

    /// Writes `bytes` at `offset` of `descriptor` (the file at `path`); false, with `errno`, when it failed.
    private static func write(_ bytes: [UInt8], at offset: Int, to descriptor: Int32, path: String) -> Bool {
        guard FileEvents.allow(.write(path, offset: offset, bytes: bytes)) else { return false }
        var done = 0
        while done < bytes.count {
            let count = bytes.withUnsafeBytes {
                pwrite(descriptor, $0.baseAddress.map { $0 + done }, bytes.count - done, off_t(offset + done))
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            done += count
        }
        return true
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
        var best: (seq: Int, seal: [UInt8])?
        for start in stride(from: 0, to: min(bytes.count, 2 * slotSize), by: slotSize) {
            let end = min(start + slotSize, bytes.count)
            guard let found = parse(bytes[start..<end], key: key), found.seq % 2 == start / slotSize else {
                continue
            }
            if best.map({ found.seq > $0.seq }) ?? true { best = found }
        }
        guard let best, bytes.count <= 2 * slotSize else { return .damaged }
        return .committed(seq: best.seq, seal: best.seal)
    }

    // MARK: - Private

    private struct Slot: Codable {
        var seq: Int
        var seal: String
        var mac: String
    }

    private static func mac(seq: Int, seal: [UInt8], key: [UInt8]) -> [UInt8] {
        HMAC.sha256(key: key, message: Array("anchor\n\(seq)\n".utf8) + seal)
    }

    private static func slot(seq: Int, seal: [UInt8], key: [UInt8]) -> [UInt8] {
        let code = Hex.string(mac(seq: seq, seal: seal, key: key))
        let text = "{\"seq\":\(seq),\"seal\":\"\(Hex.string(seal))\",\"mac\":\"\(code)\"}"
        var bytes = Array(text.utf8)
        bytes += [UInt8](repeating: UInt8(ascii: " "), count: max(0, slotSize - 1 - bytes.count))
        bytes.append(UInt8(ascii: "\n"))
        return bytes
    }

    private static func parse(_ bytes: ArraySlice<UInt8>, key: [UInt8]) -> (seq: Int, seal: [UInt8])? {
        guard bytes.count == slotSize, bytes.last == UInt8(ascii: "\n"),
            let slot = try? JSONDecoder().decode(Slot.self, from: Data(bytes)), slot.seq >= 0
        else { return nil }
        let seal = Hex.bytes(slot.seal)
        guard Hex.string(seal) == slot.seal, Hex.bytes(slot.mac) == mac(seq: slot.seq, seal: seal, key: key) else {
            return nil
        }
        return (slot.seq, seal)
    }
}
