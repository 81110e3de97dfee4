import Foundation
import SwippyCore
import SwippyData
import SwippyTestSupport
import Testing

@testable import History

/// A payment to Rahul and one from him, each with his mobile: the details show it masked on the right side,
/// and the search finds both by his mobile typed with spaces and +91.
@MainActor
@Suite("History: the other side's mobile")
struct HistoryMobileTests {
    static func payment(_ id: String, _ direction: Transaction.Direction) -> Transaction {
        Transaction(
            id: id, date: HistoryFixture.now, accountID: "A1", direction: direction, amount: 500, currency: "INR",
            counterparty: "Rahul Mehta", category: "transfer", reference: "REF-\(id)", counterpartyMobile: "9123456780")
    }

    let repository = FakeHistoryRepository(history: [payment("paid", .debit), payment("got", .credit)])

    func loaded() -> HistoryInteractor {
        let interactor = HistoryInteractor(
            repository: repository, clock: ManualClock(HistoryFixture.now), zone: HistoryFixture.utc, pageSize: 4)
        interactor.load()
        return interactor
    }

    @Test(arguments: [(0, "Payee's mobile"), (1, "Payer's mobile")])
    func details_showTheMobileMasked_onItsSide(row: Int, label: String) throws {
        let interactor = loaded()
        interactor.openRow(at: row)
        let lines = HistoryDetailsPresenter.shareLines(
            try #require(interactor.state.value.detailed), state: interactor.state.value)
        let mobile = try #require(lines.first { $0.label == label })
        #expect(mobile.value == "••••••6780")
        #expect(!lines.contains { $0.value.contains("9123456780") }, "never in clear")
    }

    @Test func search_byTheMobileWithSpacesAndPlus91_findsBoth() {
        let interactor = loaded()
        interactor.search("+91 91234 56780")
        #expect(interactor.state.value.rows.map(\.id) == ["paid", "got"])
    }
}
