import SwippyCore
import SwippyData

/// The rules of the edit and PIN flows: validated name and email, current PIN checked with its
/// wrong-attempt counter, new PINs typed twice (`NewPINEntry`: not trivial, not the current one), SMS codes
/// for the forgot flows, and a base currency from the list.
/// Every intent reads the state, computes the next one, and sends it once.
@MainActor
final class ProfileFlowInteractor: ProfileFlowInteracting {
    let state: ObservableValue<ProfileFlowState>
    private let repository: any ProfileRepository
    private let codes: OneTimeCodes

    /// `currencies` are offered by number; a search looks through `currencyList` (the featured ones when empty);
    /// only codes in `rated` (every code when nil) can be chosen; the picker pages `pageSize` at a time (10 when
    /// nil).
    init(
        kind: ProfileFlowKind, repository: any ProfileRepository, codes: OneTimeCodes, currencies: [Currency],
        currencyList: [Currency] = [], rated: Set<String>? = nil, pageSize: Int? = nil
    ) {
        self.repository = repository
        self.codes = codes
        let user = repository.currentUser()
        let asksMobile = kind.steps.first == .mobile
        var initial = ProfileFlowState(
            kind: kind, signedInUser: user, userID: asksMobile ? nil : user?.id, currencies: currencies)
        initial.currencyList = currencyList.isEmpty ? currencies : currencyList
        initial.ratedCodes = rated
        if let pageSize {
            initial.picker = ChoicePicker(
                offered: currencies, noun: "currency", plural: "currencies", pageSize: pageSize)
        }
        self.state = ObservableValue(initial)
    }

    func submit(_ input: String) {
        state.update { next in
            switch next.step {
            case .name: saveName(input, &next)
            case .email: saveEmail(input, &next)
            case .currency: saveCurrency(input, &next)
            case .currentPIN: checkCurrentPIN(input, &next)
            case .newPIN: takeNewPIN(input, &next)
            case .confirmPIN: confirmPIN(input, &next)
            case .mobile: takeMobile(input, &next)
            case .registeredEmail: checkRegisteredEmail(input, &next)
            case .code: checkCode(input, &next)
            }
        }
    }

    func resendCode() {
        state.update { next in
            if next.step == .code, let mobile = next.mobile {
                codes.send(to: mobile, for: next.kind.codePurpose)
                next.say("A new code was sent to \(Mask.tail(mobile)); the previous one no longer works.")
            } else {
                next.say("There is no code to resend here.")
            }
        }
    }

    func back() {
        guard state.value.canGoBack else { return }
        state.update { next in
            next.stepIndex -= 1
            // Going back to a PIN or a code means typing it again, and any code sent is voided.
            if next.step == .code || next.step == .registeredEmail, let mobile = next.mobile {
                codes.cancel(for: mobile)
            }
            if next.step == .code { next.stepIndex -= 1 }
            next.newPIN.clear()
        }
    }

    // MARK: - One-step flows

    private func saveName(_ input: String, _ next: inout ProfileFlowState) {
        // Enter keeps the current name.
        if input.isEmpty, let current = next.signedIn?.name { return finish("Name kept: \(current).", &next) }
        if let problem = IdentityRules.nameProblem(input) { return next.say(problem) }
        save("Name changed to \(input).", &next) { try repository.updateName(input) }
    }

    private func saveEmail(_ input: String, _ next: inout ProfileFlowState) {
        if let problem = IdentityRules.emailProblem(input) { return next.say(problem) }
        save("Email changed to \(input.lowercased()).", &next) { try repository.updateEmail(input.lowercased()) }
    }

    private func saveCurrency(_ input: String, _ next: inout ProfileFlowState) {
        let list = CurrencyList(next.currencyList)
        switch next.picker.answer(input, candidates: list.candidates) {
        case .listed: break
        case .refused(let reason): next.say(reason)
        case .chosen(let currency):
            if let rated = next.ratedCodes, !rated.contains(currency.code) {
                return next.say(CurrencyList.noRates(currency))
            }
            let own = next.signedIn?.currency
            save("Totals will be shown in \(currency.code).", &next) {
                try repository.setBaseCurrency(currency.code == own ? nil : currency.code)
            }
        }
    }

    // MARK: - PIN steps

    private func checkCurrentPIN(_ input: String, _ next: inout ProfileFlowState) {
        let length = next.kind.pinLength
        guard let userID = next.userID else { return finish("Sign in first.", &next) }
        guard IdentityRules.isDigits(input, count: length) else {
            return next.say("Your current PIN is \(length) digits.")
        }
        let check: PINCheck
        do {
            check =
                next.kind.isTransferPIN
                ? try repository.checkTransferPIN(input, userID: userID)
                : try repository.checkLoginPIN(input, userID: userID)
        } catch {
            return next.say("Could not save the attempt: \(error)")
        }
        switch check {
        case .accepted: next.stepIndex += 1
        case .wrong(let left): next.say("Wrong PIN. \(ProfileText.tries(left)) left before it is locked.")
        case .locked: finish(ProfileText.lockedLine(next.kind), &next)
        }
    }

    private func takeNewPIN(_ input: String, _ next: inout ProfileFlowState) {
        let user = repository.users().first { $0.id == next.userID }
        let current = next.kind.isTransferPIN ? user?.transferPIN : user?.loginPIN
        if let problem = next.newPIN.take(input, differentFrom: current) { return next.say(problem) }
        next.stepIndex += 1
    }

    private func confirmPIN(_ input: String, _ next: inout ProfileFlowState) {
        guard let userID = next.userID, next.newPIN.confirm(input), let newPIN = next.newPIN.confirmed else {
            next.stepIndex -= 1
            next.newPIN.clear()
            return next.say(NewPINEntry.mismatchLine)
        }
        let isTransferPIN = next.kind.isTransferPIN
        let wasLocked = isTransferPIN && repository.securityState(of: userID).transfersLocked
        let done =
            !isTransferPIN
            ? "Login PIN changed."
            : wasLocked ? "Transaction PIN changed; transfers are unlocked." : "Transaction PIN changed."
        save(done, &next) {
            if isTransferPIN {
                try repository.setTransferPIN(newPIN, userID: userID)
            } else {
                try repository.setLoginPIN(newPIN, userID: userID)
            }
        }
    }

    // MARK: - Forgot steps

    private func takeMobile(_ typed: String, _ next: inout ProfileFlowState) {
        guard let input = IdentityRules.mobile(typed) else { return next.say(IdentityRules.mobileRefusal) }
        if let signedIn = next.signedIn, signedIn.mobile != input {
            return next.say("That is not the mobile number of this profile.")
        }
        guard let user = repository.users().first(where: { $0.mobile == input }) else {
            return next.say("No Swippy user has this mobile number.")
        }
        next.userID = user.id
        next.mobile = input
        if !next.kind.steps.contains(.registeredEmail) { sendCode(to: input, &next) }
        next.stepIndex += 1
    }

    private func checkRegisteredEmail(_ input: String, _ next: inout ProfileFlowState) {
        guard let mobile = next.mobile, let user = repository.users().first(where: { $0.id == next.userID }) else {
            return finish("Start again: the mobile number is missing.", &next)
        }
        guard !input.trimmingCharacters(in: .whitespaces).isEmpty else {
            return next.say("Nothing typed. Type the email registered for this mobile number.")
        }
        guard !user.email.isEmpty, user.email.lowercased() == input.lowercased() else {
            return next.say("That is not the email registered for this mobile number.")
        }
        sendCode(to: mobile, &next)
        next.stepIndex += 1
    }

    private func checkCode(_ input: String, _ next: inout ProfileFlowState) {
        guard let mobile = next.mobile else { return finish("Start again: the mobile number is missing.", &next) }
        guard IdentityRules.isDigits(input, count: OneTimeCodes.length) else {
            return next.say("The code is \(OneTimeCodes.length) digits. Type r to get a new one.")
        }
        switch codes.verify(input, for: mobile, purpose: next.kind.codePurpose) {
        case .accepted: next.stepIndex += 1
        case .wrong(let left): next.say("Wrong code. \(ProfileText.tries(left)) left on this code.")
        case .exhausted: next.say("Too many wrong codes: this one no longer works. Type r to get a new one.")
        case .expired: next.say("This code has expired. Type r to get a new one.")
        case .noCode: next.say("This code is no longer valid. Type r to get a new one.")
        }
    }

    private func sendCode(to mobile: String, _ next: inout ProfileFlowState) {
        codes.send(to: mobile, for: next.kind.codePurpose)
        next.say(
            "A \(OneTimeCodes.length)-digit code was sent to \(Mask.tail(mobile)); "
                + "it is valid for \(Plural.of(codes.validityMinutes, "minute")).")
    }

    // MARK: - Helpers

    /// Applies `change`; the flow is over when it saved, and says why not when it did not.
    private func save(_ done: String, _ next: inout ProfileFlowState, _ change: () throws -> Void) {
        do {
            try change()
        } catch {
            return next.say("Could not save: \(error)")
        }
        finish(done, &next)
    }

    /// Ends the flow with `line`.
    private func finish(_ line: String, _ next: inout ProfileFlowState) {
        next.isFinished = true
        next.say(line)
    }
}
