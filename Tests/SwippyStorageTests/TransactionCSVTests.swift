import Foundation
import Testing

@testable import SwippyData
@testable import SwippyStorage

@Suite("Transaction CSV")
struct TransactionCSVTests {
    @Test(arguments: [
        ("plain", "plain"), ("a,b", "\"a,b\""), ("say \"hi\"", "\"say \"\"hi\"\"\""), ("two\nlines", "\"two\nlines\""),
        ("cr\rhere", "\"cr\rhere\""), ("", ""), ("₹ café", "₹ café"),
    ])
    func fields_areQuotedAsRFC4180Asks(text: String, expected: String) {
        #expect(TransactionCSV.field(text) == expected)
    }

    @Test(arguments: [
        (Decimal(-1500), 2, "-1500.00"), (Decimal(string: "12.5") ?? 0, 2, "12.50"), (Decimal(1_000_000), 0, "1000000"),
        (Decimal(string: "0.01") ?? 0, 2, "0.01"), (Decimal(string: "-0.5") ?? 0, 2, "-0.50"),
    ])
    func amounts_arePlainDecimals(amount: Decimal, places: Int, expected: String) {
        #expect(TransactionCSV.plain(amount, places: places) == expected)
    }

    @Test func text_hasAHeader_oneCRLFRowPerTransaction() {
        let date = Date(timeIntervalSince1970: 1_795_305_600)
        let rows = [
            Transaction(
                id: "t1", date: date, accountID: "A1", direction: .debit, amount: 1500, currency: "INR",
                counterparty: "Shop, \"Main\"", category: "shopping", note: "line1\nline2", reference: "R1")
        ]
        let query = TransactionQuery.indexed(history: rows, holderNames: ["A1": "Savings ••4821"])
        let text = TransactionCSV.text(rows, query: query, zone: TimeZone(identifier: "Asia/Kolkata") ?? .gmt)
        #expect(
            text == "date_utc,local_time,counterparty,counterparty_mobile,note,account,direction,amount,currency,"
                + "category,reference,id\r\n"
                + "2026-11-22T00:00:00Z,\"22 Nov 2026, 05:30 IST\",\"Shop, "
                + "\"\"Main\"\"\",,\"line1\nline2\",Savings ••4821,out,"
                + "-1500.00,INR,shopping,R1,t1\r\n")
    }

    @Test func yenAndDinarRows_keepTheirOwnMinorUnits_inTheCSVAndTheReport() {
        let date = Date(timeIntervalSince1970: 1_795_305_600)
        let rows = [
            Transaction(
                id: "t1", date: date, accountID: "A1", direction: .credit, amount: 1_250, currency: "JPY",
                counterparty: "Tokyo", category: "salary", reference: "R1"),
            Transaction(
                id: "t2", date: date, accountID: "A2", direction: .debit, amount: Decimal(string: "1.25") ?? 0,
                currency: "KWD",
                counterparty: "Kuwait", category: "shopping", reference: "R2"),
        ]
        let query = TransactionQuery.indexed(history: rows, holderNames: ["A1": "Yen", "A2": "Dinar"])
        let zone = TimeZone(identifier: "UTC") ?? .gmt
        let csv = TransactionCSV.text(rows, query: query, zone: zone)
        #expect(csv.contains(",Yen,in,1250,JPY,salary,R1,t1\r\n"))
        #expect(csv.contains(",Dinar,out,-1.250,KWD,shopping,R2,t2\r\n"))
        let totals = TransactionTotals(
            [rows[0]], base: "JPY", rates: ExchangeRates(base: "USD", asOf: date, rates: []), code: { $0.currency })
        let report = TransactionReport.body(rows, totals: totals, query: query, zone: zone, subject: "Report")
        #expect(report.contains(" · Yen · ¥1,250 · R1"))
        #expect(report.contains(" · Dinar · -KWD 1.250 · R2"))
        #expect(report.hasSuffix("2 transactions · in ¥1,250 · out ¥0 · net ¥1,250"))
    }

    @Test(arguments: [
        ("=HYPERLINK(\"http://x\")", "'=HYPERLINK(\"http://x\")"), ("+1+cmd|' /C calc'!A0", "'+1+cmd|' /C calc'!A0"),
        ("-2", "'-2"), ("@SUM(A1)", "'@SUM(A1)"), ("\tx", "'\tx"), ("\rx", "'\rx"), ("a=b", "a=b"), ("", ""),
        ("'quoted", "'quoted"),
    ])
    func formulaCells_getALeadingQuote(text: String, expected: String) {
        #expect(TransactionCSV.neutralised(text) == expected)
    }

    @Test func text_neutralisesEveryTextCell_butKeepsTheAmountANumber() {
        let date = Date(timeIntervalSince1970: 1_795_305_600)
        let rows = [
            Transaction(
                id: "-t1", date: date, accountID: "A1", direction: .debit, amount: 1500, currency: "INR",
                counterparty: "=HYPERLINK(\"http://evil\",\"x\")", category: "+cat", note: "@note", reference: "\tR1",
                counterpartyMobile: "+91 98765 43210")
        ]
        let query = TransactionQuery.indexed(history: rows, holderNames: ["A1": "-Savings"])
        let text = TransactionCSV.text(rows, query: query, zone: TimeZone(identifier: "UTC") ?? .gmt)
        let row = text.split(separator: "\r\n").last.map(String.init) ?? ""
        #expect(
            row == "2026-11-22T00:00:00Z,\"22 Nov 2026, 00:00 GMT\","
                + "\"'=HYPERLINK(\"\"http://evil\"\",\"\"x\"\")\",'+91 98765 43210,'@note,'-Savings,out,-1500.00,INR,"
                + "'+cat,'\tR1,'-t1")
    }

    @Test func defaultFileName_isTheLocalDay() {
        let date = Date(timeIntervalSince1970: 1_795_291_200)  // 21 Nov 20:00 UTC = 22 Nov in Kolkata
        #expect(
            TransactionCSV.defaultFileName(now: date, zone: TimeZone(identifier: "Asia/Kolkata") ?? .gmt)
                == "swippy-transactions-2026-11-22.csv")
    }

    @Test func write_isAtomic_andRefusesAMissingFolderLeavingNothing() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("csv-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("out.csv")
        try TransactionCSV.write(to: target) { write in
            try write(Array("a,b\r\n".utf8))
            try write(Array("c,d\r\n".utf8))
        }
        #expect(try String(contentsOf: target, encoding: .utf8) == "a,b\r\nc,d\r\n")
        #expect(throws: DataFileError.self) {
            try TransactionCSV.write(to: folder.appendingPathComponent("no/such/out.csv")) { try $0([0x78]) }
        }
        #expect(throws: DataFileError.self) { try TransactionCSV.write(to: folder) { try $0([0x78]) } }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.csv"])
    }

    @Test func aWriteThatFailsHalfway_leavesTheOldFileWhole_andNoTemporaryFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("csv-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("out.csv")
        try TransactionCSV.write(to: target) { try $0(Array("old\r\n".utf8)) }
        #expect(throws: DataFileError.self) {
            try TransactionCSV.write(to: target) { write in
                try write(Array(repeating: UInt8(ascii: "x"), count: 1 << 20))
                throw CocoaError(.userCancelled)
            }
        }
        #expect(try String(contentsOf: target, encoding: .utf8) == "old\r\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.csv"])
    }
}
