import Foundation
import SwippyCore
import SwippyData
import SwippyTestSupport
import Testing

@testable import History

/// The spending chart reads only the rows of the months it shows (`HistoryInteractor.monthlySpending`); its
/// answer is the plain walk's (`TransactionTotals.monthlySpending` of the history without internal moves), on
/// seeded histories: several currencies (one written as a symbol, one without a rate), internal moves and fees,
/// rows on the first and last moments of a month, rows after `now`, zones either side of UTC.
@MainActor
@Suite("History: the spending chart")
struct HistoryChartSpendingTests {
    static let rates = ExchangeRates(
        base: "INR", asOf: HistoryFixture.now,
        rates: [
            ExchangeRate(code: "USD", rate: Decimal(string: "0.0125") ?? 0, history: []),
            ExchangeRate(code: "JPY", rate: Decimal(string: "1.79") ?? 0, history: []),
        ])

    /// `count` rows over the fourteen months before `now` and a week after it, newest first as every history
    /// is, with internal moves (two legs, one reference and moment) and fee legs among them.
    static func history(_ count: Int, now: Date, seed: UInt64) -> [Transaction] {
        var random = SeededGenerator(seed: seed)
        var rows: [Transaction] = []
        let span = 14 * 31 * 86_400
        let calendar = DateInput.calendar(in: SwippyDate.utc)
        while rows.count < count {
            var date = now.addingTimeInterval(Double(random.next(span + 7 * 86_400) - span))
            if random.next(10) == 0, let start = calendar.dateInterval(of: .month, for: date) {
                // The first moment of a month, or the last second before the next.
                date = random.next(2) == 0 ? start.start : start.end.addingTimeInterval(-1)
            }
            let currency = ["INR", "₹", "USD", "JPY", "XYZ"][random.next(5)]
            let amount =
                Decimal(random.next(5_000_000) + 1) / Decimal([1, 100, 1_000, 10_000, 100_000][random.next(5)])
            let reference = "R\(rows.count)"
            let row = Transaction(
                id: "t\(rows.count)", date: date, accountID: "A\(random.next(2) + 1)",
                direction: random.next(4) == 0 ? .credit : .debit, amount: amount, currency: currency,
                counterparty: "Shop", category: random.next(12) == 0 ? InternalMoves.feeCategory : "shopping",
                reference: reference)
            rows.append(row)
            if random.next(8) == 0 {
                // The other leg of an internal move: same reference and moment, the other way.
                var leg = row
                leg.id += "b"
                leg.direction = row.direction == .debit ? .credit : .debit
                leg.accountID = row.accountID == "A1" ? "A2" : "A1"
                rows.append(leg)
            }
        }
        // Newest first; the same moment, the one recorded later first.
        return rows.enumerated().sorted { ($0.element.date, $0.offset) > ($1.element.date, $1.offset) }.map(\.element)
    }

    static func query(_ rows: [Transaction]) -> TransactionQuery {
        TransactionQuery(
            history: rows, holderNames: ["A1": "Savings ••4821", "A2": "Dollars ••0042"], currencyCodes: ["₹": "INR"])
    }

    @Test(arguments: ["UTC", "Asia/Kolkata", "America/New_York", "Pacific/Chatham"])
    func theChart_isThePlainWalksAnswer_onSeededHistories(identifier: String) throws {
        let zone = try #require(TimeZone(identifier: identifier))
        for (seed, now) in [
            (1, HistoryFixture.now), (2, Date(timeIntervalSince1970: 1_793_491_200)),
            (3, Date(timeIntervalSince1970: 1_772_323_200)),
        ] {
            let query = Self.query(Self.history(3_000, now: now, seed: UInt64(seed)))
            #expect(!query.internalPositions.isEmpty)
            for months in [6, 1, 13] {
                let fast = HistoryInteractor.monthlySpending(
                    query, months: months, now: now, zone: zone, base: "INR", rates: Self.rates)
                let plain = TransactionTotals.monthlySpending(
                    query.historyLeavingOutInternal, months: months, now: now, zone: zone, base: "INR",
                    rates: Self.rates, code: query.code(of:))
                #expect(fast == plain, "seed \(seed), \(months) months in \(identifier)")
                #expect(fast.count == months)
            }
        }
    }

    @Test func anEmptyHistory_orOneOutsideTheMonths_givesSixZeroMonths() {
        let now = HistoryFixture.now
        let old = Transaction(
            id: "t1", date: now.addingTimeInterval(-400 * 86_400), accountID: "A1", direction: .debit, amount: 10,
            currency: "INR", counterparty: "Shop", category: "shopping", reference: "R1")
        for rows in [[], [old]] {
            let months = HistoryInteractor.monthlySpending(
                Self.query(rows), months: 6, now: now, zone: SwippyDate.utc, base: "INR", rates: Self.rates)
            #expect(months.map(\.month) == ["Jun 2026", "Jul 2026", "Aug 2026", "Sep 2026", "Oct 2026", "Nov 2026"])
            #expect(months.allSatisfy { $0.amount == 0 && $0.currency == "INR" })
        }
    }

    @Test func openingTheChart_showsThePlainWalksAnswer() {
        let repository = FakeHistoryRepository(history: Self.history(500, now: HistoryFixture.now, seed: 9))
        let interactor = HistoryInteractor(
            repository: repository, clock: ManualClock(HistoryFixture.now), zone: HistoryFixture.utc, pageSize: 4)
        interactor.load()
        interactor.open(.chart)
        let query = interactor.state.value.query
        let plain = TransactionTotals.monthlySpending(
            query.historyLeavingOutInternal, months: 6, now: HistoryFixture.now, zone: HistoryFixture.utc,
            base: repository.baseCurrency(), rates: repository.exchangeRates(), code: query.code(of:))
        #expect(interactor.state.value.spending == plain)
        #expect(plain.contains { $0.amount > 0 })
    }
}
