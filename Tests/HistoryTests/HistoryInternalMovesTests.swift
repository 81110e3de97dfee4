import Foundation
import SwippyCore
import SwippyData
import SwippyTestSupport
import Testing

@testable import History

/// The fixture history plus ₹300 moved from A1 to A2 (own accounts, both legs under one reference on 21 Nov):
/// the whole-wallet totals, the chart and the report leave the move out and say so; A1's own view counts it.
@MainActor
@Suite("History: internal moves")
struct HistoryInternalMovesTests {
    static let moved: [Transaction] = {
        let date = SwippyDate.parse("2026-11-21T12:00:00Z") ?? HistoryFixture.now
        func leg(_ suffix: String, _ direction: Transaction.Direction, _ account: String) -> Transaction {
            Transaction(
                id: "MOVE-\(suffix)", date: date, accountID: account, direction: direction, amount: 300,
                currency: "INR", counterparty: "Own account", category: "transfer", reference: "MOVE")
        }
        return [leg("C", .credit, "A2"), leg("D", .debit, "A1")] + HistoryFixture.history
    }()

    let repository = FakeHistoryRepository(history: moved)

    func loaded() -> HistoryInteractor {
        let interactor = HistoryInteractor(
            repository: repository, clock: ManualClock(HistoryFixture.now), zone: HistoryFixture.utc, pageSize: 4)
        interactor.load()
        return interactor
    }

    @Test func wholeWalletTotals_areTheSameAsWithoutTheMove_andSaySo() throws {
        let interactor = loaded()
        let totals = try #require(interactor.state.value.totals)
        #expect("\(totals.moneyIn)" == "25100")
        #expect("\(totals.moneyOut)" == "11600")
        #expect(!HistoryText.totals(totals).contains { $0.label == "Not counted" }, "said in the heading")
        #expect(
            HistoryText.totalsHeading(interactor.state.value)
                == "Totals of 6 transactions, not counting 2 between your own accounts and cards")
    }

    @Test func anAccountsOwnView_countsTheMove() throws {
        let interactor = loaded()
        interactor.state.update { $0.filter.holder = "A1" }
        interactor.state.update { interactor.run(&$0) }
        let totals = try #require(interactor.state.value.totals)
        #expect("\(totals.moneyOut)" == "2300", "450 + 1,500 + 50 + the 300 moved out")
        #expect(totals.internalLeftOut == 0)
    }

    @Test func theChart_leavesTheMoveOut_andSaysSo() {
        let interactor = loaded()
        interactor.open(.chart)
        #expect(interactor.state.value.spending.map { "\($0.amount)" } == ["0", "0", "0", "50", "1500", "10050"])
        let model = HistoryChartPresenter.viewModel(for: interactor.state.value)
        #expect(
            model.parts.contains(.text("Moves between your own accounts and cards are not spending: left out.")))
    }

    @Test func theReport_leavesTheMoveOutOfItsTotals() throws {
        let interactor = loaded()
        interactor.sendReport("1 Nov 2026 to 21 Nov 2026")
        interactor.answerReport(.yes)
        let body = try #require(repository.reports.first?.body)
        #expect(body.contains("5 transactions · in ≈ ₹25,000.00 · out ≈ ₹10,050.00"))
        #expect(body.hasSuffix("Not in the totals: 2 transactions between your own accounts and cards."))
    }
}
