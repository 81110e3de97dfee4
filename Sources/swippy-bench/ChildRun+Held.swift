import Foundation

extension ChildRun {
    /// The same with `input` sent through a named pipe only once `ready()` holds (looked at every 5 ms, for at
    /// most a minute): a session kept open until, say, its data image is written, as a person's would be.
    static func run(
        _ executable: String, _ arguments: [String], input: String, home: String,
        once ready: @escaping @Sendable () -> Bool
    ) throws -> ChildRun {
        let pipe = home + "/input.fifo"
        unlink(pipe)
        guard mkfifo(pipe, 0o600) == 0 else { throw BenchError("cannot make \(pipe)") }
        defer { unlink(pipe) }
        let sender = Thread {
            // Opening blocks until the child opens its end.
            let descriptor = open(pipe, O_WRONLY | O_CLOEXEC)
            let deadline = Date().addingTimeInterval(60)
            while !ready(), Date() < deadline { usleep(5_000) }
            _ = Array(input.utf8).withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            close(descriptor)
        }
        sender.start()
        return try run(executable, arguments, inputPath: pipe, home: home)
    }
}
