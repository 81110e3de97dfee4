import Foundation
import SwippyData
import SwippyStorage

/// The repository's MockData file, and small documents derived from it for the malformed cases.
enum Fixture {
    /// MockData/MockData.json, found from this source file.
    static var mockDataURL: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("MockData/MockData.json")
    }

    /// The real file's bytes.
    static func bytes() throws -> Data {
        try Data(contentsOf: mockDataURL)
    }

    /// The real file, decoded and validated.
    static func mockData() throws -> MockData {
        try MockDataLoader.decode(bytes(), file: "MockData.json")
    }

    /// The real file as a JSON dictionary, changed by `change`, serialised again.
    static func document(_ change: (inout [String: Any]) throws -> Void) throws -> Data {
        guard var object = try JSONSerialization.jsonObject(with: bytes()) as? [String: Any] else {
            throw FixtureError("MockData.json is not an object")
        }
        try change(&object)
        return try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
    }

    /// The one-line message `MockDataLoader.decode` gives for `data`, or nil when it loads.
    static func loadError(_ data: Data, file: String = "test.json") -> String? {
        do {
            _ = try MockDataLoader.decode(data, file: file)
            return nil
        } catch {
            return error.description
        }
    }

    /// A fresh temporary directory.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("swippy-data-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Asha's user id in the real file.
    static let asha = "u-asha"
    /// Asha's transaction PIN.
    static let ashaTransferPIN = "592741"
}

struct FixtureError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

extension Dictionary where Key == String, Value == Any {
    /// Edits the dictionary at `key` inside the array at `list`, at `index`.
    mutating func edit(_ list: String, _ index: Int, _ change: (inout [String: Any]) -> Void) throws {
        guard var items = self[list] as? [[String: Any]], items.indices.contains(index) else {
            throw FixtureError("no \(list)[\(index)]")
        }
        change(&items[index])
        self[list] = items
    }
}
