import Foundation
import History
import SwippyData

/// An in-memory repository: a fixed history, files in a dictionary, reports in a list.
@MainActor
final class FakeHistoryRepository: HistoryRepository {
    var history: [Transaction]
    var failure: (any Error)?
    var files: [String: String] = [:]
    var unwritable: Set<String> = []
    var reports: [(subject: String, body: String)] = []
    var reportFails = false
    var queryCount = 0

    init(history: [Transaction] = HistoryFixture.history) {
        self.history = history
    }

    func query() throws -> TransactionQuery {
        queryCount += 1
        if let failure { throw failure }
        return TransactionQuery(
            history: history, holderNames: ["A1": "Savings ••4821", "A2": "Dollars ••0042"], currencyCodes: ["₹": "INR"]
        )
    }

    func baseCurrency() -> String { "INR" }

    func exchangeRates() -> ExchangeRates {
        ExchangeRates(
            base: "INR", asOf: HistoryFixture.now,
            rates: [ExchangeRate(code: "USD", rate: Decimal(string: "0.0125") ?? 0, history: [])])
    }

    func knownCurrencies() -> [String] { ["INR", "USD"] }

    /// The disputes on record: one open on t6 unless a test changes them.
    var disputes: [Dispute] = [
        Dispute(
            id: "DSP-1001", transactionID: "t6", reason: .chargedTwice, description: "charged twice", status: .open,
            raisedAt: HistoryFixture.now, timeline: [])
    ]

    func disputes(ofTransaction id: String) -> [Dispute] {
        disputes.filter { $0.transactionID == id }
    }

    func fileExists(at path: String) -> Bool { files[path] != nil }

    func writeFile(to path: String, rows: Int, _ produce: (([UInt8]) throws -> Void) throws -> Void) throws {
        if unwritable.contains(path) { throw FakeHistoryError.unwritable }
        var bytes: [UInt8] = []
        try produce { bytes += $0 }
        files[path] = String(decoding: bytes, as: UTF8.self)
    }

    func reportAddress() -> String { "asha@example.in" }

    func sendReport(subject: String, body: String) throws -> String {
        if reportFails { throw FakeHistoryError.unwritable }
        reports.append((subject, body))
        return reportAddress()
    }
}
