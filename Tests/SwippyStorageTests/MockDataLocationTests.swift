import Foundation
import SwippyTestSupport
import Testing

@testable import SwippyStorage

@Suite("MockData: the default location")
struct MockDataLocationTests {
    /// Called from a file two folders from the package root (not MockDataLoader's three), with a working
    /// directory and a binary that lead nowhere: only the package the loader was built in can find the file.
    @Test func fromAnywhere_theBuiltPackageIsSearched() {
        let found = MockDataLoader.defaultLocation(workingDirectory: "/", executablePath: "/nonexistent/bin/swippy")
        #expect(found?.standardizedFileURL == RepositoryFiles.mockDataURL.standardizedFileURL)
    }

    @Test func theBuiltPackageRoot_isThisRepository() {
        #expect(MockDataLoader.builtPackageRoot.standardizedFileURL == RepositoryFiles.root.standardizedFileURL)
    }

    @Test func theWorkingDirectory_comesFirst() throws {
        let folder = try RepositoryFiles.temporaryDirectory("mockdata-here")
        let file = folder.appendingPathComponent("MockData/MockData.json")
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: file)
        let found = MockDataLoader.defaultLocation(workingDirectory: folder.path, executablePath: "/nonexistent/x")
        #expect(found?.standardizedFileURL == file.standardizedFileURL)
    }
}
