import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the state file holds: the user's wallet and which data file it grew from.
public struct SavedState: Codable, Equatable, Sendable {
    /// File format version.
    public var version: Int
    /// SHA-256 of the MockData file the wallet was seeded from.
    public var dataFingerprint: String
    /// The wallet as the user left it.
    public var wallet: WalletState

    enum CodingKeys: String, CodingKey {
        case version, wallet
        case dataFingerprint = "data_fingerprint"
    }

    /// A saved state.
    public init(version: Int = 1, dataFingerprint: String, wallet: WalletState) {
        self.version = version
        self.dataFingerprint = dataFingerprint
        self.wallet = wallet
    }
}

/// Where user changes are kept between runs. Modules never see it: they get repositories.
public protocol StateStore: AnyObject {
    /// The saved state, or nil when nothing was saved yet.
    func load() throws(DataFileError) -> SavedState?
    /// Replaces the saved state whole.
    func save(_ state: SavedState) throws(DataFileError)
    /// Discards the saved state.
    func reset() throws(DataFileError)
}

/// Keeps state in memory only: for `--ephemeral` and for tests.
public final class MemoryStateStore: StateStore {
    /// The last state saved.
    public private(set) var saved: SavedState?
    /// How many times `save` was called.
    public private(set) var saveCount = 0
    /// When set, `save` throws it (to test failure handling).
    public var failure: DataFileError?

    /// A store holding `saved`.
    public init(saved: SavedState? = nil) {
        self.saved = saved
    }

    public func load() throws(DataFileError) -> SavedState? { saved }

    public func save(_ state: SavedState) throws(DataFileError) {
        if let failure { throw failure }
        saved = state
        saveCount += 1
    }

    public func reset() throws(DataFileError) { saved = nil }
}

/// Keeps state in a JSON file, replaced atomically (temporary file, fsync, rename) with mode 0600.
public final class FileStateStore: StateStore {
    /// The state file.
    public let url: URL

    /// A store at `url`; the directory is created on first save.
    public init(url: URL) {
        self.url = url
    }

    /// `$XDG_STATE_HOME/swippy/state.json`, else `~/.local/state/swippy/state.json`.
    public static func defaultURL(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            return URL(fileURLWithPath: state).appendingPathComponent("swippy/state.json")
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return URL(fileURLWithPath: home).appendingPathComponent(".local/state/swippy/state.json")
    }

    public func load() throws(DataFileError) -> SavedState? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        let bytes = try FileReading.contents(of: url)
        let state = try JSONFile.decode(SavedState.self, from: bytes, file: url.path)
        guard state.version == 1 else {
            throw .malformed(file: url.path, location: "version", reason: "unsupported version \(state.version)")
        }
        return state
    }

    public func save(_ state: SavedState) throws(DataFileError) {
        let bytes: Data
        do {
            bytes = try JSONEncoder.swippy().encode(state)
        } catch {
            throw .unwritable(file: url.path, reason: "cannot encode state")
        }
        try AtomicFile.write(bytes, to: url)
    }

    public func reset() throws(DataFileError) {
        guard FileManager.default.fileExists(atPath: url.path) else { return }
        do {
            try FileManager.default.removeItem(at: url)
        } catch {
            throw .unwritable(file: url.path, reason: "cannot remove: \((error as NSError).localizedDescription)")
        }
    }

    /// Checks up front that the directory can be created and written, so a read-only location
    /// fails at start rather than after the user's first change.
    public func checkWritable() throws(DataFileError) {
        let directory = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw .unwritable(file: url.path, reason: "cannot create \(directory.path)")
        }
        guard access(directory.path, W_OK) == 0 else {
            throw .unwritable(file: url.path, reason: "\(directory.path) is not writable")
        }
    }
}

/// Writes a file so that a crash at any moment leaves either the old or the new contents whole.
public enum AtomicFile {
    /// Writes `bytes` to a temporary file beside `url` (mode 0600), fsyncs it, renames it over `url`
    /// and fsyncs the directory.
    public static func write(_ bytes: Data, to url: URL) throws(DataFileError) {
        let directory = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw .unwritable(file: url.path, reason: "cannot create \(directory.path)")
        }
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        guard descriptor >= 0 else { throw .unwritable(file: url.path, reason: errnoText()) }
        let written = bytes.withUnsafeBytes { buffer -> Bool in
            var offset = 0
            while offset < buffer.count {
                guard let base = buffer.baseAddress else { return false }
                let count = Glibc.write(descriptor, base + offset, buffer.count - offset)
                if count < 0 { return false }
                offset += count
            }
            return true
        }
        let synced = fsync(descriptor) == 0
        close(descriptor)
        guard written, synced, rename(temporary.path, url.path) == 0 else {
            let reason = errnoText()
            unlink(temporary.path)
            throw .unwritable(file: url.path, reason: reason)
        }
        let directoryDescriptor = open(directory.path, O_RDONLY)
        if directoryDescriptor >= 0 {
            fsync(directoryDescriptor)
            close(directoryDescriptor)
        }
    }

    private static func errnoText() -> String {
        String(cString: strerror(errno))
    }
}
