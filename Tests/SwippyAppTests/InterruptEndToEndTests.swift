import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

@Suite("End to end: Ctrl-C")
struct InterruptEndToEndTests {
    @Test(.timeLimit(.minutes(1)))
    func sigint_whileWaitingForInput_exits130WithAShortMessage() throws {
        let process = Process()
        process.executableURL = SwippyProcess.executable
        process.arguments = ["--ephemeral"]
        process.environment = ["PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory(), "TERM": "xterm"]
        let stdin = Pipe()
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        let collected = Collected()
        stdout.fileHandleForReading.readabilityHandler = { handle in collected.append(handle.availableData) }
        try process.run()
        defer { try? stdin.fileHandleForWriting.close() }

        let promptShown = wait(seconds: 10) { collected.text.contains("Choose an option (1-5) > ") }
        #expect(promptShown)
        kill(process.processIdentifier, SIGINT)
        let exited = wait(seconds: 5) { !process.isRunning }
        if !exited {
            process.terminate()
            process.waitUntilExit()
        }
        stdout.fileHandleForReading.readabilityHandler = nil
        let err = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(exited)
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 130)
        #expect(err == "\nInterrupted.\n")
    }

    private func wait(seconds: Double, until condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition() { return true }
            usleep(20_000)
        }
        return condition()
    }
}

/// Bytes gathered from a pipe on another thread.
private final class Collected: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()

    func append(_ more: Data) {
        lock.withLock { data.append(more) }
    }

    var text: String {
        lock.withLock { String(decoding: data, as: UTF8.self) }
    }
}
