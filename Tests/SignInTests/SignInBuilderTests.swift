import SwippyCore
import SwippyData
import SwippyTestSupport
import Testing

@testable import SignIn

@MainActor
@Suite("SignIn builder: whole modules, wired")
struct SignInBuilderTests {
    let dependency = FakeSignInDependency()
    let listener = FakeSignInListener()

    @Test func signInScreen_signsInEndToEnd() {
        let navigator = FakeNavigator()
        let screen = SignInBuilder(dependency: dependency).build(listener: listener, navigator: navigator)
        screen.handle("1")
        #expect(screen.prompt.isSecret)
        screen.handle("4826")
        #expect(listener.succeeded == ["u-asha"])
        #expect(screen.takeNotices() == ["Welcome, Asha Rao."])
    }

    @Test func wrongPIN_isShownOnceAsANotice_withoutARedraw() {
        let screen = SignInBuilder(dependency: dependency).build(listener: listener, navigator: FakeNavigator())
        screen.handle("1")
        let revision = screen.revision
        screen.handle("1111")
        #expect(screen.takeNotices() == ["Wrong PIN. 2 tries left before sign-in by PIN is locked."])
        #expect(screen.revision == revision)
    }

    @Test func registration_fromTheMenu_endsBackOnTheSignInScreenWithTheNewUser() {
        let navigator = Navigator()
        let screen = SignInBuilder(dependency: dependency).build(listener: listener, navigator: navigator)
        navigator.setRoot(screen)
        screen.handle("4")
        let registration = navigator.top
        for input in ["Neha Iyer", "9000000001", "n@e.in", "1357", "1357", "246801", "246801", "1"] {
            registration?.handle(input)
        }
        #expect(registration?.takeNotices() == ["Welcome to Swippy, Neha Iyer. Sign in with your new login PIN."])
        #expect(navigator.depth == 1)
        #expect(screen.render(RenderContext(width: 80)).contains("Welcome back, Neha Iyer (••••••0001)."))
    }

    @Test func screenPresenterAndInteractor_deallocateWhenReleased() {
        weak var weakScreen: ModuleScreen<SignInViewModel>?
        weak var weakPresenter: SignInPresenter?
        do {
            let screen = SignInBuilder(dependency: dependency).build(listener: listener, navigator: FakeNavigator())
            let module = screen as? ModuleScreen<SignInViewModel>
            weakScreen = module
            weakPresenter = module?.presenter as? SignInPresenter
            #expect(weakPresenter != nil)
        }
        #expect(weakScreen == nil)
        #expect(weakPresenter == nil)
    }

    @Test func registrationScreen_deallocatesWhenPopped_andOpensAgain() {
        let navigator = Navigator()
        let screen = SignInBuilder(dependency: dependency).build(listener: listener, navigator: navigator)
        navigator.setRoot(screen)
        weak var registration: (any Screen)?
        screen.handle("4")
        registration = navigator.top
        #expect(navigator.depth == 2)
        navigator.pop()
        #expect(registration == nil)
        screen.handle("4")
        #expect(navigator.depth == 2)
        #expect(navigator.top?.prompt.text == "Full name")
    }

    @Test func unlockScreen_deallocatesWhenPopped() {
        let navigator = Navigator()
        navigator.setRoot(StubScreen())
        weak var lock: (any Screen)?
        navigator.push(
            SignInBuilder(dependency: dependency).buildUnlock(
                userID: "u-asha", listener: listener, navigator: navigator))
        lock = navigator.top
        #expect(lock?.prompt == .secret("Login PIN"))
        navigator.pop()
        #expect(lock == nil)
    }
}
