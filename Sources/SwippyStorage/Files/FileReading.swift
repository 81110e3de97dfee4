import Foundation
import SwippyData

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
        let file = try MappedFile(url)
        defer { withExtendedLifetime(file) {} }
        return try body(file.buffer)
    }
}
