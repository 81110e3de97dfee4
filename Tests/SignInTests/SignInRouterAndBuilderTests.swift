import Testing
import SwippyCore
import SwippyData
@testable import SignIn

@MainActor
@Suite("SignIn router and builder")
struct SignInRouterAndBuilderTests {
    let dependency = FakeSignInDependency()
    let navigator = FakeNavigator()
    let listener = FakeSignInListener()

    @Test func router_register_pushesRegistration_andRegisteredPopsIt() {
        let router = SignInRouter(dependency: dependency, navigator: navigator, listener: listener)
        router.navigate(to: .register)
        #expect(navigator.pushed.count == 1)
        #expect(navigator.pushed.first?.prompt.text == "Full name")
        router.navigate(to: .registered(name: "Neha"))
        #expect(navigator.popCallCount == 1)
    }

    @Test func router_handsSignInAndOtherFlowsToTheListener() {
        let router = SignInRouter(dependency: dependency, navigator: navigator, listener: listener)
        router.finishSignIn(userID: "u-asha", unlocking: false)
        router.finishSignIn(userID: "u-asha", unlocking: true)
        router.navigate(to: .signOut)
        router.navigate(to: .forgotPIN)
        #expect(listener.succeeded == ["u-asha"])
        #expect(listener.unlockCallCount == 1)
        #expect(listener.signOutCallCount == 1)
        #expect(listener.resetCallCount == 1)
    }

    @Test func router_holdsListenerAndNavigatorWeakly() {
        var weakListener: FakeSignInListener? = FakeSignInListener()
        weak let released = weakListener
        let router = SignInRouter(dependency: dependency, navigator: navigator, listener: weakListener ?? listener)
        weakListener = nil
        #expect(released == nil)
        router.navigate(to: .signOut)
    }

    @Test func builder_screenSignsInEndToEnd() {
        let screen = SignInBuilder(dependency: dependency).build(listener: listener, navigator: navigator)
        screen.handle("1")
        #expect(screen.prompt.isSecret)
        screen.handle("4826")
        #expect(listener.succeeded == ["u-asha"])
        #expect(screen.takeNotices() == ["Welcome, Asha Rao."])
    }

    @Test func builder_screenPresenterAndInteractorDeallocateWhenReleased() {
        weak var weakScreen: ModuleScreen<SignInViewModel>?
        weak var weakPresenter: SignInPresenter?
        do {
            let screen = SignInBuilder(dependency: dependency).build(listener: listener, navigator: navigator)
            let module = screen as? ModuleScreen<SignInViewModel>
            weakScreen = module
            weakPresenter = module?.presenter as? SignInPresenter
            #expect(weakPresenter != nil)
        }
        #expect(weakScreen == nil)
        #expect(weakPresenter == nil)
    }

    @Test func builder_registrationScreenDeallocatesWhenPopped() {
        weak var weakRegistration: ModuleScreen<SignInViewModel>?
        let screen = SignInBuilder(dependency: dependency).build(listener: listener, navigator: navigator)
        screen.handle("4")
        #expect(navigator.pushed.count == 1)
        weakRegistration = navigator.pushed.last as? ModuleScreen<SignInViewModel>
        #expect(weakRegistration != nil)
        navigator.pop()
        #expect(weakRegistration == nil)
    }

    @Test func builder_unlockScreenDeallocatesWhenReleased() {
        weak var weakScreen: ModuleScreen<SignInViewModel>?
        do {
            let screen = SignInBuilder(dependency: dependency).buildUnlock(userID: "u-asha", listener: listener, navigator: navigator)
            weakScreen = screen as? ModuleScreen<SignInViewModel>
            #expect(screen.prompt == .secret("Login PIN"))
        }
        #expect(weakScreen == nil)
    }
}
