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

/// Keeps state in a JSON file, replaced atomically (temporary file, fsync, rename) with mode 0600;
/// see `AtomicFile` for how the temporary file is made safe.
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

    /// The saved state, or nil when there is none. Temporary files a killed save left are removed first.
    public func load() throws(DataFileError) -> SavedState? {
        AtomicFile.removeStaleTemporaryFiles(for: url)
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
        try AtomicFile.createDirectories(directory, for: url)
        guard access(directory.path, W_OK) == 0 else {
            throw .unwritable(file: url.path, reason: "\(directory.path) is not writable")
        }
    }
}
