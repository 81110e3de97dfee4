import Foundation
import SwippyCrypto
import SwippyData

/// What ties a state file to the MockData it grew from: `xxh64:` and the 16 hex digits of the file's
/// xxHash64. It only has to tell one data file from another (a state saved for other data is refused);
/// it is not tamper evidence, so a fast non-cryptographic hash serves.
///
/// Older state files hold the SHA-256 hex of the data file. Such a fingerprint still matches: the
/// loader remembers which file each fingerprint came from, and `matches` hashes that file with SHA-256
/// once, when asked; the next save writes the new fingerprint.
public enum DataFingerprint {
    /// The fingerprint of a data file's bytes. A mapped file's pages stay in place after it, for the
    /// check and the decoding that read them next (`JSONFile.decode`).
    public static func of(_ buffer: UnsafeRawBufferPointer) -> String {
        let hash = XXHash64.hash(buffer)
        let hex = String(hash, radix: 16)
        return "xxh64:" + String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// Whether a fingerprint saved in a state file names the data file `current` was computed from.
    public static func matches(saved: String, current: String) -> Bool {
        if saved == current { return true }
        guard isLegacy(saved), let url = Registry.shared.file(for: current),
            let bytes = try? Data(contentsOf: url), of(bytes) == current
        else { return false }
        return SHA256.hex(Array(bytes)) == saved
    }

    /// The fingerprint of `data`.
    static func of(_ data: Data) -> String {
        data.withUnsafeBytes { of($0) }
    }

    /// Remembers that `fingerprint` was computed from the file at `url`.
    static func remember(_ fingerprint: String, file url: URL) {
        Registry.shared.set(url, for: fingerprint)
    }

    /// A fingerprint of the old form: 64 lower-case hex digits.
    static func isLegacy(_ fingerprint: String) -> Bool {
        fingerprint.utf8.count == 64
            && fingerprint.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }

    /// Fingerprints and the files they came from, for the one-time check of an old state file.
    private final class Registry: @unchecked Sendable {
        static let shared = Registry()
        private let lock = NSLock()
        private var files: [String: URL] = [:]

        func set(_ url: URL, for fingerprint: String) {
            lock.withLock { files[fingerprint] = url }
        }

        func file(for fingerprint: String) -> URL? {
            lock.withLock { files[fingerprint] }
        }
    }
}
