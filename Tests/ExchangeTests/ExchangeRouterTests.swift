import SwippyCore
import SwippyTestSupport
import Testing
@testable import Exchange

@MainActor
@Suite("Exchange router")
struct ExchangeRouterTests {
    let navigator = FakeNavigator(root: StubScreen())
    let listener = FakeExchangeListener()

    @Test func aStep_pushesTheScreenTheBuilderMakes_theHubPushesNothing() {
        let router = ExchangeRouter(navigator: navigator, listener: listener)
        router.makeScreen = { step in step == .hub ? nil : StubScreen("\(step)") }
        router.navigate(to: .step(.rates))
        router.navigate(to: .step(.hub))
        #expect(navigator.stack.count == 2)
    }

    @Test func aChosenBase_popsThePicker_andTellsTheListener() {
        navigator.push(StubScreen("Picker"))
        let router = ExchangeRouter(navigator: navigator, listener: listener)
        router.navigate(to: .baseChosen("EUR"))
        #expect(navigator.popCount == 1)
        #expect(listener.bases == ["EUR"])
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
        router.navigate(to: .baseChosen("EUR"))
    }
}
