import Foundation

/// The binaries the benchmark runs: the release `swippy`, and a bare Foundation "hello" to compare starts.
enum BenchBuild {
    /// Builds `swippy` in release mode and returns its path.
    static func releaseSwippy(root: URL) throws -> String {
        print("building swippy (release)…")
        try run("swift", ["build", "-c", "release", "--product", "swippy"], in: root)
        let binPath = try run("swift", ["build", "-c", "release", "--show-bin-path"], in: root)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        return binPath + "/swippy"
    }

    /// Compiles `import Foundation; print("hello")` with optimisation and returns its path.
    static func foundationHello(in folder: URL) throws -> String {
        let source = folder.appendingPathComponent("hello.swift")
        try Data("import Foundation\nprint(\"hello\", Date() > .distantPast)\n".utf8).write(to: source)
        let binary = folder.appendingPathComponent("hello").path
        try run("swiftc", ["-O", source.path, "-o", binary], in: folder)
        return binary
    }

    /// Runs a tool found on PATH; its standard output, or an error when it fails.
    @discardableResult
    static func run(_ tool: String, _ arguments: [String], in folder: URL) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        process.currentDirectoryURL = folder
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw BenchError("\(tool) \(arguments.joined(separator: " ")) failed (\(process.terminationStatus))")
        }
        return String(decoding: output, as: UTF8.self)
    }
}
