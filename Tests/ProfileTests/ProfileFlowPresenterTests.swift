import SwippyCore
import SwippyData
import SwippyTestSupport
import Testing

@testable import Profile

@MainActor
@Suite("Profile flow presenter: one question at a time")
struct ProfileFlowPresenterTests {
    let view = FakeScreenView<ProfileViewModel>()

    func state(_ kind: ProfileFlowKind, step: Int = 0) -> ProfileFlowState {
        var state = ProfileFlowState(kind: kind, signedInUser: TestUsers.asha, userID: "u-asha", currencies: [])
        state.stepIndex = step
        return state
    }

    func presenter(_ interactor: FakeProfileFlowInteractor) -> ProfileFlowPresenter {
        let presenter = ProfileFlowPresenter(interactor: interactor)
        presenter.view = view
        presenter.start()
        return presenter
    }

    @Test func start_showsTheCurrentQuestion() {
        _ = presenter(FakeProfileFlowInteractor(state(.changeLoginPIN)))
        #expect(view.displayed.count == 1)
        #expect(view.last?.prompt == .secret("Current 4-digit login PIN"))
    }

    @Test func answer_isSubmitted_andNothingElse() {
        let interactor = FakeProfileFlowInteractor(state(.editName))
        var done = state(.editName)
        done.isFinished = true
        interactor.stateAfterSubmit = done
        presenter(interactor).handle("Asha R. Rao")
        #expect(interactor.submitted == ["Asha R. Rao"])
        #expect(interactor.state.value.isFinished)
        #expect(interactor.resendCodeCallCount == 0 && interactor.backCallCount == 0)
    }

    @Test func refusedAnswer_staysOpen() {
        let interactor = FakeProfileFlowInteractor(state(.editName))
        interactor.stateAfterSubmit = state(.editName)
        presenter(interactor).handle("")
        #expect(interactor.submitted == [""])
        #expect(!interactor.state.value.isFinished)
    }

    @Test func r_onTheCodeStep_resends() {
        let interactor = FakeProfileFlowInteractor(state(.forgotTransferPIN, step: 1))
        presenter(interactor).handle("r")
        #expect(interactor.resendCodeCallCount == 1)
        #expect(interactor.submitted.isEmpty)
    }

    @Test func r_elsewhere_isAnAnswer() {
        let interactor = FakeProfileFlowInteractor(state(.editName))
        presenter(interactor).handle("r")
        #expect(interactor.submitted == ["r"])
    }

    @Test func back_atTheFirstQuestion_letsTheShellPop_laterGoesBack() {
        let first = FakeProfileFlowInteractor(state(.forgotTransferPIN))
        #expect(!presenter(first).goBack())
        #expect(first.backCallCount == 0)
        let later = FakeProfileFlowInteractor(state(.forgotTransferPIN, step: 2))
        #expect(presenter(later).goBack())
        #expect(later.backCallCount == 1)
    }

    @Test func viewModel_ofTheCodeStep() {
        var state = state(.forgotLoginPIN, step: 2)
        state.mobile = "9876543210"
        state.say("Wrong code. 2 tries left on this code.")
        let model = ProfileFlowPresenter.viewModel(for: state)
        #expect(model.lines == ["Step 3 of 5. Type b to go back.", "Type the code sent by SMS to ••••••3210."])
        #expect(model.commands == [Block.Command("r", "Send a new code")])
        #expect(model.prompt == .secret("One-time code"))
        #expect(model.notice?.text == "Wrong code. 2 tries left on this code.")
    }

    @Test func viewModel_ofEditName_showsTheCurrentName() {
        let model = ProfileFlowPresenter.viewModel(for: state(.editName))
        #expect(model.lines == ["Now: Asha Rao", "Type b to cancel."])
        #expect(model.prompt == Prompt("New name (Enter keeps Asha Rao)"))
    }

    @Test func viewModel_beforeSignIn_offersBackButNoHomeMenu() {
        let signedOut = ProfileFlowState(kind: .forgotLoginPIN, signedInUser: nil, userID: nil, currencies: [])
        #expect(ProfileFlowPresenter.viewModel(for: signedOut).shellCommands == .back)
        #expect(ProfileFlowPresenter.viewModel(for: state(.forgotLoginPIN)).shellCommands == .all)
    }
}
