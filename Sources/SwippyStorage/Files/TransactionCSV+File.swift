import Foundation
import SwippyData

extension TransactionCSV {
    /// Writes `text` to `url` atomically (a temporary file beside it, then a rename): on any failure nothing
    /// is left behind and the old file, if any, is untouched. Refuses a folder that does not exist (rather
    /// than creating it) and a path that is a folder.
    public static func write(_ text: String, to url: URL) throws(DataFileError) {
        var isDirectory: ObjCBool = false
        let folder = url.deletingLastPathComponent().path
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .unwritable(file: url.path, reason: "no such folder \(folder)")
        }
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw .unwritable(file: url.path, reason: "it is a folder")
        }
        try AtomicFile.write(Data(text.utf8), to: url)
    }
}
