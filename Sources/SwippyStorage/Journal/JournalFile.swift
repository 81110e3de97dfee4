import Foundation
import SwippyData

/// Low-level reads and appends of the journal file, with errors that name it.
enum JournalFile {
    /// The bytes of the file at `url` from `offset`, with its device and inode, or nil when there is none.
    static func read(_ url: URL, from offset: Int = 0) throws(DataFileError) -> (
        bytes: [UInt8], device: UInt64, inode: UInt64
    )? {
        let descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT { return nil }
            throw .unreadable(file: url.path, reason: String(cString: strerror(errno)))
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            throw .unreadable(file: url.path, reason: String(cString: strerror(errno)))
        }
        guard info.st_mode & S_IFMT == S_IFREG else { throw .unreadable(file: url.path, reason: "not a regular file") }
        let size = max(0, Int(info.st_size) - offset)
        var bytes = [UInt8](repeating: 0, count: size)
        var done = 0
        while done < size {
            let count = bytes.withUnsafeMutableBytes {
                pread(descriptor, $0.baseAddress.map { $0 + done }, size - done, off_t(offset + done))
            }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw .unreadable(file: url.path, reason: String(cString: strerror(errno))) }
            if count == 0 { break }
            done += count
        }
        if done < size { bytes.removeLast(size - done) }
        return (bytes, UInt64(info.st_dev), UInt64(info.st_ino))
    }

    /// The first line (the header) of the journal open as `descriptor`, parsed but not checked against its
    /// seal, or nil when it has no whole first line. Its seal tells a journal from a later one given the inode
    /// number it freed.
    static func headerFrame(_ descriptor: Int32) -> JournalFrame? {
        var bytes = [UInt8](repeating: 0, count: 4_096)
        var count: Int
        repeat {
            count = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        } while count < 0 && errno == EINTR
        guard count > 0, let newline = bytes[..<count].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
        return JournalFrame.parse(bytes[..<newline])
    }

    /// The same for the journal at `url`.
    static func headerFrame(_ url: URL) -> JournalFrame? {
        let descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        return headerFrame(descriptor)
    }

    /// The device and inode of the file at `url` and its size, or nil when there is none.
    static func identity(_ url: URL) -> (device: UInt64, inode: UInt64, size: Int)? {
        var info = stat()
        guard stat(url.path, &info) == 0 else { return nil }
        return (UInt64(info.st_dev), UInt64(info.st_ino), Int(info.st_size))
    }

    /// Writes `line` at `position.offset` of the journal and fsyncs it. A torn tail after that offset (a
    /// line a crash cut short: no newline, never acknowledged) is dropped first. Refuses when the file is
    /// not the one `position` describes, or has whole lines this process has not read.
    static func append(_ line: [UInt8], to url: URL, at position: JournalPosition) throws(DataFileError) {
        let descriptor = open(url.path, O_RDWR | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { throw .unwritable(file: url.path, reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, UInt64(info.st_dev) == position.device,
            UInt64(info.st_ino) == position.inode, headerFrame(descriptor)?.seal == position.headerSeal,
            Int(info.st_size) >= position.offset
        else {
            throw .unwritable(file: url.path, reason: "the journal was replaced by another program; nothing was saved")
        }
        if Int(info.st_size) > position.offset {
            let tail = try read(url, from: position.offset)?.bytes ?? []
            guard !tail.contains(UInt8(ascii: "\n")) else {
                throw .unwritable(
                    file: url.path, reason: "the journal has lines this Swippy has not read; nothing was saved")
            }
            guard FileEvents.allow(.truncate(url.path, length: position.offset)),
                ftruncate(descriptor, off_t(position.offset)) == 0
            else {
                throw .unwritable(file: url.path, reason: String(cString: strerror(errno)))
            }
        }
        guard write(line, at: position.offset, to: descriptor, path: url.path) else {
            // Never whole (its newline is its last byte): left out on reading whether or not it is cut.
            let reason = String(cString: strerror(errno))
            cut(descriptor, path: url.path, to: position.offset)
            throw .unwritable(file: url.path, reason: reason)
        }
        guard FileEvents.allow(.sync(url.path)), fsync(descriptor) == 0 else {
            let reason = String(cString: strerror(errno))
            throw failure(url.path, reason, saved: !cut(descriptor, path: url.path, to: position.offset))
        }
    }

    /// Writes `bytes` at `offset` of `descriptor` (the file at `path`); false, with `errno`, when it failed.
    static func write(_ bytes: [UInt8], at offset: Int, to descriptor: Int32, path: String) -> Bool {
        guard FileEvents.allow(.write(path, offset: offset, bytes: bytes)) else { return false }
        var done = 0
        while done < bytes.count {
            let count = bytes.withUnsafeBytes {
                pwrite(descriptor, $0.baseAddress.map { $0 + done }, bytes.count - done, off_t(offset + done))
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            done += count
        }
        return true
    }

    /// What a commit that failed with `reason` reports: not saved, or (`saved` when its line may be in the
    /// journal: it could not be cut off again) that whether it was saved is known only at the next start.
    static func failure(_ file: String, _ reason: String, saved: Bool) -> DataFileError {
        saved ? .saveOutcomeUnknown(file: file, reason: reason) : .unwritable(file: file, reason: reason)
    }

    /// Cuts the journal back to `offset` and fsyncs it: a line written but not acknowledged goes again. True
    /// when the journal was then found `offset` bytes long.
    static func cut(_ url: URL, to offset: Int) -> Bool {
        let descriptor = open(url.path, O_WRONLY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        return cut(descriptor, path: url.path, to: offset)
    }

    /// The same for the journal open as `descriptor`.
    @discardableResult
    static func cut(_ descriptor: Int32, path: String, to offset: Int) -> Bool {
        if FileEvents.allow(.truncate(path, length: offset)) { ftruncate(descriptor, off_t(offset)) }
        if FileEvents.allow(.sync(path)) { fsync(descriptor) }
        var info = stat()
        return fstat(descriptor, &info) == 0 && Int(info.st_size) == offset
    }
}
