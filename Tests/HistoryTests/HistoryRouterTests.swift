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

    @Test func eachStep_pushesItsScreen_backPops_repeatAndDisputeGoToTheHost() {
        let navigator = FakeNavigator(root: StubScreen())
        let interactor = HistoryInteractor(repository: dependency.repository, clock: dependency.clock, zone: HistoryFixture.utc, pageSize: 4)
        interactor.load()
        let router = HistoryRouter(interactor: interactor, clock: dependency.clock, zone: HistoryFixture.utc, navigator: navigator, listener: listener)
        for step: HistoryState.Step in [.filters, .chart, .export, .report, .details("t6")] {
            router.navigate(to: .step(step))
        }
        #expect(navigator.pushCount == 5)
        router.navigate(to: .step(.list))
        router.navigate(to: .back)
        #expect(navigator.popCount == 1)
        router.navigate(to: .repeatTransfer(HistoryFixture.history[0]))
        router.navigate(to: .dispute(HistoryFixture.history[1]))
        #expect(listener.repeated == ["t6"])
        #expect(listener.disputed == ["t5"])
    }

    @Test func build_returnsTheLoadedList() {
        let screen = HistoryBuilder(dependency: dependency).build(listener: listener, navigator: FakeNavigator())
        #expect(screen.render(RenderContext(width: 80)).contains("  6 transactions"))
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
