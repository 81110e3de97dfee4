import Foundation
import SwippyData

/// Writes a file so that a crash at any moment leaves either the old or the new contents whole, and
/// so that nobody else's file is ever written through it.
///
/// The temporary file is `.<name>.swippy-<pid>.tmp` beside the target, created with
/// `O_CREAT | O_EXCL | O_NOFOLLOW` and mode 0600: a file or symbolic link already at that path (planted,
/// or left by a crash) is refused, never followed or truncated. Leftovers of a killed save are removed
/// by `removeStaleTemporaryFiles(for:)` at start. Folders it creates are 0700 whatever the umask.
public enum AtomicFile {
    /// Writes `bytes` to a temporary file beside `url` (mode 0600), fsyncs it, renames it over `url`
    /// and fsyncs the directory.
    public static func write(_ bytes: some ContiguousBytes, to url: URL) throws(DataFileError) {
        try write(to: url) { descriptor, temporary in
            FileEvents.allow(.write(temporary, offset: 0, bytes: bytes.withUnsafeBytes { [UInt8]($0) }))
                && writeAll(bytes, to: descriptor)
        }
    }

    /// The same, `body` writing the temporary file's contents through its descriptor (given with its path);
    /// `body` returns false, with `errno` set, when a write failed, and nothing is renamed.
    static func write(to url: URL, _ body: (Int32, String) -> Bool) throws(DataFileError) {
        let directory = url.deletingLastPathComponent()
        try createDirectories(directory, for: url)
        let temporary = temporaryURL(for: url, pid: getpid())
        guard FileEvents.allow(.create(temporary.path)) else { throw .unwritable(file: url.path, reason: errnoText()) }
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            if errno == EEXIST || errno == ELOOP {
                throw .unwritable(
                    file: url.path,
                    reason: "\(temporary.path) is in the way (a file or link Swippy did not make); nothing was saved")
            }
            throw .unwritable(file: url.path, reason: errnoText())
        }
        // The umask may have taken bits away; the file is the owner's alone, readable and writable.
        fchmod(descriptor, 0o600)
        let written = body(descriptor, temporary.path)
        let synced = written && FileEvents.allow(.sync(temporary.path)) && fsync(descriptor) == 0
        close(descriptor)
        guard written, synced, FileEvents.allow(.rename(temporary.path, to: url.path)),
            rename(temporary.path, url.path) == 0
        else {
            let reason = errnoText()
            _ = FileEvents.allow(.remove(temporary.path))
            unlink(temporary.path)
            throw .unwritable(file: url.path, reason: reason)
        }
        let directoryDescriptor = open(directory.path, O_RDONLY | O_CLOEXEC)
        if directoryDescriptor >= 0 {
            if FileEvents.allow(.syncFolder(directory.path)) { fsync(directoryDescriptor) }
            close(directoryDescriptor)
        }
    }

    /// Creates `directory` and its missing parents with mode 0700, whatever the umask; folders that
    /// exist already are left as they are. Errors name `file`, the file the folder is for.
    public static func createDirectories(_ directory: URL, for file: URL) throws(DataFileError) {
        var missing: [String] = []
        var path = directory.standardizedFileURL.path
        while path.count > 1 {
            var info = stat()
            if stat(path, &info) == 0 {
                guard info.st_mode & S_IFMT == S_IFDIR else {
                    throw .unwritable(file: file.path, reason: "cannot create \(directory.path)")
                }
                break
            }
            missing.append(path)
            path = (path as NSString).deletingLastPathComponent
        }
        for folder in missing.reversed() {
            if mkdir(folder, 0o700) == 0 {
                chmod(folder, 0o700)
            } else if errno != EEXIST {
                throw .unwritable(file: file.path, reason: "cannot create \(directory.path)")
            }
        }
    }

    /// Removes temporary files a killed save left beside `url`: only regular files named like ours,
    /// owned by this user, whose process is gone (or is this one, which has not saved yet). Anything
    /// else, links included, is left alone.
    public static func removeStaleTemporaryFiles(for url: URL) {
        let directory = url.deletingLastPathComponent()
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return }
        let prefix = ".\(url.lastPathComponent).swippy-"
        for name in names where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
            let digits = name.dropFirst(prefix.count).dropLast(4)
            guard (1...10).contains(digits.count), digits.allSatisfy({ $0.isASCII && $0.isNumber }),
                let pid = Int32(digits), pid == getpid() || !isRunning(pid)
            else { continue }
            let path = directory.appendingPathComponent(name).path
            var info = stat()
            guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_uid == geteuid() else { continue }
            unlink(path)
        }
    }

    // MARK: - Private

    static func temporaryURL(for url: URL, pid: Int32) -> URL {
        url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).swippy-\(pid).tmp")
    }

    private static func isRunning(_ pid: Int32) -> Bool {
        kill(pid, 0) == 0 || errno == EPERM
    }

    private static func writeAll(_ bytes: some ContiguousBytes, to descriptor: Int32) -> Bool {
        bytes.withUnsafeBytes { buffer -> Bool in
            var offset = 0
            while offset < buffer.count {
                guard let base = buffer.baseAddress else { return false }
                let count = Glibc.write(descriptor, base + offset, buffer.count - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += count
            }
            return true
        }
    }

    private static func errnoText() -> String {
        String(cString: strerror(errno))
    }
}
