import SwippyCore
import SwippyData
import SwippyTestSupport
import Testing

@testable import SignIn

@MainActor
@Suite("SignIn router: follows the step, leaves through the listener")
struct SignInRouterTests {
    let interactor = FakeSignInInteractor()
    let listener = FakeSignInListener()
    let navigator = Navigator()
    /// The registration fakes the router asked for, in order.
    final class Registrations {
        var made: [FakeRegisterInteractor] = []
    }
    let registrations = Registrations()

    init() {
        navigator.setRoot(StubScreen())
    }

    private func makeRouter(_ navigator: any ScreenNavigating) -> SignInRouter {
        let registrations = registrations
        return SignInRouter(
            interactor: interactor,
            makeRegistration: {
                let registration = FakeRegisterInteractor()
                registrations.made.append(registration)
                return registration
            },
            navigator: navigator, listener: listener)
    }

    private func step(_ step: SignInState.Step) {
        interactor.state.update { $0.step = step }
    }

    @Test func screenFor_isTheOneMapping() {
        #expect(SignInRouter.screen(for: .register) == .register)
        for step: SignInState.Step in [
            .menu, .pin, .anotherMobile, .codeMobile, .code(mobile: "9"),
            .signedIn(
                userID: "u"),
        ] {
            #expect(SignInRouter.screen(for: step) == .signIn)
        }
        var registration = RegisterState(currencies: [])
        #expect(SignInRouter.screen(for: registration) == .register)
        registration.isRegistered = true
        #expect(SignInRouter.screen(for: registration) == .signIn)
    }

    @Test func start_returnsTheSignInScreen_andFollowsASignInToTheListener() {
        let screen = makeRouter(navigator).start()
        #expect(screen.prompt == .option(count: 5))
        #expect(navigator.depth == 1)
        step(.pin)
        #expect(listener.succeeded.isEmpty)
        step(.signedIn(userID: "u-asha"))
        #expect(listener.succeeded == ["u-asha"])
        #expect(navigator.depth == 1)
    }

    @Test func anUnlock_isFollowedToTheListener() {
        let locked = FakeSignInInteractor(SignInState.initial(.unlock(userID: "u-asha")))
        let router = SignInRouter(
            interactor: locked, makeRegistration: { FakeRegisterInteractor() }, navigator: navigator,
            listener: listener)
        _ = router.start()
        locked.state.update { $0.step = .signedIn(userID: "u-asha") }
        #expect(listener.unlockCallCount == 1)
        #expect(listener.succeeded.isEmpty)
    }

    @Test func theRegisterStep_pushesAFreshRegistration_andTheMenuPopsBack() {
        let router = makeRouter(navigator)
        navigator.push(router.start())
        let signIn = navigator.top
        step(.register)
        #expect(navigator.depth == 3)
        #expect(navigator.top?.prompt.text == "Full name")
        step(.menu)
        #expect(navigator.top === signIn)
        step(.register)
        #expect(registrations.made.count == 2)
    }

    @Test func aFinishedRegistration_popsBackToSignIn_andIsFreed() {
        let router = makeRouter(navigator)
        navigator.push(router.start())
        let signIn = navigator.top
        weak var registration: (any Screen)?
        step(.register)
        registration = navigator.top
        registrations.made.first?.state.update { $0.isRegistered = true }
        #expect(navigator.top === signIn)
        #expect(registration == nil)
        #expect(listener.succeeded.isEmpty)
    }

    @Test func leaving_goesToTheListenerAndMovesNoScreen() {
        let fake = FakeNavigator(root: StubScreen())
        let router = makeRouter(fake)
        router.navigate(to: .signedIn(userID: "u-asha"))
        router.navigate(to: .unlocked)
        router.navigate(to: .signOut)
        router.navigate(to: .forgotPIN)
        #expect(listener.succeeded == ["u-asha"])
        #expect(listener.unlockCallCount == 1)
        #expect(listener.signOutCallCount == 1)
        #expect(listener.resetCallCount == 1)
        #expect(fake.pushCount == 0 && fake.popCount == 0 && fake.popToCount == 0)
    }

    @Test func holdsTheListenerAndTheNavigatorWeakly() {
        var strongListener: FakeSignInListener? = FakeSignInListener()
        weak let releasedListener = strongListener
        var strongNavigator: FakeNavigator? = FakeNavigator()
        weak let releasedNavigator = strongNavigator
        let router = SignInRouter(
            interactor: interactor, makeRegistration: { FakeRegisterInteractor() },
            navigator: strongNavigator ?? FakeNavigator(), listener: strongListener ?? listener)
        strongListener = nil
        strongNavigator = nil
        #expect(releasedListener == nil)
        #expect(releasedNavigator == nil)
        router.navigate(to: .signOut)
    }
}
