import SwippyCore
import SwippyTestSupport
import Testing

@testable import SignIn

/// Whole screens at 80 and 40 columns, colour off and on, against `Tests/Snapshots/SignInTests/*.txt`.
/// Re-record after an intended change: `SWIPPY_RECORD_SNAPSHOTS=1 swift test --filter SignInViewTests`,
/// run again without it, and review the files with `git diff`.
@MainActor
@Suite("SignIn view: whole screens")
struct SignInViewTests {
    static let asha = SignInState.Person(id: "u-asha", name: "Asha Rao", mobile: "9876543210")

    func check(_ name: String, _ model: SignInViewModel) -> String? {
        Snapshot.checkScreen(named: name) { SignInView.render(model, $0) }
    }

    @Test func menu() {
        let state = SignInState(mode: .signIn, step: .menu, remembered: Self.asha)
        #expect(check("sign-in-menu", SignInPresenter.viewModel(for: state)) == nil)
    }

    @Test func menu_withNobodyRegistered() {
        let state = SignInState(mode: .signIn, step: .menu, remembered: nil)
        #expect(check("sign-in-menu-empty", SignInPresenter.viewModel(for: state)) == nil)
    }

    @Test func pinStep() {
        let state = SignInState(mode: .signIn, step: .pin, remembered: Self.asha)
        #expect(check("sign-in-pin", SignInPresenter.viewModel(for: state)) == nil)
    }

    @Test func codeStep() {
        let state = SignInState(mode: .signIn, step: .code(mobile: "9876543210"), remembered: Self.asha)
        #expect(check("sign-in-code", SignInPresenter.viewModel(for: state)) == nil)
    }

    @Test func lockScreen() {
        let state = SignInState(mode: .unlock(userID: "u-asha"), step: .pin, remembered: Self.asha)
        #expect(check("session-locked", SignInPresenter.viewModel(for: state)) == nil)
    }

    @Test func registerTransferPINStep() {
        var state = RegisterState(currencies: [])
        state.step = .transferPIN
        state.name = "Neha Iyer"
        state.mobile = "9000000001"
        state.email = "neha@example.in"
        #expect(check("register-transfer-pin", RegisterPresenter.viewModel(for: state)) == nil)
    }

    @Test func registerCurrencyStep() {
        var state = RegisterState(currencies: FakeSignInDependency().signInCurrencies)
        state.step = .currency
        state.name = "Neha Iyer"
        state.mobile = "9000000001"
        state.email = "neha@example.in"
        #expect(check("register-currency", RegisterPresenter.viewModel(for: state)) == nil)
    }
}
