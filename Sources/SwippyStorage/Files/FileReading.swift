import Foundation
import SwippyData

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads whole files with errors that name them.
enum FileReading {
    static func contents(of url: URL) throws(DataFileError) -> Data {
        guard FileManager.default.fileExists(atPath: url.path) else { throw .missing(file: url.path) }
        do {
            return try Data(contentsOf: url)
        } catch {
            throw .unreadable(file: url.path, reason: (error as NSError).localizedDescription)
        }
    }

    /// Runs `body` over the file's bytes mapped read-only into memory (no copy; the kernel pages them in
    /// as they are read and may drop them again), then unmaps them. An empty file is an empty buffer.
    static func withMappedContents<R>(
        of url: URL, _ body: (UnsafeRawBufferPointer) throws(DataFileError) -> R
    ) throws(DataFileError) -> R {
        let path = url.path
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT { throw .missing(file: path) }
            throw .unreadable(file: path, reason: String(cString: strerror(code)))
        }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            close(descriptor)
            throw .unreadable(file: path, reason: "not a regular file")
        }
        let size = Int(info.st_size)
        guard size > 0 else {
            close(descriptor)
            return try body(UnsafeRawBufferPointer(start: nil, count: 0))
        }
        let mapped = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0)
        close(descriptor)
        guard let mapped, mapped != MAP_FAILED else {
            throw .unreadable(file: path, reason: String(cString: strerror(errno)))
        }
        defer { munmap(mapped, size) }
        return try body(UnsafeRawBufferPointer(start: mapped, count: size))
    }
}
