import Foundation
import SwippyData
import SwippyTestSupport
import Testing

@testable import SwippyStorage

/// Every string from a file is cut on decoding to `DisplayBound` (4,096 bytes of UTF-8, "…" included, never
/// inside a character), whichever reader decodes it: the general one, the transactions' one-pass reader, an
/// escaped string, a journal line.
@Suite("Display bound on decoded strings")
struct DisplayBoundTests {
    static let huge = 1_000_000

    /// MockData with the first card's title and the first transaction's counterparty set to `title` and
    /// `payee`; a placeholder is put in and replaced in the text, so escapes reach the decoder as written.
    private func load(title: String, payee: String) throws -> WalletState {
        let document = try Fixture.document { object in
            guard var cards = object["cards"] as? [[String: Any]],
                var transactions = object["transactions"] as? [[String: Any]]
            else { throw FixtureError("no cards or transactions") }
            cards[0]["title"] = "TITLE-HERE"
            transactions[0]["counterparty"] = "PAYEE-HERE"
            object["cards"] = cards
            object["transactions"] = transactions
        }
        let text = String(decoding: document, as: UTF8.self)
            .replacingOccurrences(of: "TITLE-HERE", with: title)
            .replacingOccurrences(of: "PAYEE-HERE", with: payee)
        return try MockDataLoader.decode(Data(text.utf8), file: "test.json").wallet
    }

    /// `text` is `expected`; a failure names their lengths, never prints a megabyte.
    private func expectText(
        _ text: String?, is expected: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let same = text == expected
        #expect(
            same, "\(text?.utf8.count ?? -1) bytes where \(expected.utf8.count) were expected",
            sourceLocation: sourceLocation)
    }

    @Test func aHugeString_decodesToTheBound() throws {
        let wallet = try load(
            title: String(repeating: "A", count: Self.huge), payee: String(repeating: "b", count: Self.huge))
        expectText(wallet.cards[0].title, is: String(repeating: "A", count: 4_093) + "…")
        #expect(wallet.cards[0].title.utf8.count == DisplayBound.bytes)
        expectText(wallet.transactions[0].counterparty, is: String(repeating: "b", count: 4_093) + "…")
    }

    @Test func aCut_neverSplitsACharacter() throws {
        // 2-byte "é": 4,093 bytes end inside one, so the cut keeps 2,046 of them.
        let wallet = try load(
            title: String(repeating: "é", count: Self.huge), payee: String(repeating: "€", count: Self.huge))
        expectText(wallet.cards[0].title, is: String(repeating: "é", count: 2_046) + "…")
        expectText(wallet.transactions[0].counterparty, is: String(repeating: "€", count: 1_364) + "…")
    }

    @Test func anEscapedHugeString_decodesToTheBound() throws {
        let wallet = try load(
            title: String(repeating: #"\u00e9"#, count: Self.huge / 6),
            payee: String(repeating: #"\n"#, count: Self.huge / 2))
        expectText(wallet.cards[0].title, is: String(repeating: "é", count: 2_046) + "…")
        expectText(wallet.transactions[0].counterparty, is: String(repeating: "\n", count: 4_093) + "…")
    }

    @Test(arguments: [4_095, 4_096])
    func aStringWithinTheBound_isKeptWhole(length: Int) throws {
        let text = String(repeating: "x", count: length)
        let wallet = try load(title: text, payee: text)
        expectText(wallet.cards[0].title, is: text)
        expectText(wallet.transactions[0].counterparty, is: text)
    }

    @Test func aStringOneByteOver_isCut() throws {
        let wallet = try load(title: String(repeating: "x", count: 4_097), payee: "Shop")
        expectText(wallet.cards[0].title, is: String(repeating: "x", count: 4_093) + "…")
    }

    @Test func aJournalLineWithAHugeString_decodesToTheBound() throws {
        let seed = try Fixture.mockData().wallet
        var changed = seed
        changed.deposit(1, id: "T-1", reference: "R-1", note: String(repeating: "n", count: Self.huge))
        let line = try WalletChange.between(seed, changed).encoded()
        var replayed = seed
        try WalletChange.decode(line).apply(to: &replayed)
        expectText(replayed.transactions.last?.note, is: String(repeating: "n", count: 4_093) + "…")
    }
}
