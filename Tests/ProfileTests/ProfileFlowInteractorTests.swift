import Foundation
import Testing
import SwippyData
@testable import Profile

@MainActor
@Suite("Profile flows: edits, PIN changes, forgot PINs")
struct ProfileFlowInteractorTests {
    let dependency = FakeProfileDependency()

    func flow(_ kind: ProfileFlowKind) -> ProfileFlowInteractor {
        ProfileFlowInteractor(
            kind: kind, repository: dependency.repository, codes: dependency.oneTimeCodes,
            currencies: dependency.profileCurrencies)
    }

    func run(_ kind: ProfileFlowKind, _ inputs: [String]) -> [ProfileFlowResult] {
        let interactor = flow(kind)
        return inputs.map { interactor.submit($0) }
    }

    var user: User? { dependency.repository.wallet.user("u-asha") }

    @Test func editName_validName_isSaved() {
        #expect(run(.editName, ["", "Asha R. Rao"]) == [
            .refused("A name is 1 to 60 characters and has letters, like Asha Rao."), .done("Name changed to Asha R. Rao."),
        ])
        #expect(user?.name == "Asha R. Rao")
    }

    @Test func editEmail_validatesAndLowercases() {
        #expect(run(.editEmail, ["asha@", "Asha@Mail.Example.in"]).last == .done("Email changed to asha@mail.example.in."))
        #expect(user?.email == "asha@mail.example.in")
    }

    @Test func changeLoginPIN_refusesCurrentAndTrivialThenSaves() {
        let results = run(.changeLoginPIN, ["4826", "4826", "1111", "9876", "1357", "1357"])
        #expect(results == [
            .proceed,
            .refused("The new PIN must be different from the current one."),
            .refused("That PIN is too easy to guess: avoid repeated digits and runs like 1234."),
            .refused("That PIN is too easy to guess: avoid repeated digits and runs like 1234."),
            .proceed,
            .done("Login PIN changed."),
        ])
        #expect(user?.loginPIN.matches("1357") == true)
    }

    @Test func changeLoginPIN_mismatch_asksTheNewPINAgain() {
        let interactor = flow(.changeLoginPIN)
        _ = interactor.submit("4826")
        _ = interactor.submit("1357")
        #expect(interactor.submit("1358") == .refused("The two PINs do not match. Type the new PIN again."))
        #expect(interactor.state.value.step == .newPIN)
        #expect(user?.loginPIN.matches("4826") == true)
    }

    @Test func changeLoginPIN_threeWrongCurrent_locksAndAborts() {
        let results = run(.changeLoginPIN, ["1111", "2222", "3333"])
        #expect(results[0] == .refused("Wrong PIN. 2 tries left before it is locked."))
        #expect(results[2] == .abort("Sign-in by PIN is locked after too many wrong PINs. Choose Forgot login PIN to reset it."))
        #expect(dependency.repository.wallet.securityState(of: "u-asha").loginPINLocked)
    }

    @Test func changeTransferPIN_sixDigits_savesAndResetsCounter() {
        let results = run(.changeTransferPIN, ["4826", "111111", "592741", "246801", "246801"])
        #expect(results[0] == .refused("Your current PIN is 6 digits."))
        #expect(results.last == .done("Transfer PIN changed; transfers are unlocked."))
        #expect(user?.transferPIN.matches("246801") == true)
    }

    @Test func forgotLoginPIN_mobileEmailCodeNewPIN_resetsAndUnlocks() {
        for _ in 0..<3 { _ = dependency.repository.wallet.checkLoginPIN("0000", userID: "u-asha", maxAttempts: 3) }
        let results = run(.forgotLoginPIN, ["9123456780", "9876543210", "other@example.in", "ASHA@example.in",
                                            "000000", "482913", "2580", "2580"])
        #expect(results[0] == .refused("That is not the mobile number of this profile."))
        #expect(results[2] == .refused("That is not the email registered for this mobile number."))
        #expect(results[3] == .info("A 6-digit code was sent to ••••••3210; it is valid for 5 minutes."))
        #expect(results[4] == .refused("Wrong code. 2 tries left on this code."))
        #expect(results.last == .done("Login PIN changed."))
        #expect(dependency.outbox.messages.map(\.text) == ["Your Swippy code is 482913"])
        #expect(user?.loginPIN.matches("2580") == true)
        #expect(!dependency.repository.wallet.securityState(of: "u-asha").loginPINLocked)
    }

    @Test func forgotLoginPIN_signedOut_acceptsAnyRegisteredUser() {
        dependency.repository.signedInID = nil
        let results = run(.forgotLoginPIN, ["9000000000", "9876543210"])
        #expect(results == [.refused("No Swippy user has this mobile number."), .proceed])
    }

    @Test func forgotTransferPIN_liftsTheTransferLock() {
        for _ in 0..<3 { _ = dependency.repository.wallet.checkTransferPIN("000000", userID: "u-asha", maxAttempts: 3) }
        #expect(dependency.repository.wallet.securityState(of: "u-asha").transfersLocked)
        let results = run(.forgotTransferPIN, ["9876543210", "482913", "246801", "246801"])
        #expect(results.last == .done("Transfer PIN changed; transfers are unlocked."))
        #expect(!dependency.repository.wallet.securityState(of: "u-asha").transfersLocked)
    }

    @Test func forgotCode_expiresAndResendReplacesIt() {
        let interactor = flow(.forgotTransferPIN)
        _ = interactor.submit("9876543210")
        dependency.clock.advance(by: 301)
        #expect(interactor.submit("482913") == .refused("This code has expired. Type r to get a new one."))
        #expect(interactor.resendCode() == .info("A new code was sent to ••••••3210; the previous one no longer works."))
        #expect(interactor.submit("482913").isRefused)
        #expect(interactor.submit("105377") == .proceed)
    }

    @Test func baseCurrency_byNumberOrCode_ownCurrencyMeansNone() {
        #expect(run(.baseCurrency, ["XYZ", "eur"]).last == .done("Totals will be shown in EUR."))
        #expect(dependency.repository.wallet.settings.baseCurrency == "EUR")
        #expect(run(.baseCurrency, ["1"]) == [.done("Totals will be shown in INR.")])
        #expect(dependency.repository.wallet.settings.baseCurrency == nil)
    }

    @Test func saveFailure_isRefusedWithTheReason() {
        dependency.repository.failure = SaveFailed()
        #expect(run(.editName, ["Asha"]) == [.refused("Could not save: disk full")])
    }

    @Test func back_fromCode_voidsTheCodeAndReturnsToEmail() {
        let interactor = flow(.forgotLoginPIN)
        _ = interactor.submit("9876543210")
        _ = interactor.submit("asha@example.in")
        #expect(interactor.back())
        #expect(interactor.state.value.step == .registeredEmail)
        #expect(!dependency.oneTimeCodes.hasPendingCode(for: "9876543210", purpose: .resetLoginPIN))
    }
}

extension ProfileFlowResult {
    var isRefused: Bool { if case .refused = self { true } else { false } }
}
