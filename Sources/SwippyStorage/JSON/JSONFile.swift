import Foundation
import SwippyData

/// Decodes Swippy's JSON files (MockData and the state file) with the checks Foundation skips, on the fast
/// path: one checking pass (`JSONStructureScan`) that also reads the transactions (`JSONStructureScan+Fused`),
/// then `JSONByteDecoder` straight over the rest of the bytes.
enum JSONFile {
    /// `bytes` decoded as `T`. A syntax error is named by line and column; a duplicated key or a number
    /// `Decimal` cannot hold exactly by its path; decoding errors name the path of the bad value.
    static func decode<T: Decodable>(_ type: T.Type, from bytes: Data, file: String) throws(DataFileError) -> T {
        let result: Result<T, DataFileError> = bytes.withUnsafeBytes { buffer in
            Result { () throws(DataFileError) -> T in try decode(type, from: buffer, file: file) }
        }
        return try result.get()
    }

    /// `buffer` decoded as `T` (see above); when it is a `mapped` file, its pages are given back behind the
    /// reading (`MappedRelease`): the transactions' behind the checking pass that reads them, the rest behind
    /// the decoding. The checking pass keeps the other pages, which the decoding reads again. At any moment
    /// the file's unread pages and the records decoded so far are resident, about one file's worth.
    static func decode<T: Decodable>(
        _ type: T.Type, from buffer: UnsafeRawBufferPointer, file: String, mapped: Bool = false
    ) throws(DataFileError) -> T {
        let outcome = JSONStructureScan.check(buffer, fused: true, mapped: mapped)
        if let problem = outcome.problem {
            throw .malformed(file: file, location: problem.path, reason: problem.message)
        }
        if let offset = outcome.syntaxError {
            throw .malformed(file: file, location: JSONText.location(of: offset, in: buffer), reason: "not valid JSON")
        }
        do {
            return try JSONByteDecoder.decode(
                T.self, from: buffer, spans: outcome.spans, ready: outcome.ready, mapped: mapped)
        } catch {
            throw DataFileError.decoding(error, file: file, data: Data())
        }
    }
}
