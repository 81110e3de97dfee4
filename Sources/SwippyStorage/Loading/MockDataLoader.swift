import Foundation
import SwippyData

/// Reads and checks MockData.json. Never writes it.
public enum MockDataLoader {
    /// The decoded, validated data in the file at `url`, and a fingerprint of its bytes.
    /// The file is mapped, not copied; see `DataFingerprint` for what the fingerprint is.
    public static func load(from url: URL) throws(DataFileError) -> (data: MockData, fingerprint: String) {
        let loaded = try load(from: url, image: nil)
        return (loaded.data, loaded.fingerprint)
    }

    /// The same, read from `image` when that is a whole image of this very file (`DataImage`); otherwise the
    /// file is parsed and the answer's `image` says why the image was refused. Given an image, a nil `image` in
    /// the answer means the data came from it. An image whose stamp shows the file unchanged since it was made
    /// is read without reading the file; one whose stamp differs is read only when the file's fingerprint is
    /// still the one it records.
    public static func load(from url: URL, image: DataImage?) throws(DataFileError)
        -> (data: MockData, fingerprint: String, image: DataImageRefusal?)
    {
        var refusal = image?.load(fingerprint: nil)
        if case .success(let found)? = refusal {
            DataFingerprint.remember(found.fingerprint, file: url)
            return (found.data, found.fingerprint, nil)
        }
        let loaded = try FileReading.withMappedContents(of: url) {
            buffer throws(DataFileError) -> (MockData, String, DataImageRefusal?) in
            let fingerprint = DataFingerprint.of(buffer)
            if let image, case .failure(.stale)? = refusal {
                // The hash read every page of the file: they go back to the kernel before the image is read,
                // so the two are never resident together (a refused image reads them from the page cache).
                var release = MappedRelease(buffer, mapped: true)
                release.advance(to: buffer.count)
                refusal = image.load(fingerprint: fingerprint)
                if case .success(let found)? = refusal { return (found.data, fingerprint, nil) }
            }
            let reason: DataImageRefusal? = if case .failure(let reason)? = refusal { reason } else { nil }
            return (try decode(buffer, file: url.path, mapped: true), fingerprint, reason)
        }
        DataFingerprint.remember(loaded.1, file: url)
        return (loaded.0, loaded.1, loaded.2)
    }

    /// The size in bytes of the file at `url` (links followed), 0 when there is none: one `stat`, without the
    /// owner lookups `FileManager`'s attributes make.
    public static func size(of url: URL) -> Int {
        FileIdentity.of(url.path).map { Int($0.size) } ?? 0
    }

    /// Decodes and validates `bytes`; errors name `file`.
    public static func decode(_ bytes: Data, file: String) throws(DataFileError) -> MockData {
        let result: Result<MockData, DataFileError> = bytes.withUnsafeBytes { buffer in
            Result { () throws(DataFileError) -> MockData in try decode(buffer, file: file) }
        }
        return try result.get()
    }

    /// Decodes and validates the bytes in `buffer`; errors name `file`.
    static func decode(_ buffer: UnsafeRawBufferPointer, file: String, mapped: Bool = false) throws(DataFileError)
        -> MockData
    {
        let data = try JSONFile.decode(MockData.self, from: buffer, file: file, mapped: mapped)
        if let problem = DataValidation.firstProblem(wallet: data.wallet, reference: data.reference) {
            throw .malformed(file: file, location: problem.path, reason: problem.message)
        }
        return data
    }

    /// Where the default MockData/MockData.json is: next to the working directory, above the
    /// executable (`.build/debug/swippy` sits inside the package), or in `packageRoot` (the package this was
    /// built from, wherever the binary was copied and whoever calls). Never uses `Bundle.module`, which aborts
    /// when resources are missing.
    public static func defaultLocation(
        workingDirectory: String = FileManager.default.currentDirectoryPath,
        executablePath: String = MockDataLoader.executablePath(),
        packageRoot: URL = MockDataLoader.builtPackageRoot
    ) -> URL? {
        let relative = "MockData/MockData.json"
        var candidates = [URL(fileURLWithPath: workingDirectory).appendingPathComponent(relative)]
        var directory = URL(fileURLWithPath: executablePath).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<6 {
            candidates.append(directory.appendingPathComponent(relative))
            directory.deleteLastPathComponent()
        }
        candidates.append(packageRoot.appendingPathComponent(relative))
        return candidates.first { FileManager.default.isReadableFile(atPath: $0.path) }
    }
}

extension MockDataLoader {
    /// The package this binary was built from: `#filePath` here (not as a default argument, which its caller
    /// would expand) is Sources/SwippyStorage/Loading/MockDataLoader.swift in it.
    public static let builtPackageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The running binary's path: `/proc/self/exe` on Linux (right even when started through `PATH`),
    /// else the first argument.
    public static func executablePath() -> String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments.first ?? ""
    }
}
