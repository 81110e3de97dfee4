import Foundation
import SwippyTestSupport
import Testing

@testable import SwippyData

@Suite("Finding 7: dates, numbers, keys and amounts are read strictly; bad values are echoed short and escaped")
struct StrictInputTests {
    /// The real file with the first occurrence of `old` replaced by `new`, as text (so the JSON can say
    /// things JSONSerialization would never write: duplicate keys, 41-digit numbers).
    private static func replacing(_ old: String, with new: String) throws -> Data {
        var text = String(decoding: try Fixture.bytes(), as: UTF8.self)
        let range = try #require(text.range(of: old))
        text.replaceSubrange(range, with: new)
        return Data(text.utf8)
    }

    @Test(arguments: [
        "2026-02-30", "2026-11-01junk", "2026-13-01", "2025-02-29", "2026-11-02T24:00:00Z", " 2026-11-02",
    ])
    func anImpossibleOrPaddedDate_isRefusedNamingThePath(text: String) throws {
        let data = try Fixture.document { try $0.edit("users", 0) { $0["member_since"] = text } }
        #expect(
            Fixture.loadError(data)
                == "test.json: users[0].member_since: expected an ISO 8601 date such as 2026-11-02, found \"\(text)\"")
    }

    @Test func aLeapDay_loads() throws {
        let data = try Fixture.document { try $0.edit("users", 0) { $0["member_since"] = "2024-02-29" } }
        #expect(Fixture.loadError(data) == nil)
    }

    @Test func a41DigitBalance_isRefusedRatherThanRounded() throws {
        let digits = "12345678901234567890123456789012345678901"
        let data = try Self.replacing("\"balance\": 125000.5", with: "\"balance\": \(digits)")
        #expect(
            Fixture.loadError(data)
                == "test.json: accounts[0].balance: 41 significant digits; at most 38 can be held exactly")
    }

    @Test func aDuplicatedKey_isRefusedNamingTheKeyAndItsPath() throws {
        let data = try Self.replacing("\"balance\": 125000.5", with: "\"balance\": 125000.5, \"balance\": 1")
        #expect(Fixture.loadError(data) == "test.json: accounts[0].balance: duplicate key \"balance\"")
    }

    @Test func aDuplicatedTopLevelKey_isRefused() throws {
        let data = try Self.replacing("\"schema_version\": 1", with: "\"schema_version\": 1, \"schema_version\": 1")
        #expect(Fixture.loadError(data) == "test.json: schema_version: duplicate key \"schema_version\"")
    }

    @Test func aBalanceFinerThanThePaisa_isRefused() throws {
        let data = try Self.replacing("\"balance\": 125000.5", with: "\"balance\": 0.005")
        #expect(
            Fixture.loadError(data) == "test.json: accounts[0].balance: 0.005 has more decimals than INR allows (2)")
    }

    @Test func aDueFinerThanThePaisa_isRefused() throws {
        let data = try Self.replacing("\"amount\": 242.33", with: "\"amount\": 0.001")
        #expect(Fixture.loadError(data) == "test.json: cards[0].due.amount: 0.001 has more decimals than ₹ allows (2)")
    }

    /// Thousands of cards are checked in halves side by side: the first card with a bad amount is named, whether
    /// the other bad one is later in its half or in the half before it.
    @Test(arguments: [([2_100, 1_500], 1_500), ([1_250, 900], 900)])
    func amongThousandsOfCards_theFirstBadAmountIsNamed(bad: [Int], first: Int) throws {
        let data = try Fixture.document { document in
            let cards = try #require(document["cards"] as? [[String: Any]])
            var many = (0..<2_400).map { index in
                var card = cards[0]
                card["id"] = "card_bulk_\(index)"
                return card
            }
            for index in bad { many[index]["credit_limit"] = 7.005 }
            many[300]["credit_limit"] = 7.05
            document["cards"] = many
        }
        let expected = "test.json: cards[\(first)].credit_limit: 7.005 has more decimals than ₹ allows (2)"
        #expect(Fixture.loadError(data) == expected)
    }

    @Test func aYenBalanceWithAFraction_isRefused() throws {
        let data = try Fixture.document {
            try $0.edit("accounts", 0) {
                $0["currency"] = "JPY"
                $0["balance"] = 10.5
            }
        }
        #expect(Fixture.loadError(data) == "test.json: accounts[0].balance: 10.5 has more decimals than JPY allows (0)")
    }

    @Test func aLongHostileValue_isEchoedShortAndEscaped() throws {
        let hostile = "\u{1B}]0;pwned\u{7}\u{1B}[2J" + String(repeating: "x\u{8}", count: 50_000)
        let data = try Fixture.document { try $0.edit("accounts", 0) { $0["user_id"] = hostile } }
        let message = try #require(Fixture.loadError(data))
        #expect(message.hasPrefix("test.json: accounts[0].user_id: no user has id \"x␈x␈"))
        #expect(!message.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
        #expect(message.count < 140)
        #expect(message.hasSuffix("…\""))
    }

    @Test func aBadEnumValue_isEchoedShortAndEscaped() throws {
        let hostile = "\u{1B}[?1049h" + String(repeating: "frozen", count: 20_000)
        let data = try Fixture.document { try $0.edit("accounts", 0) { $0["status"] = hostile } }
        let message = try #require(Fixture.loadError(data))
        #expect(message.hasPrefix("test.json: accounts[0].status: "))
        #expect(!message.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
        #expect(message.count < 250)
    }
}
