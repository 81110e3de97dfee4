import Foundation
import SwippyCrypto
import SwippyData

/// The key that seals the journal: 32 random bytes, kept as hex in `<state>.key` beside it, mode 0600,
/// created on the first save with `O_CREAT|O_EXCL|O_NOFOLLOW`. Without the key nobody can make a line whose
/// seal matches, so a line edited, removed or moved by hand is found.
enum JournalSeal {
    /// The key file for the state at `url`.
    static func keyURL(for url: URL) -> URL {
        url.deletingLastPathComponent().appendingPathComponent(url.lastPathComponent + ".key")
    }

    /// The key at `keyURL`, or nil when there is no key file.
    static func read(_ keyURL: URL) throws(DataFileError) -> [UInt8]? {
        let descriptor = open(keyURL.path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT { return nil }
            throw .unreadable(file: keyURL.path, reason: String(cString: strerror(errno)))
        }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: 130)
        let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
        let text = String(decoding: buffer.prefix(max(0, count)), as: UTF8.self).trimmingCharacters(
            in: .whitespacesAndNewlines)
        let key = Hex.bytes(text)
        guard text.count == 64, key.count == 32 else {
            throw .malformed(
                file: keyURL.path, location: "", reason: "not a Swippy journal key (64 hex digits expected)")
        }
        return key
    }

    /// The key at `keyURL`, created when there is none yet.
    static func readOrCreate(_ keyURL: URL) throws(DataFileError) -> [UInt8] {
        if let key = try read(keyURL) { return key }
        try AtomicFile.createDirectories(keyURL.deletingLastPathComponent(), for: keyURL)
        var generator = SystemRandomNumberGenerator()
        let key = (0..<32).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let descriptor =
            FileEvents.allow(.create(keyURL.path))
            ? open(keyURL.path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600) : -1
        guard descriptor >= 0 else {
            throw .unwritable(file: keyURL.path, reason: String(cString: strerror(errno)))
        }
        fchmod(descriptor, 0o600)
        let text = Array((Hex.string(key) + "\n").utf8)
        let written =
            FileEvents.allow(.write(keyURL.path, offset: 0, bytes: text))
            ? text.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) } : -1
        let synced = written == text.count && FileEvents.allow(.sync(keyURL.path)) && fsync(descriptor) == 0
        close(descriptor)
        guard written == text.count, synced else {
            _ = FileEvents.allow(.remove(keyURL.path))
            unlink(keyURL.path)
            throw .unwritable(file: keyURL.path, reason: "cannot write the journal key")
        }
        return key
    }
}
