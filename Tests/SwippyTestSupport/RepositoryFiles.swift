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

    /// A new, empty temporary folder whose name starts with `prefix`.
    public static func temporaryDirectory(_ prefix: String = "swippy-test") throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
