import SwippyCore
import SwippyTestSupport
import Testing

@testable import History

/// "page N" reaches every page from the first to the last, whichever page is shown, and refuses one past
/// either end with the pages there are.
@MainActor
@Suite("History page jump")
struct HistoryPageJumpTests {
    /// Six rows, four to a page: two pages.
    func loaded() -> HistoryInteractor {
        let interactor = HistoryInteractor(
            repository: FakeHistoryRepository(), clock: ManualClock(HistoryFixture.now), zone: HistoryFixture.utc,
            pageSize: 4)
        interactor.load()
        return interactor
    }

    @Test func pageOne_fromTheLastPage_goesBackToTheFirst() {
        let interactor = loaded()
        interactor.goToPage("2")
        #expect(interactor.state.value.paging.page == 1)
        interactor.goToPage("1")
        #expect(interactor.state.value.paging.page == 0)
        #expect(interactor.state.value.paging.range == 0..<4)
        #expect(interactor.state.value.notice == nil)
    }

    @Test func theLastPage_isReached_andOnePastEitherEnd_isRefused() {
        let interactor = loaded()
        interactor.goToPage("2")
        #expect(interactor.state.value.paging.range == 4..<6)
        for outside in ["0", "3"] {
            interactor.goToPage(outside)
            #expect(interactor.state.value.notice?.text == "Choose a page from 1 to 2 (page N), or n and p.")
            #expect(interactor.state.value.paging.page == 1)
        }
    }
}
