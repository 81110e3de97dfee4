import Foundation
import SwippyCore

/// Where `--trace` lines go: standard error, or the file named by `SWIPPY_TRACE`.
enum TraceOutput {
    /// The sink for these flags and environment, or nil when tracing is off. `SWIPPY_TRACE=FILE` (non-empty)
    /// turns tracing on by itself and sends it to FILE, created or truncated; `--trace` alone uses stderr.
    static func sink(flag: Bool, environment: [String: String]) throws(AppExit) -> Trace.Sink? {
        if let path = environment["SWIPPY_TRACE"], !path.isEmpty {
            return try fileSink(path: path)
        }
        guard flag else { return nil }
        return { line in StandardError.write(line + "\n") }
    }

    private static func fileSink(path: String) throws(AppExit) -> Trace.Sink {
        guard FileManager.default.createFile(atPath: path, contents: nil),
            let handle = FileHandle(forWritingAtPath: path)
        else {
            throw AppExit(code: .cannotWrite, message: "\(path): cannot write the trace file (SWIPPY_TRACE)")
        }
        // Unbuffered: every line is in the file even when the run ends with exit().
        return { line in handle.write(Data((line + "\n").utf8)) }
    }
}
