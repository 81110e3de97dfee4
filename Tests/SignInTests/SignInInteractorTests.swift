import Foundation
import Testing
import SwippyData
@testable import SignIn

@MainActor
@Suite("SignIn interactor: PIN, one-time code, locks")
struct SignInInteractorTests {
    let dependency = FakeSignInDependency()

    func interactor(_ mode: SignInState.Mode = .signIn) -> SignInInteractor {
        let interactor = SignInInteractor(mode: mode, repository: dependency.repository, codes: dependency.oneTimeCodes)
        interactor.load()
        return interactor
    }

    @Test func load_withoutRememberedMobile_offersTheFirstUser() {
        #expect(interactor().state.value.remembered?.id == "u-asha")
    }

    @Test func load_remembersTheLastMobile() {
        dependency.repository.wallet.settings.lastMobile = "9123456780"
        #expect(interactor().state.value.remembered?.name == "Rahul Mehta")
    }

    @Test func pin_right_signsInAndRemembersTheMobile() {
        let interactor = interactor()
        #expect(interactor.choose(.pin) == .proceed)
        #expect(interactor.submit("4826") == .signedIn(userID: "u-asha", name: "Asha Rao"))
        #expect(dependency.repository.wallet.settings.lastMobile == "9876543210")
    }

    @Test(arguments: ["", "48", "48261", "abcd", "-482"])
    func pin_malformed_isRefusedWithoutCounting(input: String) {
        let interactor = interactor()
        _ = interactor.choose(.pin)
        #expect(interactor.submit(input) == .refused("Your login PIN is 4 digits."))
        #expect(dependency.repository.wallet.securityState(of: "u-asha").wrongLoginPINs == 0)
    }

    @Test func pin_threeWrong_locksPINAndReturnsToMenu() {
        let interactor = interactor()
        _ = interactor.choose(.pin)
        #expect(interactor.submit("1111") == .refused("Wrong PIN. 2 tries left before sign-in by PIN is locked."))
        #expect(interactor.submit("1112") == .refused("Wrong PIN. 1 try left before sign-in by PIN is locked."))
        #expect(interactor.submit("1113") == .refused(SignInInteractor.pinLockedLine))
        #expect(interactor.state.value.step == .menu)
        #expect(interactor.choose(.pin) == .refused(SignInInteractor.pinLockedLine))
    }

    @Test func code_rightCode_signsInOnceAndLiftsPINLock() {
        for _ in 0..<3 { _ = dependency.repository.wallet.checkLoginPIN("0000", userID: "u-asha", maxAttempts: 3) }
        let interactor = interactor()
        _ = interactor.choose(.code)
        #expect(interactor.submit("").isInfo)
        #expect(dependency.outbox.messages.map(\.mobile) == ["9876543210"])
        #expect(interactor.submit("482913") == .signedIn(userID: "u-asha", name: "Asha Rao"))
        #expect(!dependency.repository.wallet.securityState(of: "u-asha").loginPINLocked)
    }

    @Test func code_usedTwice_isRefusedTheSecondTime() {
        let interactor = interactor()
        _ = interactor.choose(.code)
        _ = interactor.submit("9123456780")
        #expect(interactor.submit("482913") == .signedIn(userID: "u-rahul", name: "Rahul Mehta"))
        #expect(interactor.submit("482913") == .refused("This code is no longer valid. Type r to get a new one."))
    }

    @Test func code_afterFiveMinutes_hasExpired() {
        let interactor = interactor()
        _ = interactor.choose(.code)
        _ = interactor.submit("9876543210")
        dependency.clock.advance(by: 5 * 60 + 1)
        #expect(interactor.submit("482913") == .refused("This code has expired. Type r to get a new one."))
    }

    @Test func resend_voidsTheFirstCode() {
        let interactor = interactor()
        _ = interactor.choose(.code)
        _ = interactor.submit("9876543210")
        #expect(interactor.resendCode().isInfo)
        #expect(dependency.outbox.messages.count == 2)
        #expect(interactor.submit("482913").isRefused)
        #expect(interactor.submit("105377") == .signedIn(userID: "u-asha", name: "Asha Rao"))
    }

    @Test func code_threeWrong_locksCodeSignInUntilPINSucceeds() {
        let interactor = interactor()
        _ = interactor.choose(.code)
        _ = interactor.submit("9876543210")
        #expect(interactor.submit("000000") == .refused("Wrong code. 2 tries left before sign-in by code is locked."))
        #expect(interactor.submit("000001") == .refused("Wrong code. 1 try left before sign-in by code is locked."))
        #expect(interactor.submit("000002") == .refused(SignInInteractor.codeLockedLine))
        _ = interactor.choose(.code)
        #expect(interactor.submit("") == .refused(SignInInteractor.codeLockedLine))
        _ = interactor.choose(.pin)
        #expect(interactor.submit("4826") == .signedIn(userID: "u-asha", name: "Asha Rao"))
        #expect(!dependency.repository.wallet.securityState(of: "u-asha").codeLocked)
    }

    @Test(arguments: [("12345", "A mobile number is 10 digits, like 9876543210."),
                      ("9000000000", "No Swippy user has this mobile number. Choose 4 on the menu to register.")])
    func codeMobile_unusable_isRefused(input: String, reason: String) {
        let interactor = interactor()
        _ = interactor.choose(.code)
        #expect(interactor.submit(input) == .refused(reason))
        #expect(dependency.outbox.messages.isEmpty)
    }

    @Test func anotherMobile_switchesTheUserThePINIsFor() {
        let interactor = interactor()
        _ = interactor.choose(.anotherMobile)
        #expect(interactor.submit("9123456780") == .proceed)
        #expect(interactor.state.value.step == .pin)
        #expect(interactor.submit("4826").isRefused)
        #expect(interactor.submit("7351") == .signedIn(userID: "u-rahul", name: "Rahul Mehta"))
    }

    @Test func unlock_asksOnlyThePINAndRemembersNothing() {
        dependency.repository.wallet.settings.lastMobile = "9123456780"
        let interactor = interactor(.unlock(userID: "u-asha"))
        #expect(interactor.state.value.step == .pin)
        #expect(!interactor.back())
        #expect(interactor.submit("4826") == .signedIn(userID: "u-asha", name: "Asha Rao"))
        #expect(dependency.repository.wallet.settings.lastMobile == "9123456780")
    }

    @Test func pin_saveFails_isRefusedWithTheReason() {
        dependency.repository.failure = SaveFailed()
        let interactor = interactor()
        _ = interactor.choose(.pin)
        #expect(interactor.submit("4826") == .refused("Could not save the attempt: disk full"))
    }

    @Test func back_fromCodeStep_returnsToMenuAndVoidsTheCode() {
        let interactor = interactor()
        _ = interactor.choose(.code)
        _ = interactor.submit("9876543210")
        #expect(interactor.back())
        #expect(interactor.state.value.step == .menu)
        #expect(!interactor.back())
        #expect(!dependency.oneTimeCodes.hasPendingCode(for: "9876543210", purpose: .signIn))
    }

    @Test func register_andForgot_areRoutedOut() {
        let interactor = interactor()
        #expect(interactor.choose(.register) == .route(.register))
        #expect(interactor.choose(.forgotPIN) == .route(.forgotPIN))
    }
}

extension SignInResult {
    var isInfo: Bool { if case .info = self { true } else { false } }
    var isRefused: Bool { if case .refused = self { true } else { false } }
}
