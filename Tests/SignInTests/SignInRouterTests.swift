import Testing
import SwippyCore
import SwippyData
import SwippyTestSupport
@testable import SignIn

@MainActor
@Suite("SignIn router")
struct SignInRouterTests {
    let dependency = FakeSignInDependency()
    let navigator = FakeNavigator(root: StubScreen())
    let listener = FakeSignInListener()

    @Test func register_pushesRegistration_andRegisteredPopsIt() {
        let router = SignInRouter(dependency: dependency, navigator: navigator, listener: listener)
        router.navigate(to: .register)
        #expect(navigator.pushCount == 1)
        #expect(navigator.top?.prompt.text == "Full name")
        router.navigate(to: .registered)
        #expect(navigator.popCount == 1)
        #expect(navigator.stack.count == 1)
    }

    @Test func registration_deallocatesWhenPopped() {
        // The real Navigator: FakeNavigator keeps every screen it was shown alive.
        let stack = Navigator()
        stack.setRoot(StubScreen())
        let router = SignInRouter(dependency: dependency, navigator: stack, listener: listener)
        weak var registration: (any Screen)?
        router.navigate(to: .register)
        registration = stack.top
        #expect(registration?.prompt.text == "Full name")
        router.navigate(to: .registered)
        #expect(registration == nil)
        #expect(stack.depth == 1)
    }

    @Test func signInResultsAndOtherFlows_goToTheListener() {
        let router = SignInRouter(dependency: dependency, navigator: navigator, listener: listener)
        router.navigate(to: .signedIn(userID: "u-asha"))
        router.navigate(to: .unlocked)
        router.navigate(to: .signOut)
        router.navigate(to: .forgotPIN)
        #expect(listener.succeeded == ["u-asha"])
        #expect(listener.unlockCallCount == 1)
        #expect(listener.signOutCallCount == 1)
        #expect(listener.resetCallCount == 1)
    }

    @Test func holdsTheListenerAndTheNavigatorWeakly() {
        var strongListener: FakeSignInListener? = FakeSignInListener()
        weak let releasedListener = strongListener
        var strongNavigator: FakeNavigator? = FakeNavigator()
        weak let releasedNavigator = strongNavigator
        let router = SignInRouter(
            dependency: dependency, navigator: strongNavigator ?? navigator, listener: strongListener ?? listener)
        strongListener = nil
        strongNavigator = nil
        #expect(releasedListener == nil)
        #expect(releasedNavigator == nil)
        router.navigate(to: .signOut)
        router.navigate(to: .register)
    }
}
