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
    let navigator = FakeNavigator(root: StubScreen())
    let interactor: HistoryInteractor
    let router: HistoryRouter

    init() {
        interactor = HistoryInteractor(
            repository: dependency.repository, clock: dependency.clock, zone: HistoryFixture.utc, pageSize: 4)
        router = HistoryRouter(interactor: interactor, navigator: navigator, listener: listener)
    }

    /// The router started over the real interactor, its list pushed by the host.
    private func started() -> any Screen {
        let list = router.start()
        navigator.push(list)
        return list
    }

    @Test func everyStep_mapsToTheScreenThatShowsIt() {
        interactor.load()
        interactor.sendReport("1 Nov 2026 to today")
        guard case .confirmReport(let draft) = interactor.state.value.step else {
            return #expect(Bool(false), "no report to confirm")
        }
        let steps: [(HistoryState.Step, HistoryRouter.StepScreen)] = [
            (.list, .list), (.details("t6"), .details), (.filters, .filters), (.chart, .chart), (.export, .export),
            (.confirmOverwrite("x.csv"), .export), (.report, .report), (.confirmReport(draft), .report),
        ]
        for (step, screen) in steps { #expect(HistoryRouter.screen(for: step) == screen, "\(step)") }
    }

    @Test func start_returnsTheList_andPushesNothing() {
        let list = router.start()
        #expect(list is ModuleScreen<HistoryViewModel>)
        #expect(navigator.pushCount == 0)
    }

    @Test func eachScreensStep_pushesItOverTheList_andTheListStepPopsBack() {
        let list = started()
        for step: HistoryState.Step in [.filters, .chart, .export, .report, .details("t6")] {
            interactor.open(.list)
            #expect(navigator.top === list)
            interactor.open(step)
            #expect(navigator.stack.count == 3, "\(step)")
        }
        #expect(navigator.pushCount == 6)
        interactor.open(.list)
        #expect(navigator.stack.count == 2)
        interactor.open(.list)
        #expect(navigator.stack.count == 2)
        #expect(navigator.popToCount == 5)
    }

    @Test func aQuestionOnAScreen_staysOnIt_andTheScreenDoneReturnsToTheList() {
        let list = started()
        interactor.open(.report)
        interactor.sendReport("1 Nov 2026 to today")
        interactor.answerReport(.no)
        #expect(navigator.stack.count == 3)
        interactor.sendReport("1 Nov 2026 to today")
        interactor.answerReport(.yes)
        #expect(navigator.top === list)
        #expect(navigator.pushCount == 2)
    }

    @Test func aScreenTheShellPopped_isPushedAgainWhenItsStepComesBack() {
        let list = started()
        interactor.open(.chart)
        navigator.pop(to: list)
        interactor.open(.list)
        interactor.open(.chart)
        #expect(navigator.stack.count == 3)
        #expect(navigator.pushCount == 3)
    }

    @Test func repeatAndDispute_goToTheListener() {
        _ = started()
        router.navigate(to: .repeatTransfer(HistoryFixture.history[0]))
        router.navigate(to: .dispute(HistoryFixture.history[1]))
        #expect(listener.repeated == ["t6"])
        #expect(listener.disputed == ["t5"])
        #expect(navigator.pushCount == 1, "the host moves the stack, not the module")
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

    @Test func theBuiltModule_isReleasedWhenItsScreensArePopped() {
        let home = StubScreen()
        weak var list: (any Screen)?
        weak var details: (any Screen)?
        weak var state: ObservableValue<HistoryState>?
        do {
            let navigator = Navigator()
            navigator.setRoot(home)
            let screen = HistoryBuilder(dependency: dependency).build(listener: listener, navigator: navigator)
            navigator.push(screen)
            list = screen
            screen.handle("1")
            details = navigator.top
            state = ((screen as? ModuleScreen<HistoryViewModel>)?.presenter).flatMap {
                (Mirror(reflecting: $0).descendant("interactor") as? HistoryInteractor)?.state
            }
            #expect(list != nil && details != nil && details !== list && state != nil)
            navigator.pop(to: home)
        }
        #expect(list == nil)
        #expect(details == nil)
        #expect(state == nil)
    }
}
