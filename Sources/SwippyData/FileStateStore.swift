import Foundation

/// Keeps state in a JSON file, replaced atomically (temporary file, fsync, rename) with mode 0600;
/// see `AtomicFile` for how the temporary file is made safe. Processes sharing the file take turns
/// through `withExclusiveLock` (see `StateFileLock`) and catch up through `loadIfChanged`.
public final class FileStateStore: StateStore {
    /// The state file.
    public let url: URL
    private let onWait: () -> Void
    /// The file as this store last loaded or saved it; nil when there was none.
    private var lastSeen: FileIdentity?

    /// A store at `url`; the directory is created on first save. `onWait` is called once when a change
    /// has waited about a second for another process's lock (the waiting goes on).
    public init(url: URL, onWait: @escaping () -> Void = {}) {
        self.url = url
        self.onWait = onWait
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
        // Taken before reading: a save that lands in between is then seen as a change, never missed.
        lastSeen = FileIdentity.of(url.path)
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
        lastSeen = FileIdentity.of(url.path)
    }

    /// Runs `body` holding `flock(LOCK_EX)` on `<state>.lock`, waiting while another process holds it.
    public func withExclusiveLock<T>(_ body: () throws -> T) throws -> T {
        let descriptor = try StateFileLock.acquire(for: url, onWait: onWait)
        defer { StateFileLock.release(descriptor) }
        return try body()
    }

    /// The saved state when the file is not the one this store last loaded or saved, else nil.
    public func loadIfChanged() throws(DataFileError) -> SavedState? {
        guard let current = FileIdentity.of(url.path), current != lastSeen else { return nil }
        return try load()
    }

    public func reset() throws(DataFileError) {
        guard FileManager.default.fileExists(atPath: url.path) else { return }
        do {
            try FileManager.default.removeItem(at: url)
        } catch {
            throw .unwritable(file: url.path, reason: "cannot remove: \((error as NSError).localizedDescription)")
        }
        lastSeen = nil
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
