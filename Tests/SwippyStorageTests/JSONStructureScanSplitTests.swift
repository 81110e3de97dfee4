import Foundation
import Testing

@testable import SwippyData
@testable import SwippyStorage

/// The scan of a large file on two cores: whatever the text, its outcome is the one pass's.
@Suite("The structure scan on two cores finds exactly what one pass finds")
struct JSONStructureScanSplitTests {
    /// The outcome of one pass and of two scans side by side (every file counts as large here).
    private static func outcomes(_ text: String) -> (one: JSONStructureScan.Outcome, two: JSONStructureScan.Outcome) {
        Data(text.utf8).withUnsafeBytes { buffer in
            (JSONStructureScan.check(buffer, splitMinimum: .max), JSONStructureScan.check(buffer, splitMinimum: 0))
        }
    }

    /// `{"before": …, "items": [ … count records … ], "after": 1}`; `record` may change one record's text.
    private static func document(count: Int, record: (Int, String) -> String = { _, text in text }) -> String {
        var items: [String] = []
        for index in 0..<count {
            let text =
                "{\"id\": \"t-\(index)\", \"amount\": \(index % 900 + 1).25, \"note\": \"n\(index % 7)\", \"tags\": "
                + "[{\"k\": 1}, {\"k\": 2}]}"
            items.append(record(index, text))
        }
        return "{\"before\": {\"x\": [1, 2]}, \"items\": [\n" + items.joined(separator: ",\n") + "\n], \"after\": 1}"
    }

    /// Every mark of the array at `start` is where its element begins.
    private static func marksAreRight(_ text: String, _ outcome: JSONStructureScan.Outcome) throws {
        let span = try #require(outcome.spans.values.max { $0.count < $1.count })
        #expect(!span.marks.isEmpty)
        let bytes = Array(text.utf8)
        for mark in span.marks {
            let head = String(decoding: bytes[mark.offset..<min(bytes.count, mark.offset + 24)], as: UTF8.self)
            #expect(head.contains("\"t-\(mark.index)\""), "mark \(mark.index) is at \(head)")
        }
    }

    @Test func aWellFormedFile_givesTheSameSpansAndMarks() throws {
        let text = Self.document(count: 3 * JSONStructureScan.markStride + 77)
        let (one, two) = Self.outcomes(text)
        #expect(two.summary() == one.summary())
        #expect((one.scans, two.scans) == (1, 2))
        #expect(one.summary().contains { $0.hasSuffix(": \(3 * JSONStructureScan.markStride + 77)") })
        try Self.marksAreRight(text, two)
    }

    @Test(arguments: [100, 6_000, 9_990])
    func aDuplicateKey_isNamedWithTheWholePath_whereverItIs(at index: Int) {
        let text = Self.document(count: 10_000) { position, record in
            position == index ? record.replacingOccurrences(of: "\"k\": 2", with: "\"k\": 2, \"k\": 3") : record
        }
        let (one, two) = Self.outcomes(text)
        #expect(two.summary() == one.summary())
        #expect(one.problem?.path == "items[\(index)].tags[1].k")
        // Before the middle the first scan meets the problem itself; after it, the second scan's is taken over.
        #expect(two.scans == (index < 5_000 ? 1 : 2))
    }

    @Test func theFirstProblemInTheText_isReported_whenBothHalvesHaveOne() {
        let text = Self.document(count: 10_000) { position, record in
            switch position {
            case 2_000: record.replacingOccurrences(of: "\"note\"", with: "\"id\"")
            case 8_000: record.replacingOccurrences(of: ".25", with: ".25e9999999")
            default: record
            }
        }
        let (one, two) = Self.outcomes(text)
        #expect(two.summary() == one.summary())
        #expect(one.problem?.path == "items[2000].id")
    }

    @Test(arguments: [(".25, ", "..25, "), ("\"note\": \"n", "\"note\": \"\u{1}n"), ("]}", "]")])
    func aSyntaxErrorInTheSecondHalf_isAtTheSameOffset(good: String, bad: String) {
        let text = Self.document(count: 10_000) { position, record in
            position == 7_500 ? record.replacingOccurrences(of: good, with: bad) : record
        }
        let (one, two) = Self.outcomes(text)
        #expect(one.syntaxError != nil)
        #expect(two.summary() == one.summary())
        #expect(two.scans == 2)
    }

    @Test func aGuessInsideAString_isNeverTakenOver() throws {
        // The middle of the file is a long string holding "}, {": the guess lands in it.
        let filler =
            String(repeating: "x", count: 210_000) + "}, {\\\"a\\\": 1}, {" + String(repeating: "y", count: 200_000)
        let text =
            "{\"text\": \"" + filler + "\", \"items\": [" + (0..<300).map { "{\"id\": \($0)}" }.joined(separator: ", ")
            + "]}"
        let (one, two) = Self.outcomes(text)
        #expect(one.problem == nil && one.syntaxError == nil)
        #expect(two.summary() == one.summary())
        #expect(two.scans == 1)
        let broken = text.replacingOccurrences(of: "{\"id\": 299}", with: "{\"id\": 299, \"id\": 1}")
        let (brokenOne, brokenTwo) = Self.outcomes(broken)
        #expect(brokenOne.problem?.path == "items[299].id")
        #expect(brokenTwo.summary() == brokenOne.summary())
    }

    @Test func aGuessInANestedArray_isTakenOverAsThatArray() {
        // Half way through, the one element is a long array of small objects: the guess lands in it.
        let inner = (0..<20_000).map { "{\"v\": \($0)}" }.joined(separator: ",")
        let text = "{\"items\": [{\"id\": 1}, {\"list\": [" + inner + "]}, {\"id\": 3}]}"
        let (one, two) = Self.outcomes(text)
        #expect(two.summary() == one.summary())
        #expect(two.scans == 2)
        let broken = text.replacingOccurrences(of: "{\"v\": 15000}", with: "{\"v\": 15000, \"v\": 0}")
        let (brokenOne, brokenTwo) = Self.outcomes(broken)
        #expect(brokenOne.problem?.path == "items[1].list[15000].v")
        #expect(brokenTwo.summary() == brokenOne.summary())
    }

    @Test func aFileWithNoGuess_isScannedInOnePass() {
        let text = "[" + (0..<5_000).map(String.init).joined(separator: ", ") + "]"
        let (one, two) = Self.outcomes(text)
        #expect(two.summary() == one.summary())
        #expect(two.scans == 1)
    }
}
