import SwippyCore
import SwippyData
import SwippyTestSupport
import Testing

@testable import Profile

@MainActor
@Suite("Profile router")
struct ProfileRouterTests {
    let dependency = FakeProfileDependency()
    let listener = FakeProfileListener()

    @Test func flowPushes_closePops_signOutTellsTheListener() {
        let navigator = FakeNavigator(root: StubScreen())
        let router = ProfileRouter(dependency: dependency, navigator: navigator, listener: listener)
        router.navigate(to: .flow(.editEmail))
        #expect(navigator.top?.prompt.text == "New email")
        router.navigate(to: .close)
        #expect(navigator.popCount == 1)
        router.navigate(to: .signOut)
        #expect(listener.signOutCallCount == 1)
    }

    @Test func start_returnsTheProfileOrAFlowOnItsOwn_andPushesNothing() {
        let navigator = FakeNavigator(root: StubScreen())
        let router = ProfileRouter(dependency: dependency, navigator: navigator, listener: listener)
        #expect(router.start(.profile).render(RenderContext(width: 60)).first == "Profile and settings")
        #expect(router.start(.flow(.editEmail)).prompt.text == "New email")
        #expect(navigator.pushCount == 0)
    }

    @Test func aFlow_isClosedWhenItsStateSaysItIsOver_andDeallocates() {
        let navigator = Navigator()
        navigator.setRoot(StubScreen())
        let router = ProfileRouter(dependency: dependency, navigator: navigator, listener: listener)
        weak var flow: (any Screen)?
        router.navigate(to: .flow(.editName))
        flow = navigator.top
        navigator.top?.handle("   ")
        #expect(navigator.top === flow)
        navigator.top?.handle("Asha R. Rao")
        #expect(flow == nil)
        #expect(navigator.depth == 1)
    }

    @Test func aClosedFlow_deallocates() {
        let navigator = Navigator()
        navigator.setRoot(StubScreen())
        let router = ProfileRouter(dependency: dependency, navigator: navigator, listener: listener)
        weak var flow: (any Screen)?
        router.navigate(to: .flow(.changeLoginPIN))
        flow = navigator.top
        #expect(flow?.prompt == .secret("Current 4-digit login PIN"))
        router.navigate(to: .close)
        #expect(flow == nil)
    }

    @Test func holdsTheListenerAndTheNavigatorWeakly() {
        var strongListener: FakeProfileListener? = FakeProfileListener()
        weak let releasedListener = strongListener
        var strongNavigator: FakeNavigator? = FakeNavigator()
        weak let releasedNavigator = strongNavigator
        let router = ProfileRouter(
            dependency: dependency, navigator: strongNavigator ?? FakeNavigator(), listener: strongListener ?? listener)
        strongListener = nil
        strongNavigator = nil
        #expect(releasedListener == nil)
        #expect(releasedNavigator == nil)
        router.navigate(to: .signOut)
    }
}
