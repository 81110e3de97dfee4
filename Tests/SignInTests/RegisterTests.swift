import Foundation
import Testing
import SwippyData
@testable import SignIn

@MainActor
@Suite("Registration: rules and presenter")
struct RegisterTests {
    let dependency = FakeSignInDependency()

    func interactor() -> RegisterInteractor {
        RegisterInteractor(
            repository: dependency.repository, clock: dependency.clock, currencies: dependency.signInCurrencies)
    }

    func answer(_ interactor: RegisterInteractor, _ inputs: [String]) -> [SignInResult] {
        inputs.map { interactor.submit($0) }
    }

    @Test func fullRegistration_addsUserWithWalletAndRemembersMobile() {
        let results = answer(interactor(), ["Neha Iyer", "9000000001", "Neha@Example.in", "1357", "1357", "246801", "246801", "gbp"])
        #expect(results.last == .route(.registered(name: "Neha Iyer")))
        let user = dependency.repository.wallet.user(mobile: "9000000001")
        #expect(user?.name == "Neha Iyer")
        #expect(user?.email == "neha@example.in")
        #expect(user?.currency == "GBP")
        #expect(user?.memberSince == dependency.clock.now)
        #expect(user?.loginPIN.matches("1357") == true)
        #expect(user?.transferPIN.matches("246801") == true)
        #expect(dependency.repository.wallet.accounts(of: "u-9000000001").map(\.currency) == ["GBP"])
        #expect(dependency.repository.wallet.settings.lastMobile == "9000000001")
    }

    @Test(arguments: [
        (["", ], "A name is 1 to 60 characters and has letters, like Asha Rao."),
        (["Neha", "98765"], "A mobile number is 10 digits, like 9876543210."),
        (["Neha", "9876543210"], "This mobile number is already registered. Type b twice to go back and sign in."),
        (["Neha", "9000000001", "neha"], "An email address looks like name@example.com."),
        (["Neha", "9000000001", "n@e.in", "1234"], "That PIN is too easy to guess: avoid repeated digits and runs like 1234."),
        (["Neha", "9000000001", "n@e.in", "1357", "1358"], "The two PINs do not match. Type the new PIN again."),
        (["Neha", "9000000001", "n@e.in", "1357", "1357", "12345"], "A PIN is exactly 6 digits."),
        (["Neha", "9000000001", "n@e.in", "1357", "1357", "246801", "246801", "XYZ"],
         "Choose a currency by its number or its code, like INR."),
    ])
    func wrongAnswer_isRefusedWithOneLine(inputs: [String], reason: String) {
        let interactor = interactor()
        let results = answer(interactor, inputs)
        #expect(results.last == .refused(reason))
        #expect(dependency.repository.registerCallCount == 0)
    }

    @Test func mismatchedConfirmation_goesBackToTheNewPIN() {
        let interactor = interactor()
        _ = answer(interactor, ["Neha", "9000000001", "n@e.in", "1357", "1358"])
        #expect(interactor.state.value.step == .loginPIN)
    }

    @Test func back_movesOneStepAndSkipsConfirmations() {
        let interactor = interactor()
        #expect(!interactor.back())
        _ = answer(interactor, ["Neha", "9000000001", "n@e.in", "1357", "1357"])
        #expect(interactor.state.value.step == .transferPIN)
        #expect(interactor.back())
        #expect(interactor.state.value.step == .loginPIN)
    }

    @Test func presenter_registered_showsWelcomeAndRoutes() {
        let router = FakeSignInRouter()
        let view = FakeSignInView()
        let presenter = RegisterPresenter(interactor: interactor(), router: router)
        presenter.view = view
        presenter.start()
        #expect(view.models.last?.prompt.text == "Full name")
        for input in ["Neha Iyer", "9000000001", "n@e.in", "1357", "1357", "246801", "246801"] { presenter.handle(input) }
        #expect(view.models.last?.prompt.text == "Currency (number or code)")
        presenter.handle("1")
        #expect(router.destinations == [.registered(name: "Neha Iyer")])
        #expect(view.notices == ["Welcome to Swippy, Neha Iyer. Sign in with your new login PIN."])
    }

    @Test func presenter_pinSteps_useSecretPrompts() {
        var state = RegisterState(currencies: [])
        for step in [RegisterState.Step.loginPIN, .confirmLoginPIN, .transferPIN, .confirmTransferPIN] {
            state.step = step
            #expect(RegisterPresenter.viewModel(for: state).prompt.isSecret)
        }
    }
}
