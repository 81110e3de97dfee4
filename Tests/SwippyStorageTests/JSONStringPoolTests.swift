import Foundation
import Testing

@testable import SwippyData
@testable import SwippyStorage

@Suite("The string pool gives back the string its bytes spell, pooled or not")
struct JSONStringPoolTests {
    private static func read(_ pool: inout JSONStringPool, _ text: String) -> String {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { pool.string($0) }
    }

    @Test func everyValue_comesBackAsItsText_pastThePoolsCapacityToo() {
        var pool = JSONStringPool(capacity: 8)
        let values = (0..<200).map { "merchant \($0 % 50) · \($0 % 3 == 0 ? "café" : "shop")" } + ["", "a", "ab", "ba"]
        for round in 0..<3 {
            for value in values {
                #expect(Self.read(&pool, value) == value, "round \(round)")
            }
        }
    }

    /// Long enough to be pooled (a shorter value is made, not looked up).
    @Test func sameLengthValues_areNotMistakenForEachOther() {
        var pool = JSONStringPool()
        let values = (0..<64).map { String(format: "account-number-%04d", $0) }
        #expect(values.allSatisfy { $0.utf8.count > JSONStringPool.inlineBytes })
        for value in values + values.reversed() {
            #expect(Self.read(&pool, value) == value)
        }
    }

    /// The hash reads every byte: at each length up to 40 (short words, whole words, an overlapping last word),
    /// changing any one byte changes it, and the same bytes always hash the same.
    @Test func everyByte_changesTheHash() {
        for length in 0...40 {
            let bytes = (0..<length).map { UInt8(truncatingIfNeeded: 97 + $0 * 7) }
            let hash = bytes.withUnsafeBytes { JSONStringPool.hash($0) }
            #expect(bytes.withUnsafeBytes { JSONStringPool.hash($0) } == hash)
            for index in 0..<length {
                var changed = bytes
                changed[index] ^= 0x20
                #expect(changed.withUnsafeBytes { JSONStringPool.hash($0) } != hash, "length \(length), byte \(index)")
            }
            let longer = bytes + [0]
            #expect(longer.withUnsafeBytes { JSONStringPool.hash($0) } != hash, "length \(length) and a zero byte")
        }
    }
}
