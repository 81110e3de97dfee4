import Foundation
import SwippyTestSupport

#if canImport(Glibc)
    import Glibc
#endif

extension SwippyProcess {
    /// Runs swippy with its standard output on a pseudo-terminal (stdin stays a pipe), so colour
    /// decisions that depend on a terminal can be checked. Returns what the terminal received.
    static func runOnTerminal(
        _ arguments: [String] = ["--ephemeral"], input: String, environment: [String: String]
    ) throws -> Output {
        ignoreBrokenPipes()
        let (master, slave) = try openTerminalPair()
        defer { close(master) }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var env = ["PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory(), "TZ": "UTC"]
        env["XDG_STATE_HOME"] = RepositoryFiles.temporaryPath("swippy-state").path
        env["XDG_CACHE_HOME"] = RepositoryFiles.temporaryPath("swippy-cache").path
        env.merge(environment) { $1 }
        process.environment = ChildProfile.environment(env)
        let stdin = Pipe()
        let stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = FileHandle(fileDescriptor: slave, closeOnDealloc: false)
        process.standardError = stderr
        try process.run()
        close(slave)
        let err = StreamCollector()
        err.collect(stderr.fileHandleForReading)
        try? stdin.fileHandleForWriting.write(contentsOf: Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        var received = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(master, &buffer, buffer.count)
            if count <= 0 { break }
            received.append(contentsOf: buffer[0..<count])
        }
        process.waitUntilExit()
        return Output(
            stdout: String(decoding: received, as: UTF8.self), stderr: err.finished(), status: process.terminationStatus
        )
    }

    /// True when this machine can give the tests a pseudo-terminal.
    static var terminalAvailable: Bool {
        guard let (master, slave) = try? openTerminalPair() else { return false }
        close(master)
        close(slave)
        return true
    }

    /// Opens a pseudo-terminal pair through /dev/ptmx. posix_openpt and friends are not visible to
    /// Swift on Glibc, so this uses the Linux ioctls they wrap (values from <asm-generic/ioctls.h>).
    static func openTerminalPair() throws -> (master: Int32, slave: Int32) {
        let unlock: UInt = 0x4004_5431  // TIOCSPTLCK
        let number: UInt = 0x8004_5430  // TIOCGPTN
        let master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        guard master >= 0 else { throw DataFileProblem("no pseudo-terminal available") }
        var locked: Int32 = 0
        var index: UInt32 = 0
        guard ioctl(master, unlock, &locked) == 0, ioctl(master, number, &index) == 0 else {
            close(master)
            throw DataFileProblem("cannot unlock the pseudo-terminal")
        }
        let slave = open("/dev/pts/\(index)", O_RDWR | O_NOCTTY)
        guard slave >= 0 else {
            close(master)
            throw DataFileProblem("cannot open /dev/pts/\(index)")
        }
        return (master, slave)
    }
}
