import Foundation
import SwippyTestSupport
import Testing

@testable import SwippyData
@testable import SwippyStorage

@Suite("The fast JSON reader: the same values and the same one-line errors as JSONDecoder")
struct FastJSONReaderTests {
    private struct Item: Codable, Equatable {
        var name: String
        var amount: Decimal
        var count: Int
        var ratio: Double
        var flag: Bool
        var when: Date
        var note: String?
        var tags: [String]
        var nested: [[Int]]
        var map: [String: Int]
    }

    /// `text` decoded by the fast path and by Foundation's decoder (configured as Swippy's).
    private static func both<T: Decodable & Equatable>(_ type: T.Type, _ text: String) throws -> (
        fast: T, foundation: T
    ) {
        let data = Data(text.utf8)
        return (
            try JSONFile.decode(T.self, from: data, file: "t.json"), try JSONDecoder.swippy().decode(T.self, from: data)
        )
    }

    private static func error<T: Decodable>(_ type: T.Type, _ text: String) -> String? {
        do {
            _ = try JSONFile.decode(T.self, from: Data(text.utf8), file: "t.json")
            return nil
        } catch {
            return error.description
        }
    }

    private static let item = """
        {"name": "Caf\\u00e9 \\"Ra\\\\o\\"\\n\\t\\/ ₹ \\ud83d\\ude00", "amount": -1234.50, "count": -7, \
        "ratio": 0.25, "flag": true,
         "when": "2026-11-02T10:15:00.250+05:30", "note": null, "tags": ["a", "", "ü"], "nested": [[], [1, 2], [3]],
         "map": {"x": 1, "y": 2}, "ignored": {"deep": [1, {"a": null}]}}
        """

    @Test func escapesUnicodeNumbersAndNesting_decodeAsFoundationDecodes() throws {
        let (fast, foundation) = try Self.both(Item.self, Self.item)
        #expect(fast == foundation)
        #expect(fast.name == "Café \"Ra\\o\"\n\t/ ₹ 😀")
        #expect(fast.amount == Decimal(string: "-1234.5"))
        #expect(fast.nested == [[], [1, 2], [3]])
        #expect(fast.map == ["x": 1, "y": 2])
    }

    @Test(arguments: [
        "0", "-0.0", "1e3", "1E-2", "125000.50", "0.000001", "12345678901234567890123.45", "99999999999999999999", "7",
    ])
    func decimals_areExactAndIdenticalToFoundations(text: String) throws {
        let (fast, foundation) = try Self.both([Decimal].self, "[\(text)]")
        #expect(fast == foundation)
        #expect(fast.first?.description == foundation.first?.description)
    }

    @Test(arguments: [
        ("{\n  \"a\": 1,\n}", "t.json: line 3, column 1: not valid JSON"),
        ("[1, 2", "t.json: line 1, column 6: not valid JSON"),
        ("[01]", "t.json: line 1, column 3: not valid JSON"),
        ("[\"a\\x\"]", "t.json: line 1, column 5: not valid JSON"),
        ("[\"tab\there\"]", "t.json: line 1, column 6: not valid JSON"),
        ("[\"\\ud800\"]", "t.json: line 1, column 3: not valid JSON"),
        ("[1] [2]", "t.json: line 1, column 5: not valid JSON"),
        ("[tru]", "t.json: line 1, column 5: not valid JSON"),
        ("", "t.json: line 1, column 1: not valid JSON"),
    ])
    func brokenSyntax_isNamedByLineAndColumn(text: String, expected: String) {
        #expect(Self.error([Int].self, text) == expected)
    }

    @Test func invalidUTF8_isNotValidJSON() {
        var data = Data("[\"ab".utf8)
        data.append(contentsOf: [0xFF, 0x22, 0x5D])
        #expect(throws: DataFileError.malformed(file: "t.json", location: "line 1, column 5", reason: "not valid JSON"))
        {
            try JSONFile.decode([String].self, from: data, file: "t.json")
        }
    }

    @Test func wrongTypesAndMissingKeys_nameTheirPath() {
        struct Named: Decodable { var name: String }
        struct List: Decodable { var list: [Named] }
        #expect(
            Self.error(List.self, "{\"list\": [{\"name\": \"a\"}, {\"name\": 4}]}")
                == "t.json: list[1].name: expected text")
        #expect(
            Self.error(List.self, "{\"list\": [{\"name\": \"a\"}, {}]}")
                == "t.json: list[1].name: required field is missing")
        #expect(
            Self.error(List.self, "{\"list\": [{\"name\": null}]}") == "t.json: list[0].name: expected text, found null"
        )
        #expect(Self.error(List.self, "{\"list\": {}}") == "t.json: list: expected a list")
        #expect(Self.error(List.self, "[]") == "t.json: (top level): expected an object")
    }

    @Test func duplicateKeys_areStillRefused() {
        #expect(
            Self.error([String: Int].self, "{\"a\": 1, \"b\": 2, \"\\u0061\": 3}") == "t.json: a: duplicate key \"a\"")
        let many = (0..<40).map { "\"k\($0)\": \($0)" }.joined(separator: ", ")
        #expect(Self.error([String: Int].self, "{\(many), \"k7\": 1}") == "t.json: k7: duplicate key \"k7\"")
    }

    @Test func aBadDate_saysWhatItFound() {
        #expect(
            Self.error([Date].self, "[\"2026-02-30\"]")
                == "t.json: [0]: expected an ISO 8601 date such as 2026-11-02, found \"2026-02-30\"")
    }

    @Test func theShippedMockData_isExactlyWhatJSONDecoderReads() throws {
        let data = try Fixture.bytes()
        #expect(
            try JSONFile.decode(MockData.self, from: data, file: "m.json")
                == (try JSONDecoder.swippy().decode(MockData.self, from: data)))
    }

    @Test func aSavedState_isExactlyWhatJSONDecoderReads() throws {
        let saved = SavedState(dataFingerprint: "xxh64:0123456789abcdef", wallet: try Fixture.mockData().wallet)
        let data = try JSONEncoder.swippy().encode(saved)
        #expect(
            try JSONFile.decode(SavedState.self, from: data, file: "s.json")
                == (try JSONDecoder.swippy().decode(SavedState.self, from: data)))
    }
}
