import SwippyCore
import SwippyTestSupport
import Testing

@testable import Exchange

@MainActor
@Suite("Exchange router: the stack follows the state's move")
struct ExchangeRouterTests {
    let navigator = FakeNavigator(root: StubScreen())
    let listener = FakeExchangeListener()
    let repository = FakeExchangeRepository()

    private func title(_ screen: (any Screen)?) -> String? {
        screen?.render(RenderContext(width: 80)).first
    }

    @Test func start_returnsTheHub_andEachScreenAskedForIsPushed_theSameChartAgainToo() {
        let interactor = ExchangeInteractor(repository: repository)
        let hub = ExchangeRouter(interactor: interactor, navigator: navigator, listener: listener).start()
        #expect(title(hub) == "Exchange")
        #expect(navigator.stack.count == 1)
        interactor.open(.rates)
        #expect(title(navigator.top) == "Rates against INR")
        interactor.chart("gbp")
        #expect(navigator.stack.count == 3)
        navigator.pop()
        interactor.chart("gbp")
        #expect(navigator.stack.count == 3)
        interactor.chart("inr")
        interactor.chart("zzz")
        #expect(navigator.stack.count == 3)
        #expect(listener.bases.isEmpty)
    }

    @Test func aChosenBase_popsThePicker_andTellsTheListener_aRefusedOneStays() {
        let interactor = ExchangeInteractor(repository: repository)
        let hub = ExchangeRouter(interactor: interactor, navigator: navigator, listener: listener).start()
        interactor.open(.picker)
        #expect(navigator.stack.count == 2)
        interactor.pick("rupee")
        interactor.pick("2")
        #expect(navigator.popCount == 0)
        interactor.pick("eur")
        #expect(navigator.popCount == 1)
        #expect(listener.bases == ["EUR"])
        withExtendedLifetime(hub) {}
    }

    @Test func theRouter_holdsNavigatorAndListenerWeakly() {
        weak var weakNavigator: FakeNavigator?
        weak var weakListener: FakeExchangeListener?
        let interactor = ExchangeInteractor(repository: repository)
        let hub: any Screen
        do {
            let navigator = FakeNavigator()
            let listener = FakeExchangeListener()
            weakNavigator = navigator
            weakListener = listener
            hub = ExchangeRouter(interactor: interactor, navigator: navigator, listener: listener).start()
        }
        #expect(weakNavigator == nil)
        #expect(weakListener == nil)
        interactor.open(.picker)
        #expect(title(hub) == "Exchange")
    }
}
