import Foundation
import SwippyCrypto
import SwippyData

/// The verified binary image of a parsed MockData file, kept in the user's cache folder so that the next start
/// with the same file reads it instead of parsing the JSON. It is only ever a faster way to the same data: an
/// image that is missing, of other data, of another format, cut short or corrupt is refused (`DataImageRefusal`)
/// and the file is read as if there were none. The layout and the checks are in the engine README.
public struct DataImage: Sendable {
    /// The format's version; an image of any other is foreign.
    static let version: UInt32 = 2
    /// The first eight bytes of every image.
    static let magic: [UInt8] = Array("SWPYIMG\u{1}".utf8)
    /// Magic, version, reserved word, length, seal, fingerprint, stamp.
    static let headerSize = 64 + ImageStamp.size
    /// Where the seal starts covering: everything after it, the fingerprint included.
    static let sealedFrom = 32

    /// The image file of one data file.
    public let url: URL
    /// The running program's and the data file's stamp, read when this was made (before the data file is read);
    /// nil when either could not be read, and then no image is read or written.
    let stamp: ImageStamp?

    /// The image of the data file at `dataFile`, in `$XDG_CACHE_HOME/swippy` (an absolute path) or else
    /// `$HOME/.cache/swippy`; nil when the environment names neither. Each data file (by absolute path) has its
    /// own image, named by a hash of that path.
    public init?(dataFile: URL, environment: [String: String]) {
        guard let folder = Self.folder(environment: environment) else { return nil }
        let path = Array(dataFile.standardizedFileURL.path.utf8)
        let hash = path.withUnsafeBytes { XXHash64.hash($0) }
        url = folder.appendingPathComponent("mockdata-\(String(hash, radix: 16)).image")
        stamp = ImageStamp.current(dataFile: dataFile.path)
    }

    /// The cache folder the environment names, or nil.
    static func folder(environment: [String: String]) -> URL? {
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
            return URL(fileURLWithPath: cache).appendingPathComponent("swippy")
        }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        return URL(fileURLWithPath: home).appendingPathComponent(".cache/swippy")
    }

    /// The data the image holds and the data file's fingerprint, when the image is whole, was written by this
    /// very program, and is an image of the data file: one whose stamp is the file's (`fingerprint` nil: the file
    /// is not read), or whose fingerprint is `fingerprint`. The records other than the transactions pass
    /// every check a parsed file's must (`DataValidation`); the transactions were checked before they were
    /// written, and their columns are checked to read (`TransactionImageColumns.open`).
    func load(fingerprint: String?) -> Result<(data: MockData, fingerprint: String), DataImageRefusal> {
        guard let stamp else { return .failure(.missing) }
        let file: MappedFile
        do {
            file = try MappedFile(url)
        } catch {
            return .failure(.missing)
        }
        return Self.decode(file, stamp: stamp, fingerprint: fingerprint, path: url.path)
    }

    /// Writes the image of `data`, parsed from the file whose fingerprint is `fingerprint`, atomically
    /// (`AtomicFile`): a reader sees the old image or the new one whole.
    public func write(_ data: MockData, fingerprint: String) throws(DataFileError) {
        guard let stamp else {
            throw .unwritable(file: url.path, reason: "the data file or the program cannot be read")
        }
        AtomicFile.removeStaleTemporaryFiles(for: url)
        var fits = true
        do {
            try AtomicFile.write(to: url) { descriptor, path in
                var writer = ImageFileWriter(descriptor: descriptor, path: path)
                fits = Self.write(data, fingerprint: fingerprint, stamp: stamp, into: &writer)
                return fits && writer.finish()
            }
        } catch {
            guard fits else { throw .unwritable(file: url.path, reason: "the data is too large for an image") }
            throw error
        }
    }

    /// Starts `write` on a background thread; `wait()` on what it returns gives its outcome.
    public func writeInBackground(_ data: MockData, fingerprint: String) -> DataImageWrite {
        let pending = DataImageWrite()
        pending.start { [self] () -> String? in
            do throws(DataFileError) {
                try write(data, fingerprint: fingerprint)
                return nil
            } catch {
                return error.description
            }
        }
        return pending
    }
}

/// An image being written on a background thread.
public final class DataImageWrite: @unchecked Sendable {
    private let group = DispatchGroup()
    private let lock = NSLock()
    private var failure: String?

    /// Waits until the write has ended: nil when the image was written, else why not (one line).
    public func wait() -> String? {
        group.wait()
        return lock.withLock { failure }
    }

    fileprivate func start(_ body: @escaping @Sendable () -> String?) {
        DispatchQueue.global(qos: .utility).async(group: group) {
            let outcome = body()
            self.lock.withLock { self.failure = outcome }
        }
    }
}
