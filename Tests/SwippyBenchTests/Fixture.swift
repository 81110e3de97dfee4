import Foundation
import SwippyData
import SwippyTestSupport

/// The repository's MockData, as the benchmark scales it.
enum Fixture {
    /// The real file's bytes.
    static func bytes() throws -> Data {
        try Data(contentsOf: RepositoryFiles.mockDataURL)
    }
}

extension Fixture {
    /// The real file, decoded and validated.
    static func mockData() throws -> SwippyData.MockData {
        try RepositoryFiles.mockData()
    }
}
