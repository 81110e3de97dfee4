import Foundation
import SwippyTestSupport
import Testing

@testable import SwippyData
@testable import SwippyStorage

/// The one pass (`JSONStructureScan+Fused`): the transactions read while the text is checked are exactly the
/// ones the decoder would read after it, and whatever the text, the check finds exactly what it found when it
/// only checked (the same problem or syntax offset, the same large containers).
@Suite("One pass checks and reads the transactions, finding exactly what the check alone finds")
struct JSONOnePassTests {
    private struct File: Decodable, Equatable {
        let before: [String: [Int]]
        let transactions: [Transaction]
        let after: Int
    }

    /// `{"before": …, "transactions": [ … ], "after": 1}` with usual and unusual records: nulls, an unknown
    /// key, escapes and non-ASCII text, exponents, keys in another order, a long note, a converted payment's
    /// other leg.
    private static func document(count: Int, key: String = "transactions") -> String {
        var records: [String] = []
        for index in 0..<count {
            let date = String(format: "2026-%02d-%02dT10:%02d:00Z", index % 12 + 1, index % 28 + 1, index % 60)
            let account = index % 3 == 0 ? "null" : "\"acc-\(index % 4)\""
            let card = index % 3 == 0 ? "\"4111 1111 1111 \(1_000 + index % 9)\"" : "null"
            let note =
                switch index % 11 {
                case 1: "caf\\u00e9 \\\"quoted\\\" \\ud83d\\ude00"
                case 2: "naïve ₹ résumé"
                case 3 where index % 7 == 3: String(repeating: "long ", count: 1_000)
                default: "n\(index % 13)"
                }
            let amount = index % 17 == 0 ? "1.5e2" : "\(index % 5_000 + 1).\(index % 90 + 10)"
            var fields = [
                "\"id\": \"t-\(index)\"", "\"date\": \"\(date)\"", "\"account_id\": \(account)",
                "\"card_number\": \(card)", "\"direction\": \"\(index % 2 == 0 ? "debit" : "credit")\"",
                "\"amount\": \(amount)", "\"currency\": \"INR\"", "\"counterparty\": \"Shop \(index % 50)\"",
                "\"category\": \"food\"", "\"note\": \"\(note)\"", "\"reference\": \"R\(index)\"",
            ]
            if index % 7 == 0 { fields.append("\"counterparty_mobile\": \"98765\(10_000 + index % 90_000)\"") }
            if index % 29 == 0 { fields.append("\"extra\": [1, {\"x\": \"],\"}]") }
            if index % 13 == 0 {
                fields.append(
                    "\"other_leg\": {\"amount\": 1.5, \"currency\": \"GBP\", \"rate\": 0.0095, "
                        + "\"as_of\": \"2026-11-20\"}")
            }
            if index % 26 == 1 { fields.append("\"other_leg\": null") }
            if index % 5 == 0 { fields.reverse() }
            records.append("{" + fields.joined(separator: ", ") + "}")
        }
        return "{\"before\": {\"x\": [1, 2]}, \"\(key)\": [\n" + records.joined(separator: ",\n")
            + "\n], \"after\": 1}"
    }

    private static let count = 6_000

    /// The check alone and the one pass, each on one core and on two (every file counts as large here), in
    /// that order.
    private static func outcomes(_ text: String) -> [(fused: Bool, outcome: JSONStructureScan.Outcome)] {
        outcomes(Data(text.utf8))
    }

    private static func outcomes(_ data: Data) -> [(fused: Bool, outcome: JSONStructureScan.Outcome)] {
        data.withUnsafeBytes { buffer in
            [false, true].flatMap { fused in
                [Int.max, 0].map { minimum in
                    (fused, JSONStructureScan.check(buffer, splitMinimum: minimum, fused: fused))
                }
            }
        }
    }

    private enum Decoded: Equatable {
        case file(File)
        case failure(String)

        var file: File? {
            if case .file(let file) = self { return file }
            return nil
        }
    }

    /// The first line where two summaries differ (they are long), for a failure's message.
    private static func difference(_ one: [String], _ other: [String]) -> String {
        let index = Array(zip(one, other)).firstIndex { $0 != $1 } ?? min(one.count, other.count)
        let line = { (lines: [String]) in index < lines.count ? lines[index] : "(end)" }
        return "\(line(one)) where \(line(other)), \(one.count) and \(other.count) lines"
    }

    /// The file decoded after the check alone (`ready` empty) or after the one pass, or the error's words.
    private static func decoded(_ text: String, fused: Bool) -> Decoded {
        decoded(Data(text.utf8), fused: fused)
    }

    private static func decoded(_ data: Data, fused: Bool) -> Decoded {
        data.withUnsafeBytes { buffer in
            let outcome = JSONStructureScan.check(buffer, fused: fused)
            guard outcome.problem == nil, outcome.syntaxError == nil else { return .failure("check failed") }
            do {
                return .file(
                    try JSONByteDecoder.decode(File.self, from: buffer, spans: outcome.spans, ready: outcome.ready))
            } catch {
                return .failure("\(error)")
            }
        }
    }

    @Test func aWellFormedFile_isReadInThePass_asTheDecoderReadsIt() throws {
        let text = Self.document(count: Self.count)
        // The decoder after the check alone is the reference; it reads as Foundation does, notes cut to
        // `DisplayBound` (`FastTransactionTests`, `ParallelTransactionDecodeTests`).
        let expected = try #require(Self.decoded(text, fused: false).file)
        #expect(expected.transactions.count == Self.count)
        for (fused, outcome) in Self.outcomes(text) {
            #expect(outcome.problem == nil && outcome.syntaxError == nil)
            #expect(outcome.ready.count == (fused ? 1 : 0))
            if fused {
                let read = try #require(outcome.ready.values.first)
                #expect(read.elements.count == Self.count)
                #expect(read.elements.moveIntoArray(room: 0) == expected.transactions)
            }
        }
        #expect(Self.decoded(text, fused: true).file == expected)
        #expect(try JSONFile.decode(File.self, from: Data(text.utf8), file: "t.json") == expected)
    }

    @Test func theArrayTheDecoderTakes_leavesRoomToAppend() throws {
        let text = Self.document(count: Self.count)
        var transactions = try JSONFile.decode(File.self, from: Data(text.utf8), file: "t.json").transactions
        #expect(transactions.capacity >= Self.count + JSONByteDecoder.appendRoom)
        let address = { (array: [Transaction]) in array.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) } }
        let before = address(transactions)
        for _ in 0..<JSONByteDecoder.appendRoom { transactions.append(transactions[0]) }
        #expect(address(transactions) == before, "appending moved the whole array into a larger buffer")
    }

    @Test func anArrayUnderAnotherKey_isOnlyChecked() {
        let text = Self.document(count: 500, key: "items")
        for (_, outcome) in Self.outcomes(text) { #expect(outcome.ready.isEmpty) }
    }

    @Test(arguments: [
        ("\"id\": \"t-40\"", "\"i\\u0064\": \"t-40\""),
        ("\"reference\": \"R4000\"", "\"reference\": 4000"),
        ("\"reference\": \"R4001\"", "\"reference\": \"R4001\", \"x\": 1, \"y\": 2"),
    ])
    func anElementTheReaderDeclines_leavesTheArrayToTheDecoder(good: String, bad: String) throws {
        let text = Self.document(count: Self.count).replacingOccurrences(of: good, with: bad)
        #expect(text.contains(bad))
        for (_, outcome) in Self.outcomes(text) {
            #expect(outcome.problem == nil && outcome.syntaxError == nil)
            #expect(outcome.ready.isEmpty)
        }
        let alone = Self.decoded(text, fused: false)
        #expect(Self.decoded(text, fused: true) == alone)
    }

    /// What the reader met before it takes without a check (a key where the last row had it, a short value
    /// as its pool made it last): broken in one row after thousands of equal ones, it is still refused where
    /// the check alone refuses it.
    @Test(arguments: ["\"currency\": \"I\u{1}R\"", "\"currency\": \"IN\\R\"", "\"curr\u{1}ncy\": \"INR\""])
    func aLateRowBrokenWhereEarlierRowsWereEqual_isRefusedAsTheCheckRefusesIt(broken: String) throws {
        let text = try Self.changingRow4001(to: broken)
        let outcomes = Self.outcomes(text)
        #expect(outcomes[0].outcome.syntaxError != nil)
        for (fused, outcome) in outcomes {
            #expect(outcome.summary(marks: true) == outcomes[0].outcome.summary(marks: true), "one pass: \(fused)")
        }
    }

    /// The same with the row still valid: it is read as Foundation reads it, not as the rows before it.
    @Test(arguments: ["\"currency\": \"INX\"", "\"currency\" : \"INR\"", "\"currency\": \"IN\u{FF}\""])
    func aLateRowChangedWhereEarlierRowsWereEqual_isReadAsFoundationReadsIt(changed: String) throws {
        let data = Data(try Self.changingRow4001(to: changed).utf8)
        let fast = try JSONFile.decode(File.self, from: data, file: "t.json").transactions[4_001]
        #expect(fast == (try JSONDecoder.swippy().decode(File.self, from: data)).transactions[4_001])
        #expect(fast.currency != "INR" || changed.contains(" : "))
    }

    /// A value whose first eight bytes are a recent one's (`JSONStringPool.recent` finds it by them) is read
    /// in full: the one that differs after them, and the one broken there.
    @Test func aValueSharingItsFirstEightBytesWithARecentOne_isReadInFull() throws {
        let row = { (index: Int, counterparty: String) in
            "{\"id\": \"t-\(index)\", \"date\": \"2026-11-02\", \"direction\": \"debit\", \"amount\": 5, \"currency\": "
                + "\"INR\", \"counterparty\": \"\(counterparty)\", \"category\": \"c\", \"note\": \"\", \"reference\": "
                + "\"R\(index)\", \"account_id\": \"acc\"}"
        }
        let document = { (last: String) in
            let rows = (0..<20).map { row($0, "Merchant Alpha") } + [row(20, last)]
            return Data(
                ("{\"before\": {}, \"transactions\": [" + rows.joined(separator: ", ") + "], \"after\": 1}").utf8)
        }
        let changed = try JSONFile.decode(File.self, from: document("Merchant Alphz"), file: "t.json")
        let expected = Array(repeating: "Merchant Alpha", count: 20) + ["Merchant Alphz"]
        #expect(changed.transactions.map(\.counterparty) == expected)
        #expect(throws: DataFileError.self) {
            try JSONFile.decode(File.self, from: document("Merchant Alph\u{1}"), file: "t.json")
        }
    }

    /// The document with row 4,001's currency (its amount is its own; its keys are in the usual order) written
    /// as `currency`.
    private static func changingRow4001(to currency: String) throws -> String {
        let usual = "\"amount\": 4002.51, \"currency\": \"INR\""
        let text = Self.document(count: Self.count)
        try #require(text.components(separatedBy: usual).count == 2)
        return text.replacingOccurrences(of: usual, with: "\"amount\": 4002.51, " + currency)
    }

    /// Seeded single-byte changes inside the transactions: every one gives the same outcome, one pass or not,
    /// one core or two, and the same data or decoding error.
    @Test(arguments: 0..<4)
    func aChangedByte_givesTheSameOutcome_asTheCheckAlone(seed: Int) {
        let text = Self.document(count: Self.count)
        var bytes = Array(text.utf8)
        let opening = text.range(of: "\"transactions\": [")
        let first = opening.map { text.utf8.distance(from: text.startIndex, to: $0.upperBound) } ?? 0
        var random = SeededGenerator(seed: UInt64(seed + 1))
        let replacements = Array("\"\\,}{:0e.- n\u{1}tfx]".utf8) + [0xC3, 0xE2, 0xFF]
        var changed = 0
        var readWhole = 0
        for _ in 0..<60 {
            let at = first + Int(random.next() % UInt64(bytes.count - first - 20))
            let saved = bytes[at]
            bytes[at] = replacements[Int(random.next() % UInt64(replacements.count))]
            defer { bytes[at] = saved }
            guard bytes[at] != saved else { continue }
            changed += 1
            let broken = Data(bytes)
            // The one pass against the check alone on as many cores (two may add a mark, `Split`'s tests),
            // and the problem or syntax error the same on any.
            let outcomes = Self.outcomes(broken)
            for (index, (fused, outcome)) in outcomes.enumerated() {
                let summary = outcome.summary(marks: true)
                let expected = outcomes[index % 2].outcome.summary(marks: true)
                #expect(
                    summary == expected,
                    "byte \(at) set to \(bytes[at]), one pass: \(fused): \(Self.difference(summary, expected))")
                #expect(summary.prefix(2) == outcomes[0].outcome.summary(marks: true).prefix(2))
                if fused, !outcome.ready.isEmpty { readWhole += 1 }
            }
            #expect(Self.decoded(broken, fused: true) == Self.decoded(broken, fused: false), "byte \(at)")
        }
        #expect(changed > 40)
        // Some changes leave the array readable (inside a note, say): those were read in the pass.
        #expect(readWhole > 0)
    }

    @Test func aProblemInEitherHalf_isNamedAsTheCheckAloneNamesIt() {
        for index in [100, Self.count - 100] {
            let text = Self.document(count: Self.count).replacingOccurrences(
                of: "\"reference\": \"R\(index)\"", with: "\"reference\": \"R\(index)\", \"reference\": \"S\"")
            for (_, outcome) in Self.outcomes(text) {
                #expect(outcome.problem?.path == "transactions[\(index)].reference")
                #expect(outcome.problem?.message.contains("duplicate key") == true)
            }
            let inexact = Self.document(count: Self.count).replacingOccurrences(
                of: "\"reference\": \"R\(index)\"", with: "\"reference\": \"R\(index)\", \"z\": 1e999")
            let outcomes = Self.outcomes(inexact)
            for (_, outcome) in outcomes {
                #expect(outcome.summary(marks: true) == outcomes[0].outcome.summary(marks: true))
            }
            #expect(outcomes[0].outcome.problem?.path == "transactions[\(index)].z")
        }
    }
}
