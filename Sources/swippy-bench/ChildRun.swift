import Foundation

/// One run of a program with its standard input from a file: wall time, CPU time (user + system, every
/// thread) and the child's peak memory (`ru_utime`, `ru_stime`, `ru_maxrss` from `wait4`), and what it printed.
struct ChildRun {
    let seconds: Double
    let cpuSeconds: Double
    let peakBytes: Int
    let status: Int32
    let output: String

    /// Runs `executable` with `arguments`, `input` on standard input, in a clean environment whose state
    /// folder is `home`.
    static func run(_ executable: String, _ arguments: [String], input: String, home: String) throws -> ChildRun {
        let inputPath = home + "/input.txt"
        try Data(input.utf8).write(to: URL(fileURLWithPath: inputPath))
        return try run(executable, arguments, inputPath: inputPath, home: home)
    }

    /// The same with standard input read from the file (or pipe) at `inputPath`.
    static func run(_ executable: String, _ arguments: [String], inputPath: String, home: String) throws -> ChildRun {
        let outputPath = home + "/output.txt"
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, inputPath, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        // A UTF-8 locale, as on a usual terminal: without one Swippy writes plain ASCII ("INR 500.00").
        let environment = [
            "PATH=/usr/bin:/bin", "HOME=\(home)", "XDG_STATE_HOME=\(home)", "TERM=dumb", "COLUMNS=80", "LANG=C.UTF-8",
        ]
        let envp = environment.map { strdup($0) } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var pid = pid_t()
        let start = DispatchTime.now().uptimeNanoseconds
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, envp)
        guard spawned == 0 else {
            throw BenchError("cannot start \(executable): \(String(cString: strerror(spawned)))")
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw BenchError("wait4 failed") }
        }
        let end = DispatchTime.now().uptimeNanoseconds
        let output = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
        let exitCode = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        let cpu =
            Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(
                usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
        return ChildRun(
            seconds: Double(end - start) / 1e9, cpuSeconds: cpu, peakBytes: Int(usage.ru_maxrss) * 1_024,
            status: exitCode,
            output: output)
    }

    /// The median wall time (with that run's CPU time) and the largest peak of `runs` repetitions of `body`.
    static func repeated(_ runs: Int, _ body: () throws -> ChildRun) throws -> ChildRun {
        var results: [ChildRun] = []
        for _ in 0..<max(1, runs) { results.append(try body()) }
        let sorted = results.sorted { $0.seconds < $1.seconds }
        let median = sorted[sorted.count / 2]
        return ChildRun(
            seconds: median.seconds, cpuSeconds: median.cpuSeconds, peakBytes: results.map(\.peakBytes).max() ?? 0,
            status: median.status, output: median.output)
    }
}
