import SwippyCore
import SwippyTestSupport
import Testing
@testable import Exchange

@MainActor
@Suite("Exchange router")
struct ExchangeRouterTests {
    let navigator = FakeNavigator(root: StubScreen())
    let listener = FakeExchangeListener()

    @Test func theChosenStep_popsTheScreenAndTellsTheListener() {
        navigator.push(StubScreen("Exchange"))
        let router = ExchangeRouter(navigator: navigator, listener: listener)
        router.navigate(to: .step(.chosen("Second")))
        #expect(navigator.popCount == 1)
        #expect(navigator.stack.count == 1)
        #expect(listener.chosenItems == ["Second"])
    }

    @Test func theChoosingStep_goesNowhere() {
        let router = ExchangeRouter(navigator: navigator, listener: listener)
        router.navigate(to: .step(.choosing))
        #expect(navigator.popCount == 0)
        #expect(listener.chosenItems.isEmpty)
    }

    @Test func theRouter_holdsNavigatorAndListenerWeakly() {
        weak var weakNavigator: FakeNavigator?
        weak var weakListener: FakeExchangeListener?
        let router: ExchangeRouter
        do {
            let navigator = FakeNavigator()
            let listener = FakeExchangeListener()
            weakNavigator = navigator
            weakListener = listener
            router = ExchangeRouter(navigator: navigator, listener: listener)
        }
        #expect(weakNavigator == nil)
        #expect(weakListener == nil)
        router.navigate(to: .step(.chosen("First")))
    }
}
