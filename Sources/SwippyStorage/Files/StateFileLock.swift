import Foundation
import SwippyData

/// The exclusive lock every process takes before it changes a state file: `flock(LOCK_EX)` on
/// `<state>.lock` beside it, created with mode 0600 and `O_NOFOLLOW` (a link there is refused).
/// The lock goes when the descriptor is closed, or when the process dies.
enum StateFileLock {
    /// How long to wait quietly before `onWait` is called once; waiting then goes on.
    static let quietWait: Duration = .seconds(1)

    /// The lock file for the state file at `url`.
    static func url(for url: URL) -> URL {
        url.deletingLastPathComponent().appendingPathComponent(url.lastPathComponent + ".lock")
    }

    /// Takes the lock for `url`, waiting as long as another process holds it; returns the descriptor to release.
    static func acquire(for url: URL, onWait: () -> Void) throws(DataFileError) -> Int32 {
        try AtomicFile.createDirectories(url.deletingLastPathComponent(), for: url)
        let path = Self.url(for: url).path
        let descriptor = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw .unwritable(
                file: url.path, reason: "cannot open the lock file \(path): \(String(cString: strerror(errno)))")
        }
        let start = ContinuousClock.now
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR else { return try failed(descriptor, url: url) }
            if start.duration(to: .now) >= quietWait {
                onWait()
                while flock(descriptor, LOCK_EX) != 0 {
                    guard errno == EINTR else { return try failed(descriptor, url: url) }
                }
                return descriptor
            }
            usleep(20_000)
        }
        return descriptor
    }

    /// The file every process that has the state at `url` open holds a shared lock on while it runs
    /// (`<state>.open`), so a reset can tell an idle session from none.
    static func presenceURL(for url: URL) -> URL {
        url.deletingLastPathComponent().appendingPathComponent(url.lastPathComponent + ".open")
    }

    /// Marks the state at `url` as open in this process until `releaseOpen`: a shared lock on `presenceURL`,
    /// waited for only while a reset holds it. Nil when the file cannot be opened or locked. The file locked is
    /// the one at the path (a reset or the last process to leave may remove it while this one waits).
    static func holdOpen(for url: URL) -> Int32? {
        let path = presenceURL(for: url).path
        while true {
            let descriptor = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
            guard descriptor >= 0 else { return nil }
            while flock(descriptor, LOCK_SH) != 0 {
                guard errno == EINTR else {
                    close(descriptor)
                    return nil
                }
            }
            var held = stat()
            var named = stat()
            guard fstat(descriptor, &held) == 0 else {
                close(descriptor)
                return nil
            }
            if stat(path, &named) == 0, named.st_dev == held.st_dev, named.st_ino == held.st_ino { return descriptor }
            close(descriptor)
        }
    }

    /// Ends `holdOpen`: the last process to leave removes the file, so a state nobody has open leaves none.
    static func releaseOpen(_ descriptor: Int32, for url: URL) {
        if flock(descriptor, LOCK_EX | LOCK_NB) == 0 { unlink(presenceURL(for: url).path) }
        close(descriptor)
    }

    /// Runs `body` and returns true when no other process has the state at `url` open (`holdOpen`), keeping
    /// any from marking it open meanwhile; returns false, without running `body`, when one has.
    static func unlessOpenElsewhere(
        _ url: URL, _ body: () throws(DataFileError) -> Void
    ) throws(DataFileError) -> Bool {
        let path = presenceURL(for: url).path
        let descriptor = open(path, O_RDWR | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else {
            // Every process that has the state open made the file first: none has it.
            guard errno == ENOENT else {
                throw .unwritable(file: url.path, reason: "cannot open \(path): \(String(cString: strerror(errno)))")
            }
            try body()
            return true
        }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            if errno == EINTR { continue }
            guard errno == EWOULDBLOCK else {
                throw .unwritable(file: url.path, reason: "cannot lock \(path): \(String(cString: strerror(errno)))")
            }
            return false
        }
        try body()
        return true
    }

    /// Takes the lock for `url` only when nobody holds it: the descriptor to release, or nil when another
    /// process holds it.
    static func tryAcquire(for url: URL) throws(DataFileError) -> Int32? {
        try AtomicFile.createDirectories(url.deletingLastPathComponent(), for: url)
        let path = Self.url(for: url).path
        let descriptor = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw .unwritable(
                file: url.path, reason: "cannot open the lock file \(path): \(String(cString: strerror(errno)))")
        }
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            if errno == EINTR { continue }
            guard errno == EWOULDBLOCK else { return try failed(descriptor, url: url) }
            close(descriptor)
            return nil
        }
        return descriptor
    }

    /// Releases a lock `acquire` returned.
    static func release(_ descriptor: Int32) {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }

    private static func failed(_ descriptor: Int32, url: URL) throws(DataFileError) -> Int32 {
        let reason = String(cString: strerror(errno))
        close(descriptor)
        throw .unwritable(file: url.path, reason: "cannot lock \(Self.url(for: url).path): \(reason)")
    }
}
