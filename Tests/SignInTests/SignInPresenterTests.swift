import SwippyCore
import SwippyData
import SwippyTestSupport
import Testing

@testable import SignIn

@MainActor
@Suite("SignIn presenter: state to view model, answers to one intent or out through the router")
struct SignInPresenterTests {
    let interactor = FakeSignInInteractor()
    let view = FakeScreenView<SignInViewModel>()
    let router = FakeSignInRouter()
    static let asha = SignInState.Person(id: "u-asha", name: "Asha Rao", mobile: "9876543210")

    func presenter(_ state: SignInState? = nil) -> SignInPresenter {
        if let state { interactor.state.send(state) }
        let presenter = SignInPresenter(interactor: interactor, router: router)
        presenter.view = view
        presenter.start()
        return presenter
    }

    func state(_ step: SignInState.Step, mode: SignInState.Mode = .signIn) -> SignInState {
        SignInState(mode: mode, step: step, remembered: Self.asha)
    }

    @Test func start_bindsToTheStateThenLoads() {
        let presenter = presenter(state(.menu))
        #expect(view.displayed.count == 1)
        #expect(view.last?.lines == ["Welcome back, Asha Rao (••••••3210)."])
        #expect(interactor.loadCallCount == 1)
        interactor.state.send(state(.pin))
        #expect(view.displayed.count == 2)
        #expect(view.last?.prompt == .secret("Login PIN"))
        withExtendedLifetime(presenter) {}
    }

    @Test func reappearing_loadsAgain() {
        let presenter = presenter()
        presenter.didReappear()
        #expect(interactor.loadCallCount == 2)
    }

    @Test(arguments: [("1", SignInOption.pin), ("2", .code), ("3", .anotherMobile)])
    func menuChoiceOfThisScreen_callsChoose(input: String, option: SignInOption) {
        presenter(state(.menu)).handle(input)
        #expect(interactor.chosen == [option])
        #expect(router.destinations.isEmpty)
    }

    @Test func register_isAnIntent_andForgotPINLeavesThroughTheRouter() {
        let presenter = presenter(state(.menu))
        presenter.handle("4")
        presenter.handle("5")
        #expect(interactor.chosen == [.register])
        #expect(router.destinations == [.forgotPIN])
    }

    @Test(arguments: ["0", "6", "x", "", "99999999"])
    func unknownMenuChoice_explainsAndCallsNothing(input: String) {
        presenter(state(.menu)).handle(input)
        // Before sign-in there is nothing to go back to: the hint does not offer b.
        #expect(view.notices == [MenuInput.unknownHint(input, count: 5, back: false)])
        #expect(interactor.chosen.isEmpty && interactor.submitted.isEmpty && router.destinations.isEmpty)
    }

    @Test func answer_isSubmitted_andTheSignInIsLeftToTheRouter() {
        interactor.stateAfterSubmit = state(.signedIn(userID: "u-asha"))
        presenter(state(.pin)).handle("4826")
        #expect(interactor.submitted == ["4826"])
        #expect(interactor.state.value.destination == .signedIn(userID: "u-asha"))
        #expect(router.destinations.isEmpty)
    }

    @Test func refusedAnswer_routesNowhere() {
        interactor.stateAfterSubmit = state(.pin)
        presenter(state(.pin)).handle("1111")
        #expect(router.destinations.isEmpty)
    }

    @Test func r_onTheCodeStep_resends() {
        presenter(state(.code(mobile: "9876543210"))).handle("r")
        #expect(interactor.resendCodeCallCount == 1)
        #expect(interactor.submitted.isEmpty)
    }

    @Test func back_alwaysStaysOnTheScreenAndAsksTheInteractor() {
        #expect(presenter(state(.menu)).goBack())
        #expect(interactor.backCallCount == 1)
    }

    @Test func s_onTheLockScreen_signsOut() {
        presenter(state(.pin, mode: .unlock(userID: "u-asha"))).handle("s")
        #expect(router.destinations == [.signOut])
        #expect(interactor.submitted.isEmpty)
    }

    @Test func anUnlockingAnswer_isSubmitted_andTheUnlockIsLeftToTheRouter() {
        interactor.stateAfterSubmit = state(.signedIn(userID: "u-asha"), mode: .unlock(userID: "u-asha"))
        presenter(state(.pin, mode: .unlock(userID: "u-asha"))).handle("4826")
        #expect(interactor.submitted == ["4826"])
        #expect(interactor.state.value.destination == .unlocked)
        #expect(router.destinations.isEmpty)
    }

    @Test func viewModel_carriesTheNotice() {
        var state = state(.pin)
        state.say("Wrong PIN. 2 tries left before sign-in by PIN is locked.")
        #expect(SignInPresenter.viewModel(for: state).notice == state.notice)
    }

    @Test func viewModel_ofTheLockScreen() {
        let model = SignInPresenter.viewModel(for: state(.pin, mode: .unlock(userID: "u-asha")))
        #expect(model.title == "Session locked")
        #expect(model.lines.last == "Signed in as Asha Rao (••••••3210).")
        #expect(model.commands == [Block.Command("s", "Sign out")])
    }

    @Test func secretPrompts_areSecret() {
        let models = [
            SignInPresenter.viewModel(for: state(.pin)),
            SignInPresenter.viewModel(for: state(.code(mobile: "9876543210"))),
            SignInPresenter.viewModel(for: state(.pin, mode: .unlock(userID: "u"))),
        ]
        #expect(models.allSatisfy { $0.prompt.isSecret })
    }
}
