import Foundation
import SwippyData
import SwippyStorage

/// Files of the repository that tests read: the shipped MockData, and fresh temporary folders.
public enum RepositoryFiles {
    /// The repository's root folder, found from this source file.
    public static var root: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // SwippyTestSupport
            .deletingLastPathComponent()  // Tests
            .deletingLastPathComponent()
    }

    /// MockData/MockData.json.
    public static var mockDataURL: URL {
        root.appendingPathComponent("MockData/MockData.json")
    }

    /// The shipped MockData, decoded and validated.
    public static func mockData() throws -> MockData {
        try MockDataLoader.decode(Data(contentsOf: mockDataURL), file: "MockData.json")
    }

    /// A new, empty temporary folder whose name starts with `prefix`, inside `temporaryRoot`.
    public static func temporaryDirectory(_ prefix: String = "swippy-test") throws -> URL {
        let url = temporaryRoot.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A path inside `temporaryRoot` that does not exist yet (for a child's `XDG_STATE_HOME`, say).
    public static func temporaryPath(_ prefix: String) -> URL {
        temporaryRoot.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    }

    /// The one folder of this test process in the temporary directory: every folder a test makes through
    /// `temporaryDirectory` or `temporaryPath` is inside it, and it is removed when the process exits, so a
    /// run leaves nothing behind in the temporary directory.
    public static let temporaryRoot: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("swippy-tests-\(UUID().uuidString)")
        atexit { try? FileManager.default.removeItem(at: RepositoryFiles.temporaryRoot) }
        return url
    }()
}
