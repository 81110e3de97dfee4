import Foundation
import SwippyTestSupport

/// MockData documents derived from the real file, written to temporary files for `--data`.
enum DataFiles {
    /// The real MockData file changed by `change`, written to a fresh temporary directory.
    static func write(_ change: (inout [String: Any]) throws -> Void) throws -> URL {
        let bytes = try Data(contentsOf: SwippyProcess.mockData)
        guard var object = try JSONSerialization.jsonObject(with: bytes) as? [String: Any] else {
            throw DataFileProblem("MockData.json is not an object")
        }
        try change(&object)
        let url = try SwippyProcess.temporaryDirectory().appendingPathComponent("data.json")
        try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys]).write(to: url)
        return url
    }

    /// `count` cards copied from the real ones, each titled "Card N", with `pageSize` per page.
    static func cards(_ count: Int, pageSize: Int) throws -> URL {
        try write { object in
            guard let cards = object["cards"] as? [[String: Any]], var config = object["config"] as? [String: Any]
            else {
                throw DataFileProblem("no cards or config")
            }
            object["cards"] = (0..<count).map { index -> [String: Any] in
                var card = cards[index % cards.count]
                card["title"] = "Card \(index + 1)"
                return card
            }
            config["page_size"] = pageSize
            object["config"] = config
        }
    }
}
