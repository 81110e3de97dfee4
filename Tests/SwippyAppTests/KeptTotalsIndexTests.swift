import Foundation
import SwippyData
import SwippyStorage
import SwippyTestSupport
import Testing

@testable import SwippyApp

/// History's whole totals come from the store's history index, not a sum over the rows: the kept totals are
/// merged per ISO code ("₹" and "INR" are one), some rows are still the inner index's, and on the demo data the
/// totals History shows equal the plain walk's for every user.
@Suite("History: whole totals kept by the index")
struct KeptTotalsIndexTests {
    static func row(_ id: String, _ direction: Transaction.Direction, _ amount: Decimal, _ currency: String)
        -> Transaction
    {
        Transaction(
            id: id, date: TransferFixture.date, accountID: "a-savings", direction: direction, amount: amount,
            currency: currency, counterparty: "P", category: "c", reference: id)
    }

    @Test func theWholeHistory_isSummedFromTheKeptTotals_perCode() {
        let history = [Self.row("t1", .debit, 10, "INR"), Self.row("t2", .credit, 4, "₹")]
        // Kept totals that differ from the rows': what is returned can only have come from them.
        let kept: [String: (in: Decimal, out: Decimal)] = ["INR": (1, 2), "₹": (3, 0.5), "GBP": (7, 0)]
        let query = TransactionQuery(history: history, holderNames: [:], currencyCodes: ["₹": "INR"]) {
            KeptTotalsIndex(inner: ColumnIndex($0), totals: kept)
        }
        let whole = query.index.sums(at: nil, in: query)?.mapValues { [$0.in, $0.out] }
        #expect(whole == ["INR": [4, 2.5], "GBP": [7, 0]])
        let some = query.index.sums(at: [0], in: query)?.mapValues { [$0.in, $0.out] }
        #expect(some == ["INR": [0, 10]])
    }

    @Test func historysTotals_onTheDemoData_equalThePlainWalk() throws {
        let mockData = try RepositoryFiles.mockData()
        let store = try WalletStore(
            mockData: mockData, persistence: MemoryStateStore(), index: AppendedHistoryIndex())
        let wallet = store.wallet
        for user in wallet.users.map(\.id) {
            let base = wallet.baseCurrency(of: user, fallback: mockData.reference.exchangeRates.base)
            let plain = TransactionQuery(userID: user, wallet: wallet, reference: mockData.reference)
            let kept = TransactionQuery(
                userID: user, wallet: wallet, reference: mockData.reference, history: store.history(ofUser: user)
            ) { KeptTotalsIndex(inner: ColumnIndex($0), totals: store.totals(ofUser: user)) }
            let totals = { (query: TransactionQuery) in
                TransactionTotals(
                    query.run(TransactionFilter()), query: query, base: base, rates: mockData.reference.exchangeRates,
                    leavingOutInternal: true)
            }
            #expect(kept.history == plain.history)
            #expect(totals(kept) == totals(plain), "\(user)")
            #expect(totals(kept).moneyIn + totals(kept).moneyOut > 0, "\(user) has no totals to compare")
        }
    }
}
