import Testing
import SwippyCore
@testable import SignIn

@MainActor
@Suite("SignIn view: exact lines at 60 columns, colour off")
struct SignInViewTests {
    let context = RenderContext(width: 60)

    @Test func menu_rendersTitleGreetingAndOptions() {
        let state = SignInState(
            mode: .signIn, step: .menu, remembered: SignInState.Person(id: "u", name: "Asha Rao", mobile: "9876543210"))
        #expect(SignInView.render(SignInPresenter.viewModel(for: state), context) == [
            "Sign in to Swippy",
            "=================",
            "Welcome back, Asha Rao (••••••3210).",
            "",
            "  1. Sign in with your login PIN",
            "  2. Sign in with a one-time code (SMS)",
            "  3. Use another mobile number",
            "  4. Register a new user",
            "  5. Forgot login PIN",
        ])
    }

    @Test func codeStep_rendersMaskedNumberAndCommands() {
        let state = SignInState(mode: .signIn, step: .code(mobile: "9876543210"), remembered: nil)
        #expect(SignInView.render(SignInPresenter.viewModel(for: state), context) == [
            "Sign in to Swippy",
            "=================",
            "Type the 6-digit code sent to ••••••3210.",
            "",
            "  r  Send a new code",
            "  b  Back to the sign-in menu",
        ])
    }

    @Test func registerCurrencyStep_listsCurrencies() {
        var state = RegisterState(currencies: FakeSignInDependency().signInCurrencies)
        state.step = .currency
        state.name = "Neha Iyer"
        state.mobile = "9000000001"
        state.email = "neha@example.in"
        let lines = SignInView.render(RegisterPresenter.viewModel(for: state), RenderContext(width: 40))
        #expect(lines == [
            "Register",
            "========",
            "Step 8 of 8. Type b to go back one step.",
            "Name: Neha Iyer · Mobile: ••••••0001 ·",
            "Email: neha@example.in",
            "",
            "  1. INR  Indian Rupee",
            "  2. GBP  Pound Sterling",
        ])
    }

    @Test func colourOff_hasNoEscapeCodes() {
        let model = SignInPresenter.viewModel(for: SignInState(mode: .unlock(userID: "u"), step: .pin, remembered: nil))
        #expect(!SignInView.render(model, context).joined().contains("\u{1B}"))
    }
}
