import Foundation
import SwippyData

extension TransactionCSV {
    /// Writes to `url` the chunks `produce` hands on, one at a time and atomically (a temporary file, then a rename):
    /// a failure leaves nothing behind and the old file untouched. A missing folder, or a folder at `url`, is refused.
    public static func write(to url: URL, _ produce: (([UInt8]) throws -> Void) throws -> Void) throws(DataFileError) {
        let folder = url.deletingLastPathComponent().path
        let kinds = [folder, url.path].map { path -> Bool? in  // nil: nothing there; else whether it is a folder
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) ? isFolder.boolValue : nil
        }
        guard kinds[0] == true else { throw .unwritable(file: url.path, reason: "no such folder \(folder)") }
        guard kinds[1] != true else { throw .unwritable(file: url.path, reason: "it is a folder") }
        try AtomicFile.write(to: url) { descriptor, _ in
            (try? produce { try FileHandle(fileDescriptor: descriptor).write(contentsOf: $0) }) != nil
        }
    }
}
