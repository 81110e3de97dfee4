import Foundation
import SwippyTestSupport
import Testing

/// The data image from the command line: the first start parses MockData and leaves an image in
/// `$XDG_CACHE_HOME/swippy`; the next start reads it instead; a damaged image is refused and rebuilt; the screens
/// are the same every time. `--no-cache` neither reads nor writes it, `--ephemeral` never writes it, and a cache
/// folder that cannot be written changes nothing but one trace line. Only a data file of at least
/// `StoreAssembly.imageMinimumBytes` is imaged: these runs read the shipped data followed by a mebibyte of blank
/// lines (the same data), and the shipped file alone is never imaged.
@Suite("Data image end to end")
struct DataImageEndToEndTests {
    static let steps = SwippyProcess.signInAsDemoUser + "history\nq\n"
    static let read = "read instead of parsing"

    let folder: URL
    let cache: URL
    /// The shipped data, large enough to be imaged.
    let data: URL

    init() throws {
        folder = try SwippyProcess.temporaryDirectory()
        cache = folder.appendingPathComponent("cache")
        data = folder.appendingPathComponent("MockData.json")
        let blank = Data(repeating: UInt8(ascii: "\n"), count: 1 << 20)
        try (Data(contentsOf: RepositoryFiles.mockDataURL) + blank).write(to: data)
    }

    @Test func theShippedData_isNeverImaged() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let environment = ["XDG_CACHE_HOME": cache.path, "XDG_STATE_HOME": cache.path + "-state"]
        let state = folder.appendingPathComponent("small.json").path
        for arguments in [["--state", state], ["--state", state], ["--ephemeral"]] {
            let output = try SwippyProcess.run(arguments + ["--trace"], input: "q\n", environment: environment)
            #expect(output.status == 0)
            #expect(!output.stderr.contains("data image"))
        }
        #expect(!FileManager.default.fileExists(atPath: cache.appendingPathComponent("swippy").path))
    }

    @Test func theSecondStart_readsTheImage_andShowsTheSameScreens() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try run()
        #expect(first.status == 0)
        #expect(!first.stderr.contains("data image"))
        let image = try imageFile()
        let second = try run()
        #expect(second.stderr.contains(Self.read))
        #expect(second.stdout == first.stdout)
        #expect(second.stdout.contains("Totals of all 23 transactions"))
        let ephemeral = try run(["--ephemeral"])
        #expect(ephemeral.stderr.contains(Self.read))
        #expect(try Data(contentsOf: image).count > 0)
    }

    @Test func aDamagedImage_isRefused_rebuilt_andChangesNoScreen() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try run()
        let image = try imageFile()
        var bytes = try Data(contentsOf: image)
        bytes[bytes.count / 2] ^= 0x01
        try bytes.write(to: image)
        let damaged = try run()
        #expect(damaged.stderr.contains("refused (corrupt: its seal does not match its bytes); the file was parsed"))
        #expect(damaged.stdout == first.stdout)
        let next = try run()
        #expect(next.stderr.contains(Self.read))
        #expect(next.stdout == first.stdout)
    }

    /// The history read from the image grows like a parsed one: a transfer saved on top of it is in the state
    /// file, and the next start from the image shows it exactly as a start that parses the file does.
    @Test func aTransferSavedOnTheImage_showsAfterARestart_asOnTheParsedData() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let state = folder.appendingPathComponent("shared-state.json").path
        let environment = [
            "XDG_CACHE_HOME": cache.path, "XDG_STATE_HOME": cache.path + "-state",
            "SWIPPY_TEST_NOW": "2026-11-22T10:00:00Z",
        ]
        _ = try SwippyProcess.run(["--data", data.path, "--state", state], input: "q\n", environment: environment)
        _ = try imageFile()
        let transfer = SwippyProcess.signInAsDemoUser + "transfer\n1\n1\n1\n500\nRent\n1\n592741\nq\n"
        let sent = try SwippyProcess.run(
            ["--data", data.path, "--state", state, "--trace"], input: transfer, environment: environment)
        #expect(sent.stderr.contains(Self.read))
        #expect(sent.stdout.contains("Sent ₹500.00"))
        let fromImage = try SwippyProcess.run(
            ["--data", data.path, "--state", state, "--trace"], input: Self.steps, environment: environment)
        #expect(fromImage.stderr.contains(Self.read))
        #expect(fromImage.stdout.contains("Totals of all 24 transactions"))
        let parsed = try SwippyProcess.run(
            ["--data", data.path, "--state", state, "--no-cache"], input: Self.steps, environment: environment)
        #expect(fromImage.stdout == parsed.stdout)
    }

    @Test func noCache_neitherWritesNorReadsTheImage() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let plain = try run(["--no-cache"])
        #expect(!FileManager.default.fileExists(atPath: cache.path))
        _ = try run()
        _ = try imageFile()
        let skipped = try run(["--no-cache"])
        #expect(!skipped.stderr.contains("data image"))
        #expect(skipped.stdout == plain.stdout)
    }

    @Test func ephemeral_neverWritesTheImage() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = try run(["--ephemeral"])
        #expect(output.status == 0)
        #expect(!FileManager.default.fileExists(atPath: cache.path))
    }

    @Test func aCacheFolderThatCannotBeWritten_isSkippedWithOneTraceLine() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data().write(to: cache)
        let plain = try run(["--no-cache"])
        let output = try run()
        #expect(output.status == 0)
        #expect(output.stdout == plain.stdout)
        let lines = output.stderr.split(separator: "\n").filter { $0.contains("data image") }
        #expect(lines.count == 1)
        #expect(lines.first?.contains("data image not written") == true)
        #expect(!output.stderr.contains("swippy:"))
    }

    // MARK: - Private

    /// One session with a fresh state of its own in `folder`, the cache in `cache`, traced to stderr.
    private func run(_ extra: [String] = []) throws -> SwippyProcess.Output {
        let fresh = folder.appendingPathComponent("state-\(UUID().uuidString).json")
        let state = extra.contains("--ephemeral") ? [] : ["--state", fresh.path]
        return try SwippyProcess.run(
            ["--data", data.path] + state + ["--trace"] + extra, input: Self.steps,
            environment: [
                "XDG_CACHE_HOME": cache.path, "XDG_STATE_HOME": cache.path + "-state",
                "SWIPPY_TEST_NOW": "2026-11-22T10:00:00Z",
            ])
    }

    /// The one image in the cache folder (beside its voucher).
    private func imageFile() throws -> URL {
        let names = try FileManager.default.contentsOfDirectory(atPath: cache.appendingPathComponent("swippy").path)
            .filter { !$0.hasSuffix(".voucher") }
        #expect(names.count == 1)
        let name = try #require(names.first)
        #expect(name.hasSuffix(".image"))
        return cache.appendingPathComponent("swippy").appendingPathComponent(name)
    }
}
