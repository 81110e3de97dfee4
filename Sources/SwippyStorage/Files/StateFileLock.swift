import Foundation
import SwippyData

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

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
