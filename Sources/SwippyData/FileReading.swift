import Foundation

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
}
