import Foundation
import SwippyCrypto
import SwippyData

/// The verified binary image of a parsed MockData file, kept in the user's cache folder so that the next start
/// with the same file reads it instead of parsing the JSON. It is only ever a faster way to the same data: an
/// image that is missing, of other data, of another format, cut short or corrupt is refused (`DataImageRefusal`)
/// and the file is read as if there were none. So is one this user's Swippy did not make: its folder or file
/// another user's, or its voucher (`<image>.voucher`, beside it) not the HMAC-SHA256, under the user's image key,
/// of the image file's own stamp (its change time included, which no program sets) and its seal. The layout and
/// the checks are in the engine README.
public struct DataImage: Sendable {
    /// The format's version; an image of any other is foreign.
    static let version: UInt32 = 3
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
    /// The key that vouches for this user's images: `<state>.image-key` beside the default
    /// state file (whatever `--state` names), made with the first image.
    let keyFile: URL
    /// The user whose images and cache folder are trusted: this process's (a test names another).
    var user = geteuid()

    /// The image of the data file at `dataFile`, in `$XDG_CACHE_HOME/swippy` (an absolute path) or else
    /// `$HOME/.cache/swippy`; nil when the environment names neither. Each data file (by absolute path) has its
    /// own image, named by a hash of that path.
    public init?(dataFile: URL, environment: [String: String]) {
        guard let folder = Self.folder(environment: environment) else { return nil }
        let path = Array(dataFile.standardizedFileURL.path.utf8)
        let hash = path.withUnsafeBytes { XXHash64.hash($0) }
        url = folder.appendingPathComponent("mockdata-\(String(hash, radix: 16)).image")
        stamp = ImageStamp.current(dataFile: dataFile.path)
        keyFile = URL(fileURLWithPath: FileJournal.defaultURL(environment: environment).path + ".image-key")
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
        guard let stamp, let own = ImageStamp.words(path: url.path, following: false) else { return .failure(.missing) }
        guard own.owner == user else { return .failure(.untrusted("owned by another user, so not read")) }
        guard Self.isPrivate(url.deletingLastPathComponent(), user: user) else {
            return .failure(.untrusted("its folder is not only yours"))
        }
        guard let file = try? MappedFile(url) else { return .failure(.missing) }
        return Result { () throws(DataImageRefusal) in
            let image = try Self.decode(file, stamp: stamp, fingerprint: fingerprint, path: url.path)
            // No voucher: its write did not finish (it is written last), so there is no whole image yet.
            guard let voucher = FileManager.default.contents(atPath: voucherURL.path) else { throw .missing }
            guard let key = try? JournalSeal.read(keyFile), [UInt8](voucher) == Self.voucher(own.words, image.seal, key)
            else { throw .untrusted("your image key does not vouch for it") }
            return (image.data, image.fingerprint)
        }
    }

    /// Writes the image of `data`, parsed from the file whose fingerprint is `fingerprint`, atomically
    /// (`AtomicFile`): a reader sees the old image or the new one whole.
    public func write(_ data: MockData, fingerprint: String) throws(DataFileError) {
        guard let stamp else {
            throw .unwritable(file: url.path, reason: "the data file or the program cannot be read")
        }
        let key = try JournalSeal.readOrCreate(keyFile)
        try AtomicFile.createDirectories(url.deletingLastPathComponent(), for: url)
        guard Self.isPrivate(url.deletingLastPathComponent(), user: user) else {
            throw .unwritable(file: url.path, reason: "its folder is not only yours")
        }
        AtomicFile.removeStaleTemporaryFiles(for: url)
        // The old voucher goes first: an image left without its new voucher is none, never one not trusted.
        unlink(voucherURL.path)
        var fits = true
        var seal: UInt64?
        do {
            try AtomicFile.write(to: url) { descriptor, path in
                var writer = ImageFileWriter(descriptor: descriptor, path: path)
                fits = Self.write(data, fingerprint: fingerprint, stamp: stamp, into: &writer)
                seal = fits ? writer.finish() : nil
                return seal != nil
            }
        } catch {
            guard fits else {
                // Why the rows did not fit is looked for only here, so a write that fits makes one pass over them.
                let leg = data.wallet.transactions.contains { $0.otherLeg != nil }
                let reason = leg ? "its columns hold no converted payment's other leg" : "the data is too large"
                throw .unwritable(file: url.path, reason: reason + " for an image")
            }
            throw error
        }
        guard let own = ImageStamp.words(path: url.path, following: false) else {
            throw .unwritable(file: url.path, reason: "the image written cannot be found")
        }
        try AtomicFile.write(Self.voucher(own.words, seal ?? 0, key), to: voucherURL)
    }

    /// The voucher beside the image.
    var voucherURL: URL { URL(fileURLWithPath: url.path + ".voucher") }

    /// This user's word for an image file whose own stamp is `file` and seal `seal`, under `key`.
    static func voucher(_ file: [UInt64], _ seal: UInt64, _ key: [UInt8]) -> [UInt8] {
        HMAC.sha256(key: key, message: (file + [seal]).flatMap { withUnsafeBytes(of: $0.littleEndian, Array.init) })
    }

    /// Whether `folder` is `user`'s alone: made so (0700) when it was theirs but looser; false when it is another
    /// user's, a link, or cannot be tightened.
    static func isPrivate(_ folder: URL, user: uid_t) -> Bool {
        let descriptor = open(folder.path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_uid == user else { return false }
        return info.st_mode & 0o077 == 0 || fchmod(descriptor, 0o700) == 0
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

    /// Waits until the write has ended, or `seconds` have passed: nil when the image was written, else why not
    /// (one line). A write not ended is left to end with the process: unfinished, it is dropped (not renamed
    /// into place, or without its voucher), and a later start writes it.
    public func wait(upTo seconds: Double = .infinity) -> String? {
        guard group.wait(timeout: seconds.isFinite ? .now() + seconds : .distantFuture) == .success else {
            return "still being written at the exit; a later start writes it"
        }
        return lock.withLock { failure }
    }

    fileprivate func start(_ body: @escaping @Sendable () -> String?) {
        DispatchQueue.global(qos: .utility).async(group: group) {
            let outcome = body()
            self.lock.withLock { self.failure = outcome }
        }
    }
}
