import Foundation
import SwippyCrypto

/// What an image records of how it was made, read without reading any file whole: which build of Swippy wrote
/// it (its binary's device, inode, size and modification and change times), and the data file's device, inode,
/// size and modification and change times to the nanosecond. A data file with the same stamp is the file the
/// image was made from, so its fingerprint is the one the image holds; no program sets a change time, so an
/// edit in place shows in it even when the modification time is put back. Another build (another binary, or the same
/// one rebuilt) may check the data by other rules, so its images are refused.
struct ImageStamp: Equatable, Sendable {
    /// Bytes in the image header: the program's word, then the data file's seven.
    static let size = 8 * 8

    let program: UInt64
    let dataFile: [UInt64]

    /// The stamp of the running program and the data file at `path`, or nil when either cannot be read.
    static func current(dataFile path: String, program: String = MockDataLoader.executablePath()) -> ImageStamp? {
        guard let binary = words(path: program)?.words, let data = words(path: path)?.words else { return nil }
        let hash = binary.withUnsafeBytes { XXHash64.hash($0) }
        return ImageStamp(program: hash, dataFile: data)
    }

    /// The stamp as the header stores it.
    var bytes: [UInt64] { [program] + dataFile }

    /// The stamp a header holds (`size` bytes).
    init(words: [UInt64]) {
        program = words.first ?? 0
        dataFile = Array(words.dropFirst())
    }

    private init(program: UInt64, dataFile: [UInt64]) {
        self.program = program
        self.dataFile = dataFile
    }

    /// Device, inode, size, modification and change times of a regular file, and its owner; links followed
    /// unless `following` is false (a data image's own stamp, `DataImage.voucher`).
    static func words(path: String, following: Bool = true) -> (words: [UInt64], owner: uid_t)? {
        var info = stat()
        guard (following ? stat(path, &info) : lstat(path, &info)) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            return nil
        }
        let words = [
            UInt64(info.st_dev), UInt64(info.st_ino), UInt64(info.st_size),
            UInt64(bitPattern: Int64(info.st_mtim.tv_sec)), UInt64(info.st_mtim.tv_nsec),
            UInt64(bitPattern: Int64(info.st_ctim.tv_sec)), UInt64(info.st_ctim.tv_nsec),
        ]
        return (words, info.st_uid)
    }
}
