import Foundation
import SwippyTestSupport
import Testing

@testable import SwippyData
@testable import SwippyStorage

@Suite("Ten thousand cards decode in parts side by side, exactly as in order")
struct ParallelCardDecodeTests {
    /// The shipped cards repeated to `count` (each with its own id and number), as a JSON array.
    private static func cards(count: Int, breaking bad: Int? = nil) throws -> Data {
        let object = try JSONSerialization.jsonObject(with: Fixture.bytes()) as? [String: Any]
        let shipped = try #require(object?["cards"] as? [[String: Any]])
        let cards = (0..<count).map { index -> [String: Any] in
            var card = shipped[index % shipped.count]
            card["id"] = "card-\(index)"
            card["number"] = String(format: "4000 0000 %04d %04d", index / 10_000, index % 10_000)
            if index == bad { card["credit_limit"] = "lots" }
            return card
        }
        return try JSONSerialization.data(withJSONObject: cards, options: [.sortedKeys])
    }

    @Test func manyCards_decodeInParts_asFoundationDecodesThem() throws {
        let data = try Self.cards(count: JSONByteDecoder.parallelMinimum + 700)
        let expected = try JSONDecoder.swippy().decode([PaymentCard].self, from: data)
        let parallel = try data.withUnsafeBytes { buffer in
            let outcome = JSONStructureScan.check(buffer)
            let bytes = try #require(buffer.baseAddress?.assumingMemoryBound(to: UInt8.self))
            return JSONByteDecoder(bytes: bytes, count: buffer.count, spans: outcome.spans)
                .elementsInParallel(PaymentCard.self, at: 0, cores: 2)
        }
        #expect(parallel?.0 == expected)
        #expect(parallel?.end == data.count)
        #expect(try JSONFile.decode([PaymentCard].self, from: data, file: "cards.json") == expected)
    }

    @Test func aBadCardInALaterPart_failsWithItsOwnPath() throws {
        let bad = JSONByteDecoder.parallelMinimum + 500
        let data = try Self.cards(count: JSONByteDecoder.parallelMinimum + 700, breaking: bad)
        do {
            _ = try JSONFile.decode([PaymentCard].self, from: data, file: "cards.json")
            Issue.record("a card with a text credit limit decoded")
        } catch {
            #expect(error.description.hasPrefix("cards.json: [\(bad)].credit_limit: "), "\(error.description)")
        }
    }
}
