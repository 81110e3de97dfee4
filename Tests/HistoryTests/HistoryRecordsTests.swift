import Foundation
import SwippyCore
import SwippyData
import SwippyTestSupport
import Testing

@testable import History

/// What History's records say: the totals' heading counts what the totals cover (internal moves counted out in
/// it), a currency filter's totals are in that currency, and a payment that changed currency shows both legs and
/// the rate on each side's details.
@MainActor
@Suite("History: records carry what the screens know")
struct HistoryRecordsTests {
    static let movedAt = SwippyDate.parse("2026-11-21T12:00:00Z") ?? HistoryFixture.now
    static let asOf = SwippyDate.parse("2026-11-20T00:00:00Z") ?? HistoryFixture.now

    /// ₹1,000 moved from Savings (A1, INR) to Dollars (A2, USD) at 1 INR = 0.0125 USD: $12.50 arrived.
    static let converted: [Transaction] = [
        Transaction(
            id: "FX-C", date: movedAt, accountID: "A2", direction: .credit, amount: 12.5, currency: "USD",
            counterparty: "Savings (own account)", category: "transfer", reference: "FX",
            otherLeg: OtherLeg(amount: 1_000, currency: "INR", rate: 0.0125, asOf: asOf)),
        Transaction(
            id: "FX-D", date: movedAt, accountID: "A1", direction: .debit, amount: 1_000, currency: "INR",
            counterparty: "Dollars (own account)", category: "transfer", reference: "FX",
            otherLeg: OtherLeg(amount: 12.5, currency: "USD", rate: 0.0125, asOf: asOf)),
    ]

    let repository = FakeHistoryRepository(history: converted + HistoryFixture.history)

    func loaded(_ change: (HistoryInteractor) -> Void = { _ in }) -> HistoryInteractor {
        let interactor = HistoryInteractor(
            repository: repository, clock: ManualClock(HistoryFixture.now), zone: HistoryFixture.utc, pageSize: 4)
        interactor.load()
        change(interactor)
        return interactor
    }

    // MARK: The interactor

    @Test func wholeWalletTotals_leaveTheMoveOut_andTheHeadingCountsWhatTheyCover() throws {
        let state = loaded().state.value
        let totals = try #require(state.totals)
        #expect(state.rows.count == 8)
        #expect(totals.internalLeftOut == 2)
        #expect("\(totals.moneyOut)" == "11600", "450 + 1,500 + 50 + $120 at 80: the ₹1,000 moved is not spending")
        #expect(
            HistoryText.totalsHeading(state)
                == "Totals of 6 transactions, not counting 2 between your own accounts and cards")
        #expect(!HistoryText.totals(totals).contains { $0.label == "Not counted" }, "said once, in the heading")
    }

    @Test func aFilteredList_countsItsMatchesTheSameWay() {
        let state = loaded { $0.applyFilter("out") }.state.value
        #expect(state.rows.count == 5)
        #expect(
            HistoryText.totalsHeading(state)
                == "Totals of 4 matching, not counting 1 between your own accounts and cards")
    }

    @Test func anAccountsOwnView_countsTheMove_andSaysNothingLeftOut() {
        let state = loaded { $0.applyFilter("account 1") }.state.value
        #expect(state.filter.holder == "A2")
        #expect(HistoryText.totalsHeading(state) == "Totals of all 2 matching")
    }

    @Test func aCurrencyFilter_totalsInThatCurrency_exactly() throws {
        let state = loaded { $0.applyFilter("currency USD") }.state.value
        let totals = try #require(state.totals)
        #expect(totals.currency == "USD")
        #expect(!totals.isApproximate, "every row is in USD: nothing converted")
        #expect((totals.moneyIn, totals.moneyOut) == (0, 120), "the $12.50 that arrived is a leg of the move")
        let rupees = try #require(loaded { $0.applyFilter("currency INR") }.state.value.totals)
        #expect((rupees.currency, rupees.isApproximate, rupees.moneyOut) == ("INR", false, 2_000))
    }

    @Test func withoutACurrencyFilter_aMixIsConvertedAtTheDatasRates_andSaysSo() throws {
        let totals = try #require(loaded().state.value.totals)
        #expect(totals.currency == "INR")
        #expect(totals.isApproximate, "$120 converted at 1 INR = 0.0125 USD: ≈")
        #expect(HistoryText.totals(totals).map(\.value) == ["≈ ₹25,100.00", "≈ ₹11,600.00", "≈ ₹13,500.00"])
    }

    @Test func clearingTheCurrencyFilter_bringsTheBaseCurrencyBack() throws {
        let interactor = loaded { $0.applyFilter("currency USD") }
        interactor.applyFilter("clear currency")
        #expect(interactor.state.value.totals?.currency == "INR")
    }

    // MARK: The presenters

    @Test func theListShows_aCurrencyFiltersTotalsInDollars() {
        let model = HistoryListPresenter.viewModel(for: loaded { $0.applyFilter("currency USD") }.state.value)
        let totals = model.parts.compactMap { part -> [String]? in
            guard case .totals(let heading, let fields) = part else { return nil }
            return [heading] + fields.map { "\($0.label) \($0.value)" }
        }
        #expect(
            totals == [
                [
                    "Totals of 1 matching, not counting 1 between your own accounts and cards", "In $0.00",
                    "Out $120.00", "Net -$120.00",
                ]
            ])
    }

    @Test func theSendersDetails_showWhatArrived_andTheRate() {
        let model = HistoryDetailsPresenter.viewModel(for: loaded { $0.openRow(at: 1) }.state.value)
        let fields = Self.fields(model)
        #expect(fields.prefix(4) == ["Date", "Amount", "Arrived", "Rate"])
        #expect(fields.contains("Arrived: $12.50 (USD)"))
        #expect(fields.contains("Rate: 1 INR = 0.0125000 USD on 20 Nov 2026"))
    }

    @Test func theReceiversDetails_showWhatWasSent_andTheSameRate() {
        let model = HistoryDetailsPresenter.viewModel(for: loaded { $0.openRow(at: 0) }.state.value)
        let fields = Self.fields(model)
        #expect(fields.contains("Amount: +$12.50"))
        #expect(fields.contains("Sent: ₹1,000.00 (INR)"))
        #expect(fields.contains("Rate: 1 INR = 0.0125000 USD on 20 Nov 2026"))
    }

    @Test func aPaymentInOneCurrency_showsNoOtherLeg() {
        let model = HistoryDetailsPresenter.viewModel(for: loaded { $0.openRow(at: 2) }.state.value)
        #expect(!Self.fields(model).contains { $0.hasPrefix("Rate") || $0.hasPrefix("Arrived") })
    }

    /// The labels alone, then "label: value" for each field.
    static func fields(_ model: HistoryViewModel) -> [String] {
        model.parts.flatMap { part -> [String] in
            guard case .fields(let fields) = part else { return [] }
            return fields.map(\.label) + fields.map { "\($0.label): \($0.value)" }
        }
    }

    // MARK: The view

    @Test func theReceiversDetails_drawnAt80Columns() {
        let model = HistoryDetailsPresenter.viewModel(for: loaded { $0.openRow(at: 0) }.state.value)
        let lines = HistoryView.render(model, RenderContext(width: 80))
        #expect(
            Array(lines.prefix(13)) == [
                "Transaction", "===========", "", "  Date          21 Nov 2026, 12:00 GMT",
                "  Amount        +$12.50", "  Sent          ₹1,000.00 (INR)",
                "  Rate          1 INR = 0.0125000 USD on 20 Nov 2026", "  Direction     Money in",
                "  Counterparty  Savings (own account)", "  Account       Dollars ••0042", "  Category      transfer",
                "  Note          —", "  Reference     FX",
            ])
    }
}
