import Foundation
import SwippyCore
import SwippyData
import SwippyTestSupport
import Testing

@testable import History

/// A long history's numbers read the way its money does: the prompt, the refusal and the page line group the
/// count as the header does ("9,99,998" beside rupees), and a number typed grouped chooses its row.
@MainActor
@Suite("History grouped counts")
struct HistoryGroupedCountsTests {
    static let rowCount = 5_000

    /// `rowCount` rupee rows, newest first.
    static func longHistory() -> [Transaction] {
        (0..<rowCount).map { index in
            HistoryFixture.row(
                "r\(index)", "2026-11-21T10:00:00Z", .debit, Decimal(index + 1), counterparty: "Shop \(index)")
        }
    }

    func loaded() -> HistoryInteractor {
        let interactor = HistoryInteractor(
            repository: FakeHistoryRepository(history: Self.longHistory()), clock: ManualClock(HistoryFixture.now),
            zone: HistoryFixture.utc, pageSize: 4)
        interactor.load()
        return interactor
    }

    @Test func thePrompt_groupsTheCount_asTheHeaderDoes() {
        let model = HistoryListPresenter.viewModel(for: loaded().state.value)
        #expect(model.prompt == Prompt("Choose a transaction (1-5,000)"))
    }

    @Test func anExport_saysHowManyRows_grouped() {
        let repository = FakeHistoryRepository(history: Self.longHistory())
        let interactor = HistoryInteractor(
            repository: repository, clock: ManualClock(HistoryFixture.now), zone: HistoryFixture.utc, pageSize: 4)
        interactor.load()
        interactor.export(to: "all.csv")
        #expect(interactor.state.value.notice?.text == "Exported 5,000 transactions to all.csv.")
        #expect(repository.files["all.csv"]?.split(separator: "\r\n").count == Self.rowCount + 1)
    }

    @Test func aNumberTypedGrouped_opensItsRow() {
        let interactor = loaded()
        let presenter = HistoryListPresenter(interactor: interactor)
        presenter.handle("1,200")
        #expect(interactor.state.value.step == .details(interactor.state.value.rows[1_199].id))
        #expect(interactor.state.value.paging.range.contains(1_199))
    }

    @Test func aNumberBeyondTheList_isRefused_withTheGroupedRange() {
        let interactor = loaded()
        let presenter = HistoryListPresenter(interactor: interactor)
        let view = FakeScreenView<HistoryViewModel>()
        presenter.view = view
        presenter.start()
        presenter.handle("5,001")
        #expect(interactor.state.value.step == .list)
        #expect(
            view.notices.last
                == "Unknown choice \"5,001\". Type a number 1-5,000, n for the next page, b to go back, or ? for help.")
    }

    @Test func pageN_takesAGroupedNumber_andNamesThePagesGrouped() {
        let interactor = loaded()
        interactor.goToPage("1,000")
        #expect(interactor.state.value.paging.range == 3_996..<4_000)
        interactor.goToPage("200")
        #expect(interactor.state.value.paging.range == 796..<800)
        interactor.goToPage("1,251")
        #expect(interactor.state.value.notice?.text == "Choose a page from 1 to 1,250 (page N), or n and p.")
        #expect(interactor.state.value.paging.range == 796..<800)
    }
}
