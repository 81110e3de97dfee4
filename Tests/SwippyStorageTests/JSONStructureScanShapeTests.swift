import Foundation
import SwippyTestSupport
import Testing

@testable import SwippyData
@testable import SwippyStorage

/// Objects in an array take keys that repeat the previous element's keys without checking them again; every
/// duplicate and every syntax error must still be found where one pass without that finds it.
@Suite("The scan's shape of an array's objects never hides a duplicate key or a syntax error")
struct JSONStructureScanShapeTests {
    private static func problem(_ json: String) -> String? {
        JSONStructureScan.firstProblem(in: Data(json.utf8)).map { "\($0.path): \($0.message)" }
    }

    private static func syntaxError(_ json: String) -> Int? {
        Data(json.utf8).withUnsafeBytes { JSONStructureScan.check($0).syntaxError }
    }

    @Test(arguments: [
        ("[{\"a\": 1, \"b\": 2}, {\"a\": 1, \"b\": 2, \"a\": 3}]", "[1].a: duplicate key \"a\""),
        ("[{\"a\": 1, \"b\": 2}, {\"b\": 1, \"a\": 2, \"b\": 3}]", "[1].b: duplicate key \"b\""),
        ("[{\"a\": 1, \"b\": 2}, {\"a\": 1, \"a\": 2}]", "[1].a: duplicate key \"a\""),
        ("[{\"a\": 1}, {\"\\u0061\": 1, \"a\": 2}]", "[1].a: duplicate key \"a\""),
        ("[{\"\\u0061\": 1}, {\"\\u0061\": 2, \"a\": 3}]", "[1].a: duplicate key \"a\""),
        ("[{\"a\": 1, \"b\": 2}, {\"a\": 1, \"b\": 2}, {\"a\": 1, \"c\": 2, \"a\": 3}]", "[2].a: duplicate key \"a\""),
        ("{\"x\": [{\"k\": {\"k\": 1}}, {\"k\": {\"k\": 1, \"k\": 2}}]}", "x[1].k.k: duplicate key \"k\""),
        ("[[{\"a\": 1}], [{\"a\": 1}, {\"a\": 1, \"a\": 1}]]", "[1][1].a: duplicate key \"a\""),
    ])
    func aDuplicateAfterRepeatedKeys_isFound(json: String, expected: String) {
        #expect(Self.problem(json) == expected)
    }

    @Test func manyObjectsWithTwoShapes_haveNoProblem_andALateDuplicateIsNamed() {
        let objects = (0..<500).map { index in
            index % 3 == 0
                ? "{\"id\": \(index), \"card\": \"c\", \"note\": \"n\"}"
                : "{\"id\": \(index), \"account\": \"a\", \"note\": \"n\"}"
        }
        #expect(Self.problem("[" + objects.joined(separator: ", ") + "]") == nil)
        var broken = objects
        broken[400] = "{\"id\": 400, \"account\": \"a\", \"note\": \"n\", \"id\": 1}"
        #expect(Self.problem("[" + broken.joined(separator: ", ") + "]") == "[400].id: duplicate key \"id\"")
    }

    @Test(arguments: [
        ("[{\"ab\": 1}, {\"a\": 1}]", nil as Int?),
        ("[{\"a\": 1}, {\"ab\": 1, \"a\": 2}]", nil),
        ("[{\"a\": 1}, {\"a\" 1}]", 16),
        ("[{\"a\": 1}, {\"a\": 1,}]", 19),
        ("[{\"a\": 1}, {\"a", 14),
        ("[{\"a\": 1}, {\"a\u{1}\": 1}]", 14),
    ])
    func keysLikeTheShapesButNotIt_areReadAsOnePassReadsThem(json: String, offset: Int?) {
        #expect(Self.syntaxError(json) == offset)
        #expect(Self.problem(json) == nil)
    }

    @Test func keysThatRepeatTheShape_takeTheirOwnPlaceInTheFile() {
        // The second object's keys are found by shape; a problem inside its values names them.
        let json =
            "[{\"amount\": 1, \"note\": \"a\"}, {\"amount\": 12345678901234567890123456789012345678901, "
            + "\"note\": \"b\"}]"
        #expect(Self.problem(json) == "[1].amount: 41 significant digits; at most 38 can be held exactly")
    }
}

/// Random edits of an array of similar objects (bytes removed, doubled or replaced by JSON's own punctuation):
/// the outcome with shapes is the outcome without them, problem, path and offset.
@Suite("The scan with shapes and without them agree on randomly broken files")
struct JSONStructureScanShapeFuzzTests {
    private static let punctuation = Array("{}[]\":,\\ a0".utf8)

    private static func summary(_ outcome: JSONStructureScan.Outcome) -> String {
        "\(outcome.problem.map { "\($0.path): \($0.message)" } ?? "-") @\(outcome.syntaxError.map(String.init) ?? "-")"
    }

    @Test func randomEdits_giveTheSameOutcome() {
        var generator = SeededGenerator(seed: 2_026)
        let objects = (0..<40).map { index in
            "{\"id\": \"t-\(index)\", \"amount\": \(index).5, \"tags\": [{\"k\": 1}, {\"k\": 2}], "
                + "\"note\": \"n\\u00e9\"}"
        }
        let base = Array(("[" + objects.joined(separator: ",\n") + "]").utf8)
        var differing = 0
        for _ in 0..<3_000 {
            var bytes = base
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                let at = Int.random(in: 0..<bytes.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: bytes.remove(at: at)
                case 1: bytes.insert(bytes[at], at: at)
                default: bytes[at] = Self.punctuation[Int.random(in: 0..<Self.punctuation.count, using: &generator)]
                }
            }
            let (with, without) = bytes.withUnsafeBytes { buffer in
                (
                    JSONStructureScan.check(buffer, splitMinimum: .max),
                    JSONStructureScan.check(buffer, splitMinimum: .max, shapes: false)
                )
            }
            if Self.summary(with) != Self.summary(without) { differing += 1 }
            #expect(Self.summary(with) == Self.summary(without))
        }
        #expect(differing == 0)
    }
}
