import Foundation
import SwippyData

/// Keeps state as an append-only journal over MockData (`<state>`, one sealed line per change), a sealed
/// snapshot the journal continues from once it was compacted (`<state>.snapshot`), the sealing key
/// (`<state>.key`, 0600) and the lock (`<state>.lock`). See README.md here, "The journal", and `JournalFrame`.
/// Processes sharing the files take turns through `withExclusiveLock` (see `StateFileLock`) and catch up
/// through `loadIfChanged`, reading only the lines appended since.
public final class FileJournal: WalletJournal {
    /// The journal.
    public let url: URL
    /// The snapshot the journal continues from, once it was compacted.
    public var snapshotURL: URL { sibling(".snapshot") }
    /// The sealing key.
    public var keyURL: URL { JournalSeal.keyURL(for: url) }
    /// The commit anchor: the last acknowledged change (`JournalAnchor`).
    public var anchorURL: URL { JournalAnchor.url(for: url) }
    /// When the journal is folded into a snapshot.
    public let compaction: JournalCompaction
    private let onWait: () -> Void
    private let onNotice: (String) -> Void
    /// Where this store stands in the journal; nil when there is none yet or an old-format file was loaded.
    var position: JournalPosition?
    /// The old-format file this store loaded (its identity), to be migrated on the next save.
    private var legacy: (device: UInt64, inode: UInt64, size: Int)?
    /// The shared lock on `<state>.open` held from `opened()` on, so other processes see the state in use.
    private var presence: Int32?
    /// The MockData wallet the state grows from, as first given to `load(seed:)`, marked (its histories'
    /// counts and boundary entries, the other fields' values): what a snapshot is written as a change from, and
    /// what a wallet is turned back into to read one.
    var seedMark: WalletMark?

    /// A store at `url`; the directory is created on first save. `onWait` is called once when a change
    /// has waited about a second for another process's lock (the waiting goes on); `onNotice` with one line
    /// when opening the state had to make its files private again (`StatePermissions`).
    public init(
        url: URL, compaction: JournalCompaction = .standard, onWait: @escaping () -> Void = {},
        onNotice: @escaping (String) -> Void = { _ in }
    ) {
        self.url = url
        self.compaction = compaction
        self.onWait = onWait
        self.onNotice = onNotice
    }

    /// `$XDG_STATE_HOME/swippy/state.json`, else `~/.local/state/swippy/state.json`.
    public static func defaultURL(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            return URL(fileURLWithPath: state).appendingPathComponent("swippy/state.json")
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return URL(fileURLWithPath: home).appendingPathComponent(".local/state/swippy/state.json")
    }

    /// The saved state: the snapshot (or `seed`) with every journal line replayed; nil when there is none.
    /// Temporary files a killed save left are removed first. Read without the lock; a state refused so is read
    /// again under it, after a `--reset` or save under way (some files removed or replaced, others not yet).
    public func load(seed: WalletState) throws(DataFileError) -> SavedState? {
        do {
            return try read(seed: seed)
        } catch {
            guard case .malformed = error, let descriptor = try? StateFileLock.acquire(for: url, onWait: onWait) else {
                throw error
            }
            defer { StateFileLock.release(descriptor) }
            return try read(seed: seed)
        }
    }

    /// `load(seed:)` without the lock.
    private func read(seed: WalletState) throws(DataFileError) -> SavedState? {
        AtomicFile.removeStaleTemporaryFiles(for: url)
        AtomicFile.removeStaleTemporaryFiles(for: snapshotURL)
        position = nil
        legacy = nil
        markSeed(seed)
        // The anchor before the journal: another process may commit while this one reads, without the lock.
        let anchor = try JournalAnchor.bytes(anchorURL)
        guard let file = try JournalFile.read(url) else {
            try checkNothingCommitted(anchor: anchor)
            return nil
        }
        guard file.bytes.starts(with: Array("{\"seq\":".utf8)) else {
            return try loadLegacy(file.bytes, device: file.device, inode: file.inode)
        }
        return try replayAll(file.bytes, device: file.device, inode: file.inode, seed: seed, anchor: anchor)
    }

    /// Appends `change` as one sealed line and fsyncs it; the first save starts the journal (and migrates an
    /// old-format file into a snapshot). Compacts afterwards when the journal has grown past `compaction`.
    @discardableResult
    public func save(_ change: WalletChange, resulting state: SavedState) throws(DataFileError) -> Int {
        let key = try JournalSeal.readOrCreate(keyURL)
        guard let current = position else {
            if legacy != nil {
                let written = try compact(state, key: key, seq: 1, chain: [])
                legacy = nil
                return written
            }
            guard !FileManager.default.fileExists(atPath: url.path) else {
                throw .unwritable(file: url.path, reason: "another Swippy started this journal; nothing was saved")
            }
            return try startJournal(state.dataFingerprint, key: key, first: change)
        }
        let payload = try encode(change)
        let line = JournalFrame.line(
            seq: current.seq + 1, name: "change", payload: payload, previous: current.seal, key: key)
        try JournalFile.append(line.bytes, to: url, at: current)
        do {
            try JournalAnchor.advance(anchorURL, seq: current.seq + 1, seal: line.seal, key: key)
        } catch {
            // Not acknowledged: the line goes again, so the state on disk is the one before the change, unless
            // the anchor may name it or the journal cannot be cut back: then the next start has it.
            guard case .unwritable(let file, let reason) = error,
                !JournalFile.cut(url, to: current.offset)
            else { throw error }
            throw JournalFile.failure(file, reason, saved: true)
        }
        position?.offset += line.bytes.count
        position?.seq += 1
        position?.seal = line.seal
        position?.lines += 1
        if let grown = position, compaction.isDue(grown) {
            // The change is durable already; a compaction that fails is tried again after a later change.
            _ = try? compact(state, key: key, seq: grown.seq, chain: grown.seal)
        }
        return line.bytes.count
    }

    /// Runs `body` holding `flock(LOCK_EX)` on `<state>.lock`, waiting while another process holds it.
    public func withExclusiveLock<T>(_ body: () throws -> T) throws -> T {
        let descriptor = try StateFileLock.acquire(for: url, onWait: onWait)
        defer { StateFileLock.release(descriptor) }
        return try body()
    }

    /// Replays on `wallet`, in place, the lines another process appended since this store last read or
    /// wrote the journal (O(new lines)); reads the whole journal again when it was replaced (compacted,
    /// migrated). Returns the state's data fingerprint when something changed, nil when nothing did.
    public func catchUp(_ wallet: inout WalletState) throws(DataFileError) -> String? {
        guard let known = position else {
            guard let now = JournalFile.identity(url) else { return nil }
            if let legacy, legacy == now { return nil }
            guard let state = try read(seed: wallet) else { return nil }
            wallet = state.wallet
            return state.dataFingerprint
        }
        guard let now = JournalFile.identity(url) else {
            throw .malformed(
                file: url.path, location: "", reason: "was removed while this Swippy ran; nothing was saved")
        }
        guard now.device == known.device, now.inode == known.inode,
            JournalFile.headerFrame(url)?.seal == known.headerSeal
        else {
            guard let state = try reload(growing: wallet) else { return nil }
            wallet = state.wallet
            return state.dataFingerprint
        }
        guard now.size > known.offset, let file = try JournalFile.read(url, from: known.offset) else { return nil }
        let key = try requireKey()
        let reader = JournalReader(file: url.path, key: key, keyName: keyURL.lastPathComponent)
        let read = try reader.lines(file.bytes[...], firstNumber: known.lines + 1, after: known.seq, seal: known.seal)
        guard let last = read.lines.last else { return nil }
        try replay(read.lines, onto: &wallet)
        position?.offset += read.consumed
        position?.seq = last.frame.seq
        position?.seal = last.frame.seal
        position?.lines += read.lines.count
        return known.fingerprint
    }

    /// Removes the journal, the snapshot, the anchor, the key and the lock file, when no other process has the
    /// state open (idle or not: `opened()` marks it) and none holds the lock. The anchor is first started over at
    /// 0 (nothing saved), so a reset that stops at any removal leaves a state that opens, as it was or as none.
    public func reset() throws(DataFileError) {
        let unused = try StateFileLock.unlessOpenElsewhere(url) { () throws(DataFileError) in try removeFiles() }
        guard unused else { throw .unwritable(file: url.path, reason: "another Swippy has it open; nothing was reset") }
    }

    private func removeFiles() throws(DataFileError) {
        guard let descriptor = try StateFileLock.tryAcquire(for: url) else {
            throw .unwritable(file: url.path, reason: "another Swippy is using it; nothing was reset")
        }
        defer { StateFileLock.release(descriptor) }
        AtomicFile.removeStaleTemporaryFiles(for: url)
        AtomicFile.removeStaleTemporaryFiles(for: snapshotURL)
        do throws(DataFileError) {
            if FileManager.default.fileExists(atPath: url.path), let key = try? JournalSeal.read(keyURL) {
                try JournalAnchor.start(anchorURL, seq: 0, seal: [], key: key)
            }
            for file in stateFiles
            where !FileEvents.allow(.remove(file.path)) || unlink(file.path) != 0 && errno != ENOENT {
                throw .unwritable(file: file.path, reason: "cannot remove: \(String(cString: strerror(errno)))")
            }
        } catch {
            guard case .unwritable(let file, let reason) = error else { throw error }
            throw .unwritable(file: file, reason: "\(reason); the reset stopped there")
        }
        position = nil
        legacy = nil
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

    // MARK: - Internal

    /// The state's files, in the order they are named in notices.
    var stateFiles: [URL] {
        [url, snapshotURL, anchorURL, keyURL, StateFileLock.url(for: url), StateFileLock.presenceURL(for: url)]
    }

    deinit {
        close()
    }

    /// Ends this process's hold on the state (`opened()`): the last process to leave removes `<state>.open`, so a
    /// reset is no longer refused on its account. The app calls it when it is done with the state, before the
    /// exit; a journal released before then calls it itself.
    public func close() {
        guard let presence else { return }
        StateFileLock.releaseOpen(presence, for: url)
        self.presence = nil
    }

    /// Makes the state's files 0600 and its own folder 0700 again (`StatePermissions`), with one notice when
    /// it had to: called once the state was opened and accepted, so a refused state is left as it is. From then
    /// on, until this journal is released, a reset by another process is refused.
    public func opened() {
        if presence == nil { presence = StateFileLock.holdOpen(for: url) }
        let folder = url.deletingLastPathComponent().path
        let names = StatePermissions.tighten(
            files: stateFiles.map(\.path), folder: folder, stateName: url.lastPathComponent)
        if !names.isEmpty { onNotice(StatePermissions.notice(names, folder: folder)) }
    }

    func sibling(_ suffix: String) -> URL {
        url.deletingLastPathComponent().appendingPathComponent(url.lastPathComponent + suffix)
    }

    /// `lines` replayed in order onto `result`, in place.
    func replay(_ lines: [JournalReader.Line], onto result: inout WalletState) throws(DataFileError) {
        for line in lines {
            let change: WalletChange
            do {
                change = try WalletChange.decode(Data(line.frame.payload))
            } catch {
                let reason =
                    if case .malformed(_, let location, let reason) = error { "\(location): \(reason)" } else {
                        "cannot be read"
                    }
                throw .malformed(file: url.path, location: "line \(line.number)", reason: reason)
            }
            do {
                try change.apply(to: &result)
            } catch {
                throw .malformed(
                    file: url.path, location: "line \(line.number)",
                    reason: "does not fit the state before it: \(error.reason)")
            }
        }
    }

    private func loadLegacy(_ bytes: [UInt8], device: UInt64, inode: UInt64) throws(DataFileError) -> SavedState {
        for (file, name) in [(keyURL, "the journal key"), (anchorURL, "the anchor")]
        where FileManager.default.fileExists(atPath: file.path) {
            let reason = "an old-format state beside \(name) \(file.lastPathComponent): replaced or edited by hand"
            throw .malformed(file: url.path, location: "", reason: reason + ", not trusted")
        }
        let state = try JSONFile.decode(SavedState.self, from: Data(bytes), file: url.path)
        guard state.version == 1 else {
            throw .malformed(file: url.path, location: "version", reason: "unsupported version \(state.version)")
        }
        legacy = (device, inode, bytes.count)
        return state
    }
}
