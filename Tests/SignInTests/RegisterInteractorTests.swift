import Foundation
import SwippyData
import Testing

@testable import SignIn

@MainActor
@Suite("Registration interactor: rules, one send per answer")
struct RegisterInteractorTests {
    let dependency = FakeSignInDependency()

    func interactor() -> RegisterInteractor {
        RegisterInteractor(
            repository: dependency.repository, clock: dependency.clock, currencies: dependency.signInCurrencies)
    }

    func answer(_ interactor: RegisterInteractor, _ inputs: [String]) {
        inputs.forEach(interactor.submit)
    }

    @Test func fullRegistration_addsUserWithWalletRemembersMobileAndSaysWelcome() {
        let interactor = interactor()
        answer(interactor, ["Neha Iyer", "9000000001", "Neha@Example.in", "1357", "1357", "246801", "246801", "gbp"])
        #expect(interactor.state.value.isRegistered)
        #expect(interactor.state.value.notice?.text == "Welcome to Swippy, Neha Iyer. Sign in with your new login PIN.")
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

    @Test func everyAnswer_sendsTheStateExactlyOnce() {
        let interactor = interactor()
        var count = 0
        let token = interactor.state.observe { _ in count += 1 }
        answer(interactor, ["Neha Iyer", "x", "9000000001", "n@e.in", "1357", "1358"])
        token.cancel()
        #expect(count == 1 + 6)
    }

    @Test(arguments: [
        ([""], "A name is 2 to 60 characters: letters, spaces and . ' - only, like Asha Rao."),
        (
            ["Neha", "98765"],
            "A mobile number is 10 digits starting with 6, 7, 8 or 9, like 98765 43210 or +91 98765 43210."
        ),
        (["Neha", "9876543210"], "This mobile number is already registered. Type b twice to go back and sign in."),
        (["Neha", "9000000001", "neha"], "An email address looks like name@example.com."),
        (
            ["Neha", "9000000001", "n@e.in", "1234"],
            "That PIN is too easy to guess: avoid repeated digits and runs like 1234."
        ),
        (["Neha", "9000000001", "n@e.in", "1357", "1358"], "The two PINs do not match. Type the new PIN again."),
        (["Neha", "9000000001", "n@e.in", "1357", "1357", "12345"], "A PIN is exactly 6 digits."),
        (
            ["Neha", "9000000001", "n@e.in", "1357", "1357", "246801", "246801", "XYZ"],
            "Choose a currency by its number or its code, like INR."
        ),
    ])
    func wrongAnswer_isRefusedWithOneLine(inputs: [String], reason: String) {
        let interactor = interactor()
        answer(interactor, inputs)
        #expect(interactor.state.value.notice?.text == reason)
        #expect(!interactor.state.value.isRegistered)
        #expect(dependency.repository.registerCallCount == 0)
    }

    @Test func mismatchedConfirmation_goesBackToTheNewPIN() {
        let interactor = interactor()
        answer(interactor, ["Neha", "9000000001", "n@e.in", "1357", "1358"])
        #expect(interactor.state.value.step == .loginPIN)
    }

    @Test func back_movesOneStepAndSkipsConfirmations() {
        let interactor = interactor()
        #expect(!interactor.state.value.canGoBack)
        answer(interactor, ["Neha", "9000000001", "n@e.in", "1357", "1357"])
        #expect(interactor.state.value.step == .transferPIN)
        interactor.back()
        #expect(interactor.state.value.step == .loginPIN)
        #expect(interactor.state.value.canGoBack)
    }

    @Test func typedPINs_areNeverKeptInClear() {
        let interactor = interactor()
        answer(interactor, ["Neha", "9000000001", "n@e.in", "1357", "1357", "246801"])
        let described = String(describing: interactor.state.value)
        #expect(!described.contains("1357"))
        #expect(!described.contains("246801"))
    }
}
