import SwippyCore
import SwippyData
import SwippyTestSupport
import Testing

@testable import SignIn

@MainActor
@Suite("Registration presenter: one question at a time")
struct RegisterPresenterTests {
    let interactor = FakeRegisterInteractor()
    let view = FakeScreenView<SignInViewModel>()

    func presenter(at step: RegisterState.Step = .name) -> RegisterPresenter {
        var state = RegisterState(currencies: [])
        state.step = step
        interactor.state.send(state)
        let presenter = RegisterPresenter(interactor: interactor)
        presenter.view = view
        presenter.start()
        return presenter
    }

    @Test func start_showsTheCurrentQuestion() {
        _ = presenter()
        #expect(view.displayed.count == 1)
        #expect(view.last?.prompt == Prompt("Full name"))
    }

    @Test func answer_isSubmittedAndNothingElse() {
        presenter().handle("Neha")
        #expect(interactor.submitted == ["Neha"])
        #expect(interactor.backCallCount == 0)
    }

    @Test func theLastAnswer_isSubmitted_andTheStateSaysRegistered() {
        var done = RegisterState(currencies: [])
        done.step = .currency
        done.isRegistered = true
        interactor.stateAfterSubmit = done
        presenter(at: .currency).handle("1")
        #expect(interactor.submitted == ["1"])
        #expect(interactor.state.value.isRegistered)
    }

    @Test func back_atTheFirstQuestion_letsTheShellPop() {
        #expect(!presenter().goBack())
        #expect(interactor.backCallCount == 0)
    }

    @Test func back_later_goesBackOneQuestion() {
        #expect(presenter(at: .email).goBack())
        #expect(interactor.backCallCount == 1)
    }

    @Test func viewModel_showsAnswersSoFarMasked() {
        var state = RegisterState(currencies: [])
        state.step = .loginPIN
        state.name = "Neha Iyer"
        state.mobile = "9000000001"
        state.email = "neha@example.in"
        let model = RegisterPresenter.viewModel(for: state)
        #expect(
            model.lines == [
                "Step 4 of 8. Type b to go back one step.",
                "Name: Neha Iyer · Mobile: ••••••0001 · Email: neha@example.in",
            ])
        #expect(model.prompt == .secret("New 4-digit login PIN"))
    }

    @Test func pinSteps_useSecretPrompts() {
        var state = RegisterState(currencies: [])
        for step in [RegisterState.Step.loginPIN, .confirmLoginPIN, .transferPIN, .confirmTransferPIN] {
            state.step = step
            #expect(RegisterPresenter.viewModel(for: state).prompt.isSecret)
        }
    }

    @Test func viewModel_carriesTheNotice() {
        var state = RegisterState(currencies: [])
        state.say("A PIN is exactly 4 digits.")
        #expect(RegisterPresenter.viewModel(for: state).notice?.text == "A PIN is exactly 4 digits.")
    }
}
