import Foundation
import SwippyData

/// What tells one version of a file from another without reading it: device, inode, size and the
/// modification time to the nanosecond. A save renames a new file into place, so its inode changes too.
struct FileIdentity: Equatable {
    let device: UInt64
    let inode: UInt64
    let size: Int64
    let seconds: Int
    let nanoseconds: Int

    /// The identity of the file at `path` (links followed), or nil when there is none.
    static func of(_ path: String) -> FileIdentity? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return FileIdentity(
            device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
            seconds: Int(info.st_mtim.tv_sec), nanoseconds: Int(info.st_mtim.tv_nsec))
    }
}
