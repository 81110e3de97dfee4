import SwippyCore
import SwippyData
import SwippyTestSupport
import Testing

@testable import SignIn

@MainActor
@Suite("SignIn router")
struct SignInRouterTests {
    let dependency = FakeSignInDependency()
    let navigator = FakeNavigator(root: StubScreen())
    let listener = FakeSignInListener()
    let interactor: SignInInteractor

    init() {
        interactor = SignInInteractor(
            mode: .signIn, repository: dependency.signInRepository, codes: dependency.oneTimeCodes)
    }

    private func makeRouter(_ navigator: any ScreenNavigating) -> SignInRouter {
        SignInRouter(interactor: interactor, dependency: dependency, navigator: navigator, listener: listener)
    }

    @Test func start_returnsTheSignInScreen_andFollowsASignInToTheListener() {
        let router = makeRouter(navigator)
        let screen = router.start()
        #expect(navigator.pushCount == 0)
        screen.handle("1")
        #expect(listener.succeeded.isEmpty)
        screen.handle("4826")
        #expect(listener.succeeded == ["u-asha"])
        #expect(screen.takeNotices() == ["Welcome, Asha Rao."])
        interactor.load()
        #expect(listener.succeeded == ["u-asha"])
    }

    @Test func aFinishedRegistration_popsBackByFollowingItsState() {
        let router = makeRouter(navigator)
        router.navigate(to: .register)
        for answer in ["Neha Iyer", "9000000001", "neha@example.in", "1357", "1357", "246801", "246801"] {
            navigator.top?.handle(answer)
            #expect(navigator.popCount == 0)
        }
        navigator.top?.handle("gbp")
        #expect(navigator.popCount == 1)
        #expect(navigator.stack.count == 1)
    }

    @Test func register_pushesRegistration_andRegisteredPopsIt() {
        let router = makeRouter(navigator)
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
        let router = makeRouter(stack)
        weak var registration: (any Screen)?
        router.navigate(to: .register)
        registration = stack.top
        #expect(registration?.prompt.text == "Full name")
        router.navigate(to: .registered)
        #expect(registration == nil)
        #expect(stack.depth == 1)
    }

    @Test func signInResultsAndOtherFlows_goToTheListener() {
        let router = makeRouter(navigator)
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
            interactor: interactor, dependency: dependency, navigator: strongNavigator ?? navigator,
            listener: strongListener ?? listener)
        strongListener = nil
        strongNavigator = nil
        #expect(releasedListener == nil)
        #expect(releasedNavigator == nil)
        router.navigate(to: .signOut)
        router.navigate(to: .register)
    }
}
