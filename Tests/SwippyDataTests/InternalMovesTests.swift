import Foundation
import SwippyData
import SwippyStorage
import SwippyTestSupport
import Testing

/// One hand-computed month for Asha (every figure in rupees, all on the fixture's day in November 2026):
/// pays her card's ₹242.33 due from Savings, moves ₹300 from Savings to Salary, pays Rahul ₹1,000, spends ₹500
/// on her card, draws ₹10,000 cash from the card's line into Savings (fee ₹250), and ₹2,000 arrives from her
/// bank. Money that left her: 1,000 + 500 + 250 = ₹1,750. Money that reached her: ₹2,000. The card payment,
/// the move and the withdrawal are two legs each: six legs that are neither.
@Suite("Internal moves: spending and whole-wallet totals")
struct InternalMovesTests {
    static let utc = TimeZone(identifier: "UTC") ?? .gmt

    static func month() throws -> WalletState {
        var wallet = CreditFixture.wallet()
        let ledger = CreditFixture.ledger
        var count = 0
        func send(_ payee: Payee, _ amount: Decimal) throws {
            count += 1
            let order = TransferOrder(
                sourceID: "a-savings", payee: payee, amount: amount, note: "", requestID: "req-\(count)")
            let result = ledger.send(
                order, pin: TransferFixture.pin, userID: "u-asha", date: TransferFixture.date,
                newReference: { "REF-\(count)" }, in: &wallet)
            guard case .finished(.sent) = result else { throw FixtureError("not sent: \(result)") }
        }
        try send(.cardDue(position: 0), 242.33)
        try send(.ownAccount(id: "a-salary"), 300)
        try send(.swippyUser(TransferFixture.rahul), 1_000)
        wallet.transactions.append(
            Transaction(
                id: "buy-1", date: TransferFixture.date, cardNumber: wallet.cards[0].number, direction: .debit,
                amount: 500, currency: "₹", counterparty: "Croma", category: "shopping", reference: "POS-1"))
        guard case .finished(.sent) = CreditFixture.submit(CreditFixture.order(.withdraw, 10_000), in: &wallet)
        else { throw FixtureError("no withdrawal") }
        _ = try ledger.deposit(
            2_000, into: "a-savings", from: Ledger.bankTransferSource, userID: "u-asha", date: TransferFixture.date,
            in: &wallet
        ).get()
        return wallet
    }

    static func query(_ wallet: WalletState, indexed: Bool = false) -> TransactionQuery {
        TransactionQuery(
            userID: "u-asha", wallet: wallet, reference: TransferFixture.reference(),
            indexedBy: indexed ? ColumnIndex.init : nil)
    }

    @Test(arguments: [false, true])
    func wholeWalletTotals_leaveOutTheSixInternalLegs(indexed: Bool) throws {
        let query = Self.query(try Self.month(), indexed: indexed)
        let rates = TransferFixture.reference().exchangeRates

        let totals = TransactionTotals(
            query.run(TransactionFilter()), query: query, base: "INR", rates: rates, leavingOutInternal: true)

        #expect(totals.moneyOut == 1_750)
        #expect(totals.moneyIn == 2_000)
        #expect(totals.internalLeftOut == 6)
        #expect(totals.internalLeftOutText == "6 transactions between your own accounts and cards")
    }

    @Test func anAccountsOwnView_stillCountsItsMoves() throws {
        let query = Self.query(try Self.month())
        var savings = TransactionFilter()
        savings.holder = "a-savings"

        let totals = TransactionTotals(
            query.run(savings), query: query, base: "INR", rates: TransferFixture.reference().exchangeRates)

        #expect(totals.moneyOut == 1_542.33, "242.33 to the card, 300 to Salary, 1,000 to Rahul")
        #expect(totals.moneyIn == 12_000, "10,000 from the card's line, 2,000 from the bank")
        #expect(totals.internalLeftOut == 0)
    }

    @Test func monthlySpending_isOnlyMoneyThatLeft() throws {
        let query = Self.query(try Self.month())

        let spending = TransactionTotals.monthlySpending(
            query.historyLeavingOutInternal, months: 2, now: TransferFixture.date, zone: Self.utc, base: "INR",
            rates: TransferFixture.reference().exchangeRates, code: query.code(of:))

        #expect(spending.map(\.amount) == [0, 1_750])
    }

    @Test func aFeeAndAPaymentToSomeoneElse_areNeverInternal() throws {
        let wallet = try Self.month()
        let query = Self.query(wallet)

        let internalIDs = Set(query.internalPositions.map { query.history[$0].id })

        #expect(internalIDs == ["REF-1-C", "REF-1-D", "REF-2-C", "REF-2-D", "SWC1-D", "SWC1-C"])
    }

    /// Rows of one moment pair by reference wherever they sit among the moment's rows: two debits never pair, a
    /// fee never pairs, and a reference that went both ways is internal on both legs.
    @Test func rowsOfOneMoment_pairByReference_inAnyOrder() {
        let moment = Date(timeIntervalSince1970: 1_795_000_000)
        func row(_ reference: String, _ direction: Transaction.Direction, fee: Bool = false) -> Transaction {
            Transaction(
                id: reference + "-" + direction.rawValue, date: moment, direction: direction, amount: 10,
                currency: "INR", counterparty: "Own", category: fee ? InternalMoves.feeCategory : "transfer",
                reference: reference)
        }
        let history = [
            row("A", .debit), row("B", .debit), row("D", .debit), row("A", .credit), row("C", .debit, fee: true),
            row("C", .credit), row("D", .debit), row("E", .credit), row("E", .debit),
        ]

        #expect(InternalMoves.positions(in: history) == [0, 3, 7, 8])
    }

    @Test func theReport_saysWhatItLeftOut() throws {
        let query = Self.query(try Self.month())
        let rows = query.run(TransactionFilter())
        let totals = TransactionTotals(
            rows, query: query, base: "INR", rates: TransferFixture.reference().exchangeRates,
            leavingOutInternal: true)

        let body = TransactionReport.body(Array(rows), totals: totals, query: query, zone: Self.utc, subject: "Report")

        #expect(body.hasSuffix("Not in the totals: 6 transactions between your own accounts and cards."))
        #expect(body.contains("out ₹1,750.00"))
    }
}
