import SwippyCore
import SwippyData
import SwippyTestSupport
import Testing

@testable import SignIn

/// Before sign-in there is no home menu; b works only where there is a step to go back from; the lock screen
/// takes neither. The shell's `?` lists exactly these.
@MainActor
@Suite("SignIn: which shell commands each screen accepts")
struct SignInShellCommandsTests {
    private let asha = SignInState.Person(id: "u-asha", name: "Asha Rao", mobile: "9876543210")

    private func model(_ step: SignInState.Step, mode: SignInState.Mode = .signIn) -> SignInViewModel {
        SignInPresenter.viewModel(for: SignInState(mode: mode, step: step, remembered: asha))
    }

    @Test func theMenu_acceptsNeither_andSaysItsRange() {
        #expect(model(.menu).shellCommands == [])
        #expect(model(.menu).prompt == Prompt("Choose an option (1-5)"))
    }

    @Test func theSteps_acceptBack_neverHome() {
        for step: SignInState.Step in [.pin, .anotherMobile, .codeMobile, .code(mobile: "9876543210")] {
            #expect(model(step).shellCommands == .back, "\(step)")
        }
    }

    @Test func theLockScreen_acceptsNeither_atAnyStep() {
        for step: SignInState.Step in [.menu, .pin, .code(mobile: "9876543210")] {
            #expect(model(step, mode: .unlock(userID: "u-asha")).shellCommands == [], "\(step)")
        }
    }

    @Test func registration_acceptsBack_neverHome() {
        #expect(RegisterPresenter.viewModel(for: RegisterState(currencies: [])).shellCommands == .back)
    }

    @Test func anUnknownAnswerOnTheMenu_doesNotSuggestB() {
        let interactor = FakeSignInInteractor()
        interactor.state.send(SignInState(mode: .signIn, step: .menu, remembered: asha))
        let view = FakeScreenView<SignInViewModel>()
        let presenter = SignInPresenter(interactor: interactor, router: FakeSignInRouter())
        presenter.view = view
        presenter.start()
        presenter.handle("9")
        #expect(view.notices == ["Unknown choice \"9\". Type a number 1-5, or ? for help."])
    }
}
