import Foundation
import SwippyData
import Testing

@testable import Profile

@MainActor
@Suite("Profile flows: edits, PIN changes, forgot PINs")
struct ProfileFlowInteractorTests {
    let dependency = FakeProfileDependency()

    func flow(_ kind: ProfileFlowKind) -> ProfileFlowInteractor {
        ProfileFlowInteractor(
            kind: kind, repository: dependency.repository, codes: dependency.oneTimeCodes,
            currencies: dependency.profileCurrencies, currencyList: dependency.profileCurrencyList,
            rated: dependency.profileRatedCodes)
    }

    /// What the flow said after each answer (nil when it said nothing new), and the interactor.
    @discardableResult
    func run(_ kind: ProfileFlowKind, _ inputs: [String]) -> (said: [String?], flow: ProfileFlowInteractor) {
        let interactor = flow(kind)
        let said = inputs.map { input in interactor.saying { interactor.submit(input) } }
        return (said, interactor)
    }

    var user: User? { dependency.repository.wallet.user("u-asha") }

    @Test func editName_enterKeepsTheCurrentName() {
        let (said, flow) = run(.editName, [""])
        #expect(said == ["Name kept: Asha Rao."])
        #expect(flow.state.value.isFinished)
        #expect(user?.name == "Asha Rao")
    }

    @Test func editName_validName_isSavedAndEndsTheFlow() {
        let (said, flow) = run(.editName, ["   ", "Asha R. Rao"])
        #expect(
            said == [
                "A name is 2 to 60 characters: letters, spaces and . ' - only, like Asha Rao.",
                "Name changed to Asha R. Rao.",
            ])
        #expect(flow.state.value.isFinished)
        #expect(user?.name == "Asha R. Rao")
    }

    @Test func editEmail_validatesAndLowercases() {
        let (said, _) = run(.editEmail, ["asha@", "Asha@Mail.Example.in"])
        #expect(said.last == "Email changed to asha@mail.example.in.")
        #expect(user?.email == "asha@mail.example.in")
    }

    @Test func everyAnswer_sendsTheStateExactlyOnce() {
        let interactor = flow(.changeLoginPIN)
        var count = 0
        let token = interactor.state.observe { _ in count += 1 }
        for input in ["12", "4826", "1111", "1357", "1358", "1357", "1357"] { interactor.submit(input) }
        token.cancel()
        #expect(count == 1 + 7)
    }

    @Test func changeLoginPIN_refusesCurrentAndTrivialThenSaves() {
        let (said, flow) = run(.changeLoginPIN, ["4826", "4826", "1111", "9876", "1357", "1357"])
        #expect(
            said == [
                nil,
                "The new PIN must be different from the current one.",
                "That PIN is too easy to guess: avoid repeated digits and runs like 1234.",
                "That PIN is too easy to guess: avoid repeated digits and runs like 1234.",
                nil,
                "Login PIN changed.",
            ])
        #expect(flow.state.value.isFinished)
        #expect(user?.loginPIN.matches("1357") == true)
    }

    @Test func changeLoginPIN_mismatch_asksTheNewPINAgain() {
        let (said, flow) = run(.changeLoginPIN, ["4826", "1357", "1358"])
        #expect(said.last == "The two PINs do not match. Type the new PIN again.")
        #expect(flow.state.value.step == .newPIN)
        #expect(user?.loginPIN.matches("4826") == true)
    }

    @Test func changeLoginPIN_threeWrongCurrent_showAttemptsLeftThenLockAndEnd() {
        let (said, flow) = run(.changeLoginPIN, ["1111", "2222", "3333"])
        #expect(said[0] == "Wrong PIN. 2 tries left before it is locked.")
        #expect(said[1] == "Wrong PIN. 1 try left before it is locked.")
        #expect(said[2] == "Sign-in by PIN is locked after too many wrong PINs. Choose Forgot login PIN to reset it.")
        #expect(flow.state.value.isFinished)
        #expect(dependency.repository.wallet.securityState(of: "u-asha").loginPINLocked)
    }

    @Test func changeTransferPIN_sixDigits_savesAndResetsCounter() {
        let (said, _) = run(.changeTransferPIN, ["4826", "111111", "592741", "246801", "246801"])
        #expect(said[0] == "Your current PIN is 6 digits.")
        #expect(said.last == "Transaction PIN changed.")  // transfers were not locked: nothing to unlock
        #expect(user?.transferPIN.matches("246801") == true)
    }

    @Test func forgotLoginPIN_mobileEmailCodeNewPIN_resetsAndUnlocks() {
        for _ in 0..<3 { _ = dependency.repository.wallet.checkLoginPIN("0000", userID: "u-asha", maxAttempts: 3) }
        let (said, _) = run(
            .forgotLoginPIN,
            [
                "9123456780", "9876543210", "other@example.in", "ASHA@example.in", "000000", "482913", "2580", "2580",
            ])
        #expect(said[0] == "That is not the mobile number of this profile.")
        #expect(said[2] == "That is not the email registered for this mobile number.")
        #expect(said[3] == "A 6-digit code was sent to ••••••3210; it is valid for 5 minutes.")
        #expect(said[4] == "Wrong code. 2 tries left on this code.")
        #expect(said.last == "Login PIN changed.")
        #expect(dependency.outbox.messages.map(\.text) == ["Your Swippy code is 482913"])
        #expect(user?.loginPIN.matches("2580") == true)
        #expect(!dependency.repository.wallet.securityState(of: "u-asha").loginPINLocked)
    }

    @Test func forgotLoginPIN_signedOut_acceptsAnyRegisteredUser() {
        dependency.repository.signedInID = nil
        let (said, flow) = run(.forgotLoginPIN, ["9000000000", "9876543210"])
        #expect(said == ["No Swippy user has this mobile number.", nil])
        #expect(flow.state.value.step == .registeredEmail)
    }

    @Test func forgotTransferPIN_liftsTheTransferLock() {
        for _ in 0..<3 { _ = dependency.repository.wallet.checkTransferPIN("000000", userID: "u-asha", maxAttempts: 3) }
        let (said, _) = run(.forgotTransferPIN, ["9876543210", "482913", "246801", "246801"])
        #expect(said.last == "Transaction PIN changed; transfers are unlocked.")
        #expect(!dependency.repository.wallet.securityState(of: "u-asha").transfersLocked)
    }

    @Test func forgotCode_expiresAndResendReplacesIt() {
        let interactor = flow(.forgotTransferPIN)
        interactor.submit("9876543210")
        dependency.clock.advance(by: 301)
        #expect(interactor.saying { interactor.submit("482913") } == "This code has expired. Type r to get a new one.")
        #expect(
            interactor.saying { interactor.resendCode() }
                == "A new code was sent to ••••••3210; the previous one no longer works.")
        #expect(interactor.saying { interactor.submit("482913") } == "Wrong code. 2 tries left on this code.")
        #expect(interactor.saying { interactor.submit("105377") } == nil)
        #expect(interactor.state.value.step == .newPIN)
    }

    @Test func baseCurrency_byNumberOrCode_ownCurrencyMeansNone() {
        #expect(run(.baseCurrency, ["XYZ", "eur"]).said.last == "Totals will be shown in EUR.")
        #expect(dependency.repository.wallet.settings.baseCurrency == "EUR")
        #expect(run(.baseCurrency, ["1"]).said == ["Totals will be shown in INR."])
        #expect(dependency.repository.wallet.settings.baseCurrency == nil)
    }

    @Test func baseCurrency_byNameSearch_oneMatchChooses_severalAreListed_noneSaysWhy() {
        let (said, flow) = run(.baseCurrency, ["zorkmid", "e"])
        #expect(said == ["No currency matches \"zorkmid\"; try a code like EUR or a name.", nil])
        #expect(flow.state.value.picker.items.map(\.code) == ["EUR", "INR"])
        #expect(dependency.repository.wallet.settings.baseCurrency == nil)
        #expect(run(.baseCurrency, ["euro"]).said == ["Totals will be shown in EUR."])
        #expect(dependency.repository.wallet.settings.baseCurrency == "EUR")
    }

    @Test func baseCurrency_aNameOnlyOneCurrencyHas_choosesIt_aListedOneByItsNumber() {
        #expect(run(.baseCurrency, ["franc"]).said == ["Totals will be shown in CHF."])
        #expect(run(.baseCurrency, ["e", "2"]).said == [nil, "Totals will be shown in INR."])
        #expect(dependency.repository.wallet.settings.baseCurrency == nil)
    }

    @Test func baseCurrency_searchesTheWholeList_andOffersOnlyCurrenciesWithRates() {
        #expect(run(.baseCurrency, ["chf"]).said == ["Totals will be shown in CHF."])
        #expect(dependency.repository.wallet.settings.baseCurrency == "CHF")
        #expect(
            run(.baseCurrency, ["IQD", "iraqi", "dinar", "1", "2"]).said == [
                "No rates for Iraqi Dinar (IQD) in the data; choose a currency with rates.",
                "No rates for Iraqi Dinar (IQD) in the data; choose a currency with rates.",
                nil,
                "No rates for Iraqi Dinar (IQD) in the data; choose a currency with rates.",
                "Totals will be shown in KWD.",
            ])
        #expect(dependency.repository.wallet.settings.baseCurrency == "KWD")
    }

    @Test func saveFailure_isSaidAndTheFlowStaysOpen() {
        dependency.repository.failure = SaveFailed()
        let (said, flow) = run(.editName, ["Asha"])
        #expect(said == ["Could not save: disk full"])
        #expect(!flow.state.value.isFinished)
    }

    @Test func back_fromCode_voidsTheCodeAndReturnsToEmail() {
        let interactor = flow(.forgotLoginPIN)
        interactor.submit("9876543210")
        interactor.submit("asha@example.in")
        #expect(interactor.state.value.canGoBack)
        interactor.back()
        #expect(interactor.state.value.step == .registeredEmail)
        #expect(!dependency.oneTimeCodes.hasPendingCode(for: "9876543210", purpose: .resetLoginPIN))
    }

    @Test func typedPINs_areNeverKeptInClear() {
        let (_, flow) = run(.changeTransferPIN, ["592741", "246801"])
        let described = String(describing: flow.state.value.newPIN) + String(describing: flow.state.value.notice)
        #expect(!described.contains("246801"))
        #expect(!described.contains("592741"))
    }
}
