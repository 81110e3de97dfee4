import Foundation

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
