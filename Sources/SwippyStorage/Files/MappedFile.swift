import Foundation
import SwippyData

/// A whole file mapped read-only into memory for as long as this object lives: the data image, whose
/// transactions are read from it row by row long after loading. Nothing writes the mapping, so any thread may
/// read it. The file is replaced, never rewritten in place (`AtomicFile`), so the mapped bytes stay the ones
/// checked when it was opened.
final class MappedFile: @unchecked Sendable {
    /// The file's bytes.
    let buffer: UnsafeRawBufferPointer

    /// The file at `url`, mapped; an empty file is an empty buffer.
    init(_ url: URL) throws(DataFileError) {
        let path = url.path
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT { throw .missing(file: path) }
            throw .unreadable(file: path, reason: String(cString: strerror(code)))
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            throw .unreadable(file: path, reason: "not a regular file")
        }
        let size = Int(info.st_size)
        guard size > 0 else {
            buffer = UnsafeRawBufferPointer(start: nil, count: 0)
            return
        }
        let mapped = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0)
        guard let mapped, mapped != MAP_FAILED else {
            throw .unreadable(file: path, reason: String(cString: strerror(errno)))
        }
        buffer = UnsafeRawBufferPointer(start: mapped, count: size)
    }

    deinit {
        if let base = buffer.baseAddress { munmap(UnsafeMutableRawPointer(mutating: base), buffer.count) }
    }
}
