import SwippyCore
import SwippyTestSupport
import Testing

@testable import Exchange

@MainActor
@Suite("Exchange router: the stack follows the state's step visit")
struct ExchangeRouterTests {
    let navigator = Navigator()
    let listener = FakeExchangeListener()
    let repository = FakeExchangeRepository()

    init() {
        navigator.setRoot(StubScreen())
    }

    private func title(_ screen: (any Screen)?) -> String? {
        screen?.render(RenderContext(width: 80)).first
    }

    @Test func screenForVisit_isTheOneMapping_andEachVisitOverTheHubIsANewScreen() {
        let first = StepVisit(ExchangeState.Step.hub)
        #expect(ExchangeRouter.screen(for: first) == .hub)
        let chart = first.next(.chart)
        #expect(ExchangeRouter.screen(for: chart) == .chart(visit: 1))
        #expect(ExchangeRouter.screen(for: chart.next(.chart)) == .chart(visit: 2))
        #expect(ExchangeRouter.screen(for: chart.next(.hub)) == .hub)
    }

    @Test func start_returnsTheHub_andEachScreenAskedForIsPushed_theSameChartAgainToo() {
        let interactor = ExchangeInteractor(repository: repository)
        let hub = ExchangeRouter(interactor: interactor, navigator: navigator, listener: listener).start()
        navigator.push(hub)
        #expect(title(hub) == "Exchange")
        #expect(navigator.depth == 2)
        interactor.open(.rates)
        #expect(title(navigator.top) == "Rates against INR")
        interactor.chart("gbp")
        #expect(navigator.depth == 4)
        navigator.pop()
        interactor.chart("gbp")
        #expect(navigator.depth == 4)
        interactor.chart("inr")
        interactor.chart("zzz")
        #expect(navigator.depth == 4)
        #expect(listener.bases.isEmpty)
    }

    @Test func aChosenBase_popsBackToTheHub_andTellsTheListener_aRefusedOneStays() {
        let interactor = ExchangeInteractor(repository: repository)
        let hub = ExchangeRouter(interactor: interactor, navigator: navigator, listener: listener).start()
        navigator.push(hub)
        interactor.open(.picker)
        #expect(navigator.depth == 3)
        interactor.pick("rupee")
        interactor.pick("2")
        #expect(navigator.depth == 3)
        interactor.pick("eur")
        #expect(navigator.top === hub)
        #expect(listener.bases == ["EUR"])
    }

    @Test func theRouter_livesAsLongAsItsScreens_andHoldsNavigatorAndListenerWeakly() {
        weak var weakNavigator: FakeNavigator?
        weak var weakListener: FakeExchangeListener?
        weak var weakRouter: ExchangeRouter?
        weak var weakInteractor: ExchangeInteractor?
        do {
            let interactor = ExchangeInteractor(repository: repository)
            weakInteractor = interactor
            let hub: any Screen
            do {
                let navigator = FakeNavigator()
                let listener = FakeExchangeListener()
                weakNavigator = navigator
                weakListener = listener
                let router = ExchangeRouter(interactor: interactor, navigator: navigator, listener: listener)
                weakRouter = router
                hub = router.start()
            }
            #expect(weakNavigator == nil)
            #expect(weakListener == nil)
            #expect(weakRouter != nil)
            interactor.open(.picker)
            #expect(title(hub) == "Exchange")
        }
        #expect(weakInteractor == nil)
        #expect(weakRouter == nil)
    }
}
