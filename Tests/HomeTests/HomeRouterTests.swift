import SwippyCore
import SwippyData
import SwippyTestSupport
import Testing

@testable import Home

/// The home router on a fake navigator: the menu is the module's one screen, the state's changes move nothing,
/// and every choice leaves the module through the listener.
@MainActor
@Suite("Home router")
struct HomeRouterTests {
    let navigator = FakeNavigator()
    let interactor = FakeHomeInteractor(HomeFixture.asha)
    let listener = FakeHomeListener()

    @Test func start_makesTheMenu_andLoadsIt_withoutPushing() {
        let router = HomeRouter(interactor: interactor, navigator: navigator, listener: listener)
        let screen = router.start()
        #expect(screen.render(RenderContext(width: 80)).contains("Hello, Asha Rao."))
        #expect(interactor.loadCallCount == 1)
        #expect(navigator.pushCount == 0, "the host puts the first screen on the stack")
    }

    @Test func theStateChanging_movesNothing_theMenuIsTheOneScreen() {
        let router = HomeRouter(interactor: interactor, navigator: navigator, listener: listener)
        navigator.push(router.start())
        var state = HomeFixture.asha
        state.userName = "Rahul Mehta"
        interactor.state.send(state)
        #expect(navigator.pushCount == 1)
        #expect(navigator.popCount + navigator.popToCount + navigator.replaceCount == 0)
        #expect(navigator.top?.render(RenderContext(width: 80)).contains("Hello, Rahul Mehta.") == true)
        #expect(HomeRouter.screen(for: .menu) == .menu)
    }

    @Test func aFeatureOrAQuickTransfer_goesToTheListener_andPushesNothing() {
        let router = HomeRouter(interactor: interactor, navigator: navigator, listener: listener)
        navigator.push(router.start())
        let prefill = TransferPrefill(sourceID: "a", payee: nil, amount: 5, note: "")
        router.navigate(to: .feature("history"))
        router.navigate(to: .quickTransfer(prefill))
        #expect(listener.chosen == ["history"])
        #expect(listener.quick == [prefill])
        #expect(navigator.pushCount == 1)
    }

    @Test func theListenerAndNavigator_areHeldWeakly() {
        var host: FakeHomeListener? = FakeHomeListener()
        weak let weakHost = host
        let router = HomeRouter(interactor: interactor, navigator: navigator, listener: host ?? listener)
        let screen = router.start()
        host = nil
        #expect(weakHost == nil)
        router.navigate(to: .feature("cards"))
        #expect(listener.chosen.isEmpty)
        _ = screen
    }
}
