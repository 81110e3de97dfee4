import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Runs the real `swippy` executable with piped input, the way a script or CI would.
public struct SwippyProcess {
    /// What a finished run wrote, and its exit status.
    public struct Output {
        public var stdout: String
        public var stderr: String
        public var status: Int32

        public init(stdout: String, stderr: String, status: Int32) {
            self.stdout = stdout
            self.stderr = stderr
            self.status = status
        }
    }

    /// Input lines that sign in as the demo user (Asha Rao, login PIN 4826) on a fresh state.
    public static let signInAsDemoUser = "1\n4826\n"

    /// The built executable, beside the test bundle in the build folder.
    public static var executable: URL {
        built("swippy") ?? RepositoryFiles.root.appendingPathComponent(".build/debug/swippy")
    }

    /// The executable `name` this package built (`swippy`, `swippy-bench`), beside the test bundle in the build
    /// folder; nil when there is none.
    public static func built(_ name: String) -> URL? {
        var directory = URL(fileURLWithPath: CommandLine.arguments.first ?? "").deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory.deleteLastPathComponent()
        }
        return nil
    }

    /// The repository's MockData file.
    public static var mockData: URL {
        RepositoryFiles.mockDataURL
    }

    /// Runs swippy with `arguments`, feeding `input` on stdin, in a private state directory unless
    /// `--state`/`--ephemeral` is given. `environment` adds to a clean environment (no TERM colour).
    public static func run(
        _ arguments: [String] = ["--ephemeral"], input: String, environment: [String: String] = [:],
        workingDirectory: URL? = nil
    ) throws -> Output {
        let running = try RunningSwippy(
            arguments, environment: Self.environment(adding: environment), workingDirectory: workingDirectory)
        running.send(input)
        return running.finish()
    }

    /// The clean environment a test runs swippy in (no TERM colour, TZ pinned so the machine's zone cannot
    /// change an expected time, a locale that takes UTF-8 — a test of the ASCII fallback sets LC_ALL=C — and a
    /// private state folder), with `extra` added over it.
    public static func environment(adding extra: [String: String] = [:]) -> [String: String] {
        var env = [
            "PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory(), "TERM": "xterm", "TZ": "UTC", "LANG": "C.UTF-8",
        ]
        env["XDG_STATE_HOME"] = RepositoryFiles.temporaryPath("swippy-state").path
        env["XDG_CACHE_HOME"] = RepositoryFiles.temporaryPath("swippy-cache").path
        env.merge(extra) { $1 }
        return env
    }

    /// Makes writing to an app that already exited an error to ignore rather than a SIGPIPE that kills the
    /// test process.
    public static func ignoreBrokenPipes() {
        _ = brokenPipesIgnored
    }

    private static let brokenPipesIgnored: Void = {
        _ = signal(SIGPIPE, SIG_IGN)
    }()

    /// A fresh temporary directory for state files.
    public static func temporaryDirectory() throws -> URL {
        try RepositoryFiles.temporaryDirectory("swippy")
    }
}
