import Foundation

/// Decodes Swippy's JSON files (MockData and the state file) with the checks Foundation skips.
enum JSONFile {
    /// `bytes` decoded as `T`. A duplicated key or a number `Decimal` cannot hold exactly is refused
    /// before decoding, naming its path; decoding errors name the path of the bad value.
    static func decode<T: Decodable>(_ type: T.Type, from bytes: Data, file: String) throws(DataFileError) -> T {
        if let problem = JSONStructureScan.firstProblem(in: bytes) {
            throw .malformed(file: file, location: problem.path, reason: problem.message)
        }
        do {
            return try JSONDecoder.swippy().decode(T.self, from: bytes)
        } catch {
            throw DataFileError.decoding(error, file: file, data: bytes)
        }
    }
}
