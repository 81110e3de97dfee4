import Foundation
import SwippyTestSupport
import Testing

@testable import SwippyData

/// The streamed CSV (`TransactionCSV.write`) against the file written field by field with the plain functions
/// (`line`, `neutralised`, `plain`, `SwippyDate`), on seeded rows: moments across summer-time changes and changes
/// of a zone's offset, fractions of a second and moments outside 1970–2199, amounts of every shape, text that
/// needs quoting or neutralising.
@Suite("Transaction CSV, streamed")
struct TransactionCSVStreamTests {
    static let zones = [
        "UTC", "Asia/Kolkata", "America/New_York", "Europe/London", "Australia/Lord_Howe", "Europe/Moscow",
        "America/St_Johns", "Asia/Pyongyang",
    ]
    static let texts = [
        "", "Swiggy", "Shop, \"Main\"", "two\nlines", "cr\rhere", "=HYPERLINK(\"x\")", "+1", "-2", "@SUM", "\tTab",
        "₹ café", "a=b", "'quoted", "Zed \"Z\" Zulu, Jr.", "\r\n",
    ]
    static let currencies = ["INR", "₹", "JPY", "KWD", "USD", "XYZ"]
    static let mobiles: [String?] = [nil, "9123456780", "+91 98765 43210", "=1", ""]

    /// The row as the plain functions write it: what the export wrote before it streamed.
    static func plainLine(_ row: Transaction, query: TransactionQuery, zone: TimeZone) -> String {
        let code = query.code(of: row)
        return TransactionCSV.line(
            [
                SwippyDate.iso(row.date), SwippyDate.dayAndTime(row.date, in: zone),
                TransactionCSV.neutralised(row.counterparty), TransactionCSV.neutralised(row.counterpartyMobile ?? ""),
                TransactionCSV.neutralised(row.note), TransactionCSV.neutralised(query.holderName(of: row)),
                row.direction == .credit ? "in" : "out",
                TransactionCSV.plain(row.signedAmount, places: Currency.decimalPlaces(of: code)),
                TransactionCSV.neutralised(code), TransactionCSV.neutralised(row.category),
                TransactionCSV.neutralised(row.reference), TransactionCSV.neutralised(row.id),
            ])
    }

    /// Moments: the summer-time changes of `zone` from 2020 to 2031 and a second either side, seeded moments from
    /// 1970 to 2199, and a few the integer path leaves to the formatters.
    static func moments(_ zone: TimeZone, _ random: inout SeededGenerator) -> [Date] {
        var moments: [Date] = []
        var transition = zone.nextDaylightSavingTimeTransition(after: Date(timeIntervalSince1970: 1_577_836_800))
        while let change = transition, change.timeIntervalSince1970 < 1_924_992_000 {
            moments += [-1.0, 0, 1].map { change.addingTimeInterval($0) }
            transition = zone.nextDaylightSavingTimeTransition(after: change)
        }
        for _ in 0..<300 { moments.append(Date(timeIntervalSince1970: Double(random.next(7_258_118_400)))) }
        // Moscow moved its offset in 2011 and 2014, Pyongyang in 2015 and 2018: no summer time, same rule.
        for year in [1_301_184_000, 1_414_274_400, 1_439_564_400, 1_525_446_000] {
            moments += [-60.0, 0, 60].map { Date(timeIntervalSince1970: Double(year) + $0) }
        }
        moments += [0.5, -1, -86_400 * 400, 7_258_118_400, 7_258_118_399, 1_795_305_600.25].map {
            Date(timeIntervalSince1970: $0)
        }
        return moments
    }

    static func rows(_ moments: [Date], _ random: inout SeededGenerator) -> [Transaction] {
        moments.enumerated().map { index, date in
            let places = random.pick([0, 1, 2, 3, 4])
            let units = random.pick([0, 1, 5, 99, 150_000, 123_456_789, random.next(1_000_000_000)])
            let amount = Decimal(sign: .plus, exponent: -places, significand: Decimal(units))
            return Transaction(
                id: random.pick(texts) + "\(index)", date: date, accountID: random.pick(["A1", "A2", "A9"]),
                direction: random.next(2) == 0 ? .debit : .credit, amount: amount, currency: random.pick(currencies),
                counterparty: random.pick(texts), category: random.pick(texts), note: random.pick(texts),
                reference: random.pick(texts), counterpartyMobile: random.pick(mobiles))
        }
    }

    static func query(_ rows: [Transaction]) -> TransactionQuery {
        TransactionQuery(
            history: rows, holderNames: ["A1": "Savings ••4821", "A2": "-Joint, \"old\""], currencyCodes: ["₹": "INR"])
    }

    @Test(arguments: zones)
    func everyRow_isWhatThePlainFunctionsWrite_newestFirstAndInAnyOrder(identifier: String) throws {
        let zone = try #require(TimeZone(identifier: identifier))
        var random = SeededGenerator(seed: UInt64(identifier.utf8.count * 7_919))
        let dates = Self.moments(zone, &random)
        for order in [dates.sorted(by: >), dates] {
            let rows = Self.rows(order, &random)
            let query = Self.query(rows)
            let expected =
                TransactionCSV.line(TransactionCSV.header)
                + rows.map { Self.plainLine($0, query: query, zone: zone) }.joined()
            let streamed = TransactionCSV.text(rows, query: query, zone: zone)
            #expect(streamed == expected)
            if streamed != expected {
                let pairs = zip(streamed.components(separatedBy: "\r\n"), expected.components(separatedBy: "\r\n"))
                let first = pairs.first { $0.0 != $0.1 }
                Issue.record("first differing line: \(String(describing: first))")
            }
        }
    }

    @Test func theHeader_namesTheMobileBesideTheCounterparty() {
        #expect(
            TransactionCSV.line(TransactionCSV.header)
                == "date_utc,local_time,counterparty,counterparty_mobile,note,account,direction,amount,currency,"
                + "category,reference,id\r\n")
    }

    @Test func chunks_endOnWholeRows_holdAboutTheirSize_andTheMeterCountsEveryRowOnce() {
        var random = SeededGenerator(seed: 42)
        let rows = (0..<500).map { index in
            Transaction(
                id: "t\(index)", date: Date(timeIntervalSince1970: Double(1_795_305_600 - index * 61)), accountID: "A1",
                direction: .debit, amount: Decimal(random.next(100_000)) / 100, currency: "INR",
                counterparty: "Swiggy", category: "food", reference: "R\(index)", counterpartyMobile: "9123456780")
        }
        let query = Self.query(rows)
        let zone = SwippyDate.utc
        var chunks: [[UInt8]] = []
        let meter = WorkProgress()
        WorkProgress.watching(meter) {
            TransactionCSV.write(rows, query: query, zone: zone, chunkBytes: 1_000) { chunks.append($0) }
        }
        #expect(chunks.count > 10)
        #expect(chunks.allSatisfy { $0.suffix(2) == [0x0D, 0x0A] })
        #expect(chunks.dropLast().allSatisfy { (1_000..<1_200).contains($0.count) })
        #expect(String(decoding: chunks.joined(), as: UTF8.self) == TransactionCSV.text(rows, query: query, zone: zone))
        #expect(meter.done == rows.count)
    }

    @Test func noRows_isTheHeaderAlone_inOneChunk() {
        var chunks: [[UInt8]] = []
        TransactionCSV.write([Transaction](), query: Self.query([]), zone: SwippyDate.utc) { chunks.append($0) }
        #expect(chunks.map { String(decoding: $0, as: UTF8.self) } == [TransactionCSV.line(TransactionCSV.header)])
    }
}
