import Foundation
import SwippyData
import SwippyStorage

/// The repository's MockData file, and small documents derived from it for the malformed cases: shared by
/// the domain's and the engine's tests.
public enum Fixture {
    /// MockData/MockData.json, found from this source file.
    public static var mockDataURL: URL { RepositoryFiles.mockDataURL }

    /// The real file's bytes.
    public static func bytes() throws -> Data {
        try Data(contentsOf: mockDataURL)
    }

    /// The real file, decoded and validated.
    public static func mockData() throws -> MockData {
        try RepositoryFiles.mockData()
    }

    /// The real file as a JSON dictionary, changed by `change`, serialised again.
    public static func document(_ change: (inout [String: Any]) throws -> Void) throws -> Data {
        guard var object = try JSONSerialization.jsonObject(with: bytes()) as? [String: Any] else {
            throw FixtureError("MockData.json is not an object")
        }
        try change(&object)
        return try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
    }

    /// The one-line message `MockDataLoader.decode` gives for `data`, or nil when it loads.
    public static func loadError(_ data: Data, file: String = "test.json") -> String? {
        do {
            _ = try MockDataLoader.decode(data, file: file)
            return nil
        } catch {
            return error.description
        }
    }

    /// A fresh temporary directory.
    public static func temporaryDirectory() throws -> URL {
        try RepositoryFiles.temporaryDirectory("swippy-data")
    }

    /// Asha's user id in the real file.
    public static let asha = "u-asha"
    /// Asha's transaction PIN.
    public static let ashaTransferPIN = "592741"
}

public struct FixtureError: Error, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}

extension Dictionary where Key == String, Value == Any {
    /// Edits the dictionary at `key` inside the array at `list`, at `index`.
    public mutating func edit(_ list: String, _ index: Int, _ change: (inout [String: Any]) -> Void) throws {
        guard var items = self[list] as? [[String: Any]], items.indices.contains(index) else {
            throw FixtureError("no \(list)[\(index)]")
        }
        change(&items[index])
        self[list] = items
    }
}
