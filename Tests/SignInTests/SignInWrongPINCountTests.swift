import SwippyData
import Testing

@testable import SignIn

/// Wrong PINs lock sign-in by PIN only when they come in a row: the right PIN starts the count again, so two
/// wrong PINs before it and two after it leave the user signed in and a try left.
@MainActor
@Suite("SignIn: the right PIN resets the wrong-PIN count")
struct SignInWrongPINCountTests {
    let dependency = FakeSignInDependency()

    /// A fresh sign-in screen (the same wallet), on its PIN step.
    func pinStep() -> SignInInteractor {
        let interactor = SignInInteractor(
            mode: .signIn, repository: dependency.repository, codes: dependency.oneTimeCodes)
        interactor.load()
        interactor.choose(.pin)
        return interactor
    }

    @Test func twoWrongPINs_thenTheRightOne_thenTwoWrongAgain_leaveATryAndNoLock() {
        let before = pinStep()
        before.submit("1111")
        before.submit("2222")
        before.submit("4826")
        #expect(before.state.value.step == .signedIn(userID: "u-asha"))
        #expect(dependency.repository.securityState(of: "u-asha").wrongLoginPINs == 0)

        let after = pinStep()
        after.submit("1111")
        #expect(after.state.value.notice?.text == "Wrong PIN. 2 tries left before sign-in by PIN is locked.")
        after.submit("2222")
        #expect(after.state.value.notice?.text == "Wrong PIN. 1 try left before sign-in by PIN is locked.")
        #expect(!dependency.repository.securityState(of: "u-asha").loginPINLocked)
        after.submit("4826")
        #expect(after.state.value.step == .signedIn(userID: "u-asha"))
    }
}
