import Foundation
import SwippyCore
import SwippyData
import Testing

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

    /// Counts the states the interactor sends while `body` runs.
    func sends(_ interactor: SignInInteractor, _ body: () -> Void) -> Int {
        var count = 0
        let token = interactor.state.observe { _ in count += 1 }
        count = 0
        body()
        token.cancel()
        return count
    }

    @Test func load_withoutRememberedMobile_offersTheFirstUser() {
        #expect(interactor().state.value.remembered?.id == "u-asha")
    }

    @Test func load_remembersTheLastMobile() {
        dependency.repository.wallet.settings.lastMobile = "9123456780"
        #expect(interactor().state.value.remembered?.name == "Rahul Mehta")
    }

    @Test func rightPIN_signsInSaysWelcomeAndRemembersTheMobile() {
        let interactor = interactor()
        interactor.choose(.pin)
        #expect(interactor.state.value.step == .pin)
        interactor.submit("4826")
        #expect(interactor.state.value.step == .signedIn(userID: "u-asha"))
        #expect(interactor.state.value.destination == .signedIn(userID: "u-asha"))
        #expect(interactor.state.value.notice?.text == "Welcome, Asha Rao.")
        #expect(dependency.repository.wallet.settings.lastMobile == "9876543210")
    }

    @Test func rightPIN_isOneSavedChange_checkAndRememberedMobileTogether() {
        let interactor = interactor()
        interactor.choose(.pin)
        interactor.submit("4826")
        #expect(dependency.repository.saveCount == 1)
        #expect(dependency.repository.wallet.settings.lastMobile == "9876543210")
    }

    @Test func rightCode_isOneSavedChange_andRemembersTheMobile() {
        dependency.repository.wallet.settings.lastMobile = "9123456780"
        let interactor = interactor()
        interactor.choose(.code)
        interactor.submit("9876543210")
        interactor.submit("482913")
        #expect(interactor.state.value.destination == .signedIn(userID: "u-asha"))
        #expect(dependency.repository.saveCount == 1)
        #expect(dependency.repository.wallet.settings.lastMobile == "9876543210")
    }

    @Test func everyIntent_sendsTheStateExactlyOnce() {
        let interactor = interactor()
        #expect(sends(interactor) { interactor.choose(.pin) } == 1)
        #expect(sends(interactor) { interactor.submit("1111") } == 1)
        #expect(sends(interactor) { interactor.back() } == 1)
        #expect(sends(interactor) { interactor.choose(.code) } == 1)
        #expect(sends(interactor) { interactor.submit("") } == 1)
        #expect(sends(interactor) { interactor.resendCode() } == 1)
        #expect(sends(interactor) { interactor.submit("105377") } == 1)
    }

    @Test(arguments: ["", "48", "48261", "abcd", "-482"])
    func malformedPIN_isRefusedWithoutCounting(input: String) {
        let interactor = interactor()
        interactor.choose(.pin)
        interactor.submit(input)
        #expect(interactor.state.value.notice?.text == "Your login PIN is 4 digits.")
        #expect(dependency.repository.wallet.securityState(of: "u-asha").wrongLoginPINs == 0)
    }

    @Test func threeWrongPINs_showAttemptsLeftThenLockAndReturnToMenu() {
        let interactor = interactor()
        interactor.choose(.pin)
        interactor.submit("1111")
        #expect(interactor.state.value.notice?.text == "Wrong PIN. 2 tries left before sign-in by PIN is locked.")
        interactor.submit("1112")
        #expect(interactor.state.value.notice?.text == "Wrong PIN. 1 try left before sign-in by PIN is locked.")
        interactor.submit("1113")
        #expect(interactor.state.value.notice?.text == SignInText.pinLockedLine)
        #expect(interactor.state.value.step == .menu)
        interactor.choose(.pin)
        #expect(interactor.state.value.step == .menu)
        #expect(interactor.state.value.notice?.serial == 4)
    }

    @Test func sameRefusalTwice_isSaidTwice() {
        let interactor = interactor()
        interactor.choose(.pin)
        interactor.submit("12")
        let first = interactor.state.value.notice
        interactor.submit("12")
        #expect(interactor.state.value.notice?.text == first?.text)
        #expect(interactor.state.value.notice != first)
    }

    @Test func rightCode_signsInOnceAndLiftsThePINLock() {
        for _ in 0..<3 { _ = dependency.repository.wallet.checkLoginPIN("0000", userID: "u-asha", maxAttempts: 3) }
        let interactor = interactor()
        interactor.choose(.code)
        interactor.submit("")
        #expect(
            interactor.state.value.notice?.text == "A 6-digit code was sent to ••••••3210; it is valid for 5 minutes.")
        #expect(dependency.outbox.messages.map(\.mobile) == ["9876543210"])
        interactor.submit("482913")
        #expect(interactor.state.value.destination == .signedIn(userID: "u-asha"))
        #expect(!dependency.repository.wallet.securityState(of: "u-asha").loginPINLocked)
    }

    @Test func codeAfterFiveMinutes_hasExpired() {
        let interactor = interactor()
        interactor.choose(.code)
        interactor.submit("9876543210")
        dependency.clock.advance(by: 5 * 60 + 1)
        interactor.submit("482913")
        #expect(interactor.state.value.notice?.text == "This code has expired. Type r to get a new one.")
    }

    @Test func resend_voidsTheFirstCode() {
        let interactor = interactor()
        interactor.choose(.code)
        interactor.submit("9876543210")
        interactor.resendCode()
        #expect(
            interactor.state.value.notice?.text
                == "A new code was sent to ••••••3210; the previous one no longer works.")
        #expect(dependency.outbox.messages.count == 2)
        interactor.submit("482913")
        #expect(interactor.state.value.destination == nil)
        interactor.submit("105377")
        #expect(interactor.state.value.destination == .signedIn(userID: "u-asha"))
    }

    @Test func threeWrongCodes_lockCodeSignInUntilThePINSucceeds() {
        let interactor = interactor()
        interactor.choose(.code)
        interactor.submit("9876543210")
        interactor.submit("000000")
        #expect(interactor.state.value.notice?.text == "Wrong code. 2 tries left before sign-in by code is locked.")
        interactor.submit("000001")
        interactor.submit("000002")
        #expect(interactor.state.value.notice?.text == SignInText.codeLockedLine)
        #expect(interactor.state.value.step == .menu)
        interactor.choose(.pin)
        interactor.submit("4826")
        #expect(!dependency.repository.wallet.securityState(of: "u-asha").codeLocked)
    }

    @Test(arguments: [
        ("12345", "A mobile number is 10 digits starting with 6, 7, 8 or 9, like 98765 43210 or +91 98765 43210."),
        ("9000000000", "No Swippy user has this mobile number. Choose 4 on the menu to register."),
    ])
    func unusableMobileForACode_isRefused(input: String, reason: String) {
        let interactor = interactor()
        interactor.choose(.code)
        interactor.submit(input)
        #expect(interactor.state.value.notice?.text == reason)
        #expect(dependency.outbox.messages.isEmpty)
    }

    @Test func anotherMobile_switchesTheUserThePINIsFor() {
        let interactor = interactor()
        interactor.choose(.anotherMobile)
        interactor.submit("9123456780")
        #expect(interactor.state.value.step == .pin)
        interactor.submit("4826")
        #expect(interactor.state.value.destination == nil)
        interactor.submit("7351")
        #expect(interactor.state.value.destination == .signedIn(userID: "u-rahul"))
    }

    @Test func unlock_asksOnlyThePINRemembersNothingAndEndsUnlocked() {
        dependency.repository.wallet.settings.lastMobile = "9123456780"
        let interactor = interactor(.unlock(userID: "u-asha"))
        #expect(interactor.state.value.step == .pin)
        interactor.back()
        #expect(interactor.state.value.notice?.text == "Enter your login PIN to carry on, or type s to sign out.")
        interactor.submit("4826")
        #expect(interactor.state.value.destination == .unlocked)
        #expect(interactor.state.value.notice?.text == "Welcome back, Asha Rao.")
        #expect(dependency.repository.wallet.settings.lastMobile == "9123456780")
    }

    @Test func unlock_afterThePINLocks_offersAOneTimeCodeToTheUsersOwnMobile() {
        let interactor = interactor(.unlock(userID: "u-asha"))
        for _ in 0..<3 { interactor.submit("1111") }
        #expect(interactor.state.value.step == .menu)
        #expect(interactor.state.value.notice?.text == SignInText.sessionPINLockedLine)
        interactor.choose(.code)
        #expect(interactor.state.value.step == .code(mobile: "9876543210"))
        // Opened again later with the PIN still locked, the lock screen starts at the offer, not the PIN.
        let again = self.interactor(.unlock(userID: "u-asha"))
        #expect(again.state.value.step == .menu)
    }

    @Test func failedSave_isSaidWithTheReason() {
        dependency.repository.failure = SaveFailed()
        let interactor = interactor()
        interactor.choose(.pin)
        interactor.submit("4826")
        #expect(interactor.state.value.notice?.text == "Could not save the attempt: disk full")
        #expect(interactor.state.value.destination == nil)
    }

    @Test func backFromTheCodeStep_returnsToMenuAndVoidsTheCode() {
        let interactor = interactor()
        interactor.choose(.code)
        interactor.submit("9876543210")
        interactor.back()
        #expect(interactor.state.value.step == .menu)
        interactor.back()
        #expect(interactor.state.value.notice?.text == "Sign in first (1 and your PIN), or type q to quit.")
        #expect(!dependency.oneTimeCodes.hasPendingCode(for: "9876543210", purpose: .signIn))
    }

    @Test func noPINOrCodeEverAppearsInTheState() {
        let interactor = interactor()
        var seen: [String] = []
        let token = interactor.state.observe { seen.append(String(describing: $0)) }
        interactor.choose(.pin)
        interactor.submit("1111")
        interactor.back()
        interactor.choose(.code)
        interactor.submit("")
        interactor.submit("482913")
        token.cancel()
        #expect(!seen.joined().contains("1111"))
        #expect(!seen.joined().contains("482913"))
    }
}
