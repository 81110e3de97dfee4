import Foundation
import SwippyTestSupport
import Testing

@testable import SwippyData
@testable import SwippyStorage

@Suite("The JSON structure scan: duplicate keys and inexact numbers, by path")
struct JSONStructureScanTests {
    private static func problem(_ json: String) -> String? {
        JSONStructureScan.firstProblem(in: Data(json.utf8)).map { "\($0.path): \($0.message)" }
    }

    @Test(arguments: [
        "{}", "[]", "1", "\"text\"", "null", "{\"a\": {\"a\": {\"a\": 1}}}", "[{\"a\": 1}, {\"a\": 2}]",
        "{\"a\": 1, \"b\": [1, 2, {\"a\": true, \"b\": false}], \"c\": null}", "{\"a\": \"}\\\"{\", \"b\": 1}",
        "{\"x\": 123456789012345678901234567890.12345678}", "{\"x\": 100000000000000000000000000000000000000000000}",
        "{\"x\": 0.00000000000000000000000000000000000000000000000000001}", "{\"x\": -0.0, \"y\": 1e-5, \"z\": 2E+3}",
    ])
    func wellFormedJSONWithoutDuplicates_hasNoProblem(json: String) {
        #expect(Self.problem(json) == nil)
    }

    @Test(arguments: [
        ("{\"a\": 1, \"a\": 2}", "a: duplicate key \"a\""),
        ("{\"a\": {\"b\": 1, \"c\": 2, \"b\": 3}}", "a.b: duplicate key \"b\""),
        ("{\"list\": [{\"id\": 1}, {\"id\": 2, \"id\": 3}]}", "list[1].id: duplicate key \"id\""),
        ("[[], [0, {\"k\": [], \"k\": {}}]]", "[1][1].k: duplicate key \"k\""),
        ("{\"a\": 1, \"\\u0061\": 2}", "a: duplicate key \"a\""),
        ("{\"\\u001b[2J\": 1, \"\\u001b[2J\": 2}", "(top level): duplicate key \"\""),
    ])
    func aDuplicatedKey_isNamedWithItsPath(json: String, expected: String) {
        #expect(Self.problem(json) == expected)
    }

    @Test func aKeyRepeatedInSiblingObjects_isNoDuplicate() {
        #expect(Self.problem("{\"a\": {\"x\": 1}, \"b\": {\"x\": 1}, \"c\": [{\"x\": 1}, {\"x\": 1}]}") == nil)
    }

    @Test(arguments: [
        (
            "{\"balance\": 12345678901234567890123456789012345678901}",
            "balance: 41 significant digits; at most 38 can be held exactly"
        ),
        (
            "{\"a\": [1, 0.000123456789012345678901234567890123456789]}",
            "a[1]: 39 significant digits; at most 38 can be held exactly"
        ),
        ("{\"a\": 1e300}", "a: number out of range"),
        ("{\"a\": 1e-300}", "a: number out of range"),
        ("{\"a\": 1e99999999999999999999999}", "a: number out of range"),
    ])
    func aNumberDecimalCannotHoldExactly_isNamed(json: String, expected: String) {
        #expect(Self.problem(json) == expected)
    }

    @Test(arguments: ["{\"a\": 1,, \"a\": 2}", "{\"a\" 1}", "{\"a\": [1, 2}", "{\"a", "[1, 2", "{\"a\": tru"])
    func brokenSyntax_isLeftToTheDecoder(json: String) {
        #expect(Self.problem(json) == nil)
    }

    @Test func deepNesting_doesNotRecurse() {
        let depth = 100_000
        let json = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        #expect(Self.problem(json) == nil)
        let nested =
            String(repeating: "{\"a\":", count: depth) + "{\"b\": 1, \"b\": 2}" + String(repeating: "}", count: depth)
        #expect(Self.problem(nested)?.hasSuffix(".b: duplicate key \"b\"") == true)
    }

    @Test func theRealMockData_hasNoProblem() throws {
        #expect(JSONStructureScan.firstProblem(in: try Fixture.bytes()) == nil)
    }
}
