import Foundation

/// Runs the real `swippy` executable with piped input, the way a script or CI would.
struct SwippyProcess {
    struct Output {
        var stdout: String
        var stderr: String
        var status: Int32
    }

    /// Input lines that sign in as the demo user (Asha Rao, login PIN 4826) on a fresh state.
    static let signInAsDemoUser = "1\n4826\n"

    /// The built executable, beside the test bundle in the build folder.
    static var executable: URL {
        var directory = URL(fileURLWithPath: CommandLine.arguments.first ?? "").deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("swippy")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory.deleteLastPathComponent()
        }
        return URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent(".build/debug/swippy")
    }

    /// The repository's MockData file.
    static var mockData: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("MockData/MockData.json")
    }

    /// Runs swippy with `arguments`, feeding `input` on stdin, in a private state directory unless
    /// `--state`/`--ephemeral` is given. `environment` adds to a clean environment (no TERM colour).
    static func run(
        _ arguments: [String] = ["--ephemeral"], input: String, environment: [String: String] = [:],
        workingDirectory: URL? = nil
    ) throws -> Output {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        // TZ is pinned so the machine's zone cannot change an expected time; a test that needs a zone sets TZ.
        // The locale takes UTF-8 (a test of the ASCII fallback sets LC_ALL=C).
        var env = [
            "PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory(), "TERM": "xterm", "TZ": "UTC", "LANG": "C.UTF-8",
        ]
        env["XDG_STATE_HOME"] =
            FileManager.default.temporaryDirectory
            .appendingPathComponent("swippy-tests-\(UUID().uuidString)").path
        env.merge(environment) { $1 }
        process.environment = env
        if let workingDirectory { process.currentDirectoryURL = workingDirectory }
        let stdin = Pipe()
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let out = stdout.fileHandleForReading.readDataToEndOfFile()
        let err = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(
            stdout: String(decoding: out, as: UTF8.self), stderr: String(decoding: err, as: UTF8.self),
            status: process.terminationStatus)
    }

    /// A fresh temporary directory for state files.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("swippy-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
