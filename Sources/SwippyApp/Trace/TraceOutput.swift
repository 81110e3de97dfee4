import Foundation
import SwippyCore

/// Where `--trace` lines go: standard error, or the file named by `SWIPPY_TRACE`.
enum TraceOutput {
    /// The sink for these flags and environment, or nil when tracing is off. `SWIPPY_TRACE=FILE` (non-empty)
    /// turns tracing on by itself and sends it to FILE, created or truncated; `--trace` alone uses stderr.
    /// With `.mermaid`, the lines are a Mermaid sequence diagram (`MermaidTrace`) instead.
    @MainActor
    static func sink(
        flag: Bool, format: TraceFormat = .text, environment: [String: String]
    ) throws(AppExit) -> Trace.Sink? {
        let write: Trace.Sink
        if let path = environment["SWIPPY_TRACE"], !path.isEmpty {
            write = try fileSink(path: path)
        } else if flag {
            write = { line in StandardError.write(line + "\n") }
        } else {
            return nil
        }
        guard format == .mermaid else { return write }
        var diagram = MermaidTrace()
        write(MermaidTrace.header)
        return { line in
            for drawn in diagram.lines(for: line) { write(drawn) }
        }
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
