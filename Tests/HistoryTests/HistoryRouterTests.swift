import Foundation
import SwippyCore
import SwippyData
import SwippyTestSupport
import Testing

@testable import History

@MainActor
@Suite("History router and builder")
struct HistoryRouterTests {
    let dependency = FakeHistoryDependency()
    let listener = FakeHistoryListener()

    @Test func eachStep_pushesItsScreen_theListPopsBack_repeatAndDisputeGoToTheHost() {
        let navigator = FakeNavigator(root: StubScreen())
        let interactor = HistoryInteractor(
            repository: dependency.repository, clock: dependency.clock, zone: HistoryFixture.utc, pageSize: 4)
        let router = HistoryRouter(
            interactor: interactor, clock: dependency.clock, zone: HistoryFixture.utc, navigator: navigator,
            listener: listener)
        navigator.push(router.start())
        for step: HistoryState.Step in [.filters, .chart, .export, .report, .details("t6")] {
            interactor.open(step)
        }
        #expect(navigator.pushCount == 6)
        interactor.open(.list)
        #expect(navigator.stack.count == 2)
        interactor.open(.list)
        #expect(navigator.stack.count == 2)
        router.navigate(to: .repeatTransfer(HistoryFixture.history[0]))
        router.navigate(to: .dispute(HistoryFixture.history[1]))
        #expect(listener.repeated == ["t6"])
        #expect(listener.disputed == ["t5"])
    }

    @Test func aQuestionOnAScreen_staysOnIt_andTheScreenDoneReturnsToTheList() {
        let navigator = FakeNavigator(root: StubScreen())
        let interactor = HistoryInteractor(
            repository: dependency.repository, clock: dependency.clock, zone: HistoryFixture.utc, pageSize: 4)
        let router = HistoryRouter(
            interactor: interactor, clock: dependency.clock, zone: HistoryFixture.utc, navigator: navigator,
            listener: listener)
        navigator.push(router.start())
        interactor.open(.report)
        interactor.sendReport("1 Nov 2026 to today")
        interactor.answerReport(.no)
        #expect(navigator.stack.count == 3)
        interactor.sendReport("1 Nov 2026 to today")
        interactor.answerReport(.yes)
        #expect(navigator.stack.count == 2)
        #expect(navigator.pushCount == 2)
    }

    @Test func build_returnsTheLoadedList() {
        let screen = HistoryBuilder(dependency: dependency).build(listener: listener, navigator: FakeNavigator())
        #expect(screen.render(RenderContext(width: 80)).contains("  6 transactions · Times in GMT"))
        #expect(screen.prompt == Prompt("Choose a transaction (1-6)"))
    }

    @Test func theModule_keepsNeitherListenerNorNavigatorAlive() {
        weak var weakListener: FakeHistoryListener?
        weak var weakNavigator: FakeNavigator?
        let screen: any Screen
        do {
            let listener = FakeHistoryListener()
            let navigator = FakeNavigator()
            weakListener = listener
            weakNavigator = navigator
            screen = HistoryBuilder(dependency: dependency).build(listener: listener, navigator: navigator)
        }
        #expect(weakListener == nil)
        #expect(weakNavigator == nil)
        #expect(screen.revision > 0)
    }
}
