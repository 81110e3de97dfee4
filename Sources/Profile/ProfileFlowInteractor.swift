import SwippyCore
import SwippyData

/// The rules of the edit and PIN flows: validated name and email, current PIN checked with its
/// wrong-attempt counter, new PINs typed twice (not trivial, not the current one), SMS codes for the
/// forgot flows, and a base currency from the list.
@MainActor
final class ProfileFlowInteractor: ProfileFlowInteracting {
    let state: ObservableValue<ProfileFlowState>
    private let repository: any ProfileRepository
    private let codes: OneTimeCodes

    init(kind: ProfileFlowKind, repository: any ProfileRepository, codes: OneTimeCodes, currencies: [Currency]) {
        self.repository = repository
        self.codes = codes
        let user = repository.currentUser()
        let asksMobile = kind.steps.first == .mobile
        self.state = ObservableValue(ProfileFlowState(
            kind: kind, signedInUser: user, userID: asksMobile ? nil : user?.id, currencies: currencies))
    }

    func submit(_ input: String) -> ProfileFlowResult {
        var next = state.value
        let result: ProfileFlowResult
        switch next.step {
        case .name: return saveName(input)
        case .email: return saveEmail(input)
        case .currency: return saveCurrency(input)
        case .currentPIN: result = checkCurrentPIN(input, next)
        case .newPIN: result = takeNewPIN(input, &next)
        case .confirmPIN: return confirmPIN(input, &next)
        case .mobile: result = takeMobile(input, &next)
        case .registeredEmail: result = checkRegisteredEmail(input, next)
        case .code: result = checkCode(input, next)
        }
        if case .proceed = result {
            next.stepIndex += 1
        } else if case .info = result {
            next.stepIndex += 1
        }
        state.send(next)
        return result
    }

    func resendCode() -> ProfileFlowResult {
        guard state.value.step == .code, let mobile = state.value.mobile else {
            return .refused("There is no code to resend here.")
        }
        codes.send(to: mobile, for: state.value.kind.codePurpose)
        return .info("A new code was sent to \(Mask.tail(mobile)); the previous one no longer works.")
    }

    func back() -> Bool {
        var next = state.value
        guard next.stepIndex > 0 else { return false }
        next.stepIndex -= 1
        // Going back to a PIN or a code means typing it again, and any code sent is voided.
        if next.step == .code || next.step == .registeredEmail, let mobile = next.mobile { codes.cancel(for: mobile) }
        if next.step == .code { next.stepIndex -= 1 }
        next.newPIN = nil
        state.send(next)
        return true
    }

    // MARK: - One-step flows

    private func saveName(_ input: String) -> ProfileFlowResult {
        if let problem = IdentityRules.nameProblem(input) { return .refused(problem) }
        return save("Name changed to \(input).") { try repository.updateName(input) }
    }

    private func saveEmail(_ input: String) -> ProfileFlowResult {
        if let problem = IdentityRules.emailProblem(input) { return .refused(problem) }
        return save("Email changed to \(input.lowercased()).") { try repository.updateEmail(input.lowercased()) }
    }

    private func saveCurrency(_ input: String) -> ProfileFlowResult {
        let currencies = state.value.currencies
        let chosen = MenuInput.choice(input, count: currencies.count).map { currencies[$0] }
            ?? currencies.first { $0.code == input.uppercased() }
        guard let currency = chosen else { return .refused("Choose a currency by its number or its code, like EUR.") }
        let own = state.value.signedInUser?.currency
        return save("Totals will be shown in \(currency.code).") {
            try repository.setBaseCurrency(currency.code == own ? nil : currency.code)
        }
    }

    // MARK: - PIN steps

    private func checkCurrentPIN(_ input: String, _ flow: ProfileFlowState) -> ProfileFlowResult {
        let length = flow.kind.pinLength
        guard let userID = flow.userID else { return .abort("Sign in first.") }
        guard IdentityRules.isDigits(input, count: length) else { return .refused("Your current PIN is \(length) digits.") }
        let check: PINCheck
        do {
            check = flow.kind.isTransferPIN
                ? try repository.checkTransferPIN(input, userID: userID)
                : try repository.checkLoginPIN(input, userID: userID)
        } catch {
            return .refused("Could not save the attempt: \(error)")
        }
        switch check {
        case .accepted: return .proceed
        case .wrong(let left): return .refused("Wrong PIN. \(left == 1 ? "1 try" : "\(left) tries") left before it is locked.")
        case .locked: return .abort(Self.lockedLine(flow.kind))
        }
    }

    private func takeNewPIN(_ input: String, _ flow: inout ProfileFlowState) -> ProfileFlowResult {
        if let problem = IdentityRules.newPINProblem(input, length: flow.kind.pinLength) { return .refused(problem) }
        if let user = repository.users().first(where: { $0.id == flow.userID }) {
            let current = flow.kind.isTransferPIN ? user.transferPIN : user.loginPIN
            if current.matches(input) { return .refused("The new PIN must be different from the current one.") }
        }
        var random = SystemRandomNumberGenerator()
        flow.newPIN = SecretHash.make(input, using: &random)
        return .proceed
    }

    private func confirmPIN(_ input: String, _ flow: inout ProfileFlowState) -> ProfileFlowResult {
        guard let newPIN = flow.newPIN, let userID = flow.userID, newPIN.matches(input) else {
            flow.stepIndex -= 1
            flow.newPIN = nil
            state.send(flow)
            return .refused("The two PINs do not match. Type the new PIN again.")
        }
        let kind = flow.kind
        return save(kind.isTransferPIN ? "Transfer PIN changed; transfers are unlocked." : "Login PIN changed.") {
            if kind.isTransferPIN {
                try repository.setTransferPIN(newPIN, userID: userID)
            } else {
                try repository.setLoginPIN(newPIN, userID: userID)
            }
        }
    }

    // MARK: - Forgot steps

    private func takeMobile(_ input: String, _ flow: inout ProfileFlowState) -> ProfileFlowResult {
        if let problem = IdentityRules.mobileProblem(input) { return .refused(problem) }
        if let signedIn = flow.signedInUser, signedIn.mobile != input {
            return .refused("That is not the mobile number of this profile.")
        }
        guard let user = repository.users().first(where: { $0.mobile == input }) else {
            return .refused("No Swippy user has this mobile number.")
        }
        flow.userID = user.id
        flow.mobile = input
        guard flow.kind.steps.contains(.registeredEmail) else { return sendCode(to: input, flow.kind) }
        return .proceed
    }

    private func checkRegisteredEmail(_ input: String, _ flow: ProfileFlowState) -> ProfileFlowResult {
        guard let mobile = flow.mobile, let user = repository.users().first(where: { $0.id == flow.userID }) else {
            return .abort("Start again: the mobile number is missing.")
        }
        guard !user.email.isEmpty, user.email.lowercased() == input.lowercased() else {
            return .refused("That is not the email registered for this mobile number.")
        }
        return sendCode(to: mobile, flow.kind)
    }

    private func checkCode(_ input: String, _ flow: ProfileFlowState) -> ProfileFlowResult {
        guard let mobile = flow.mobile else { return .abort("Start again: the mobile number is missing.") }
        guard IdentityRules.isDigits(input, count: OneTimeCodes.length) else {
            return .refused("The code is \(OneTimeCodes.length) digits. Type r to get a new one.")
        }
        switch codes.verify(input, for: mobile, purpose: flow.kind.codePurpose) {
        case .accepted: return .proceed
        case .wrong(let left): return .refused("Wrong code. \(left == 1 ? "1 try" : "\(left) tries") left on this code.")
        case .exhausted: return .refused("Too many wrong codes: this one no longer works. Type r to get a new one.")
        case .expired: return .refused("This code has expired. Type r to get a new one.")
        case .noCode: return .refused("This code is no longer valid. Type r to get a new one.")
        }
    }

    private func sendCode(to mobile: String, _ kind: ProfileFlowKind) -> ProfileFlowResult {
        codes.send(to: mobile, for: kind.codePurpose)
        return .info("A \(OneTimeCodes.length)-digit code was sent to \(Mask.tail(mobile)); it is valid for \(codes.validityMinutes) minutes.")
    }

    // MARK: - Helpers

    private func save(_ done: String, _ change: () throws -> Void) -> ProfileFlowResult {
        do {
            try change()
        } catch {
            return .refused("Could not save: \(error)")
        }
        return .done(done)
    }

    private static func lockedLine(_ kind: ProfileFlowKind) -> String {
        kind.isTransferPIN
            ? "Transfers are locked after too many wrong transfer PINs. Choose Forgot transfer PIN to reset it."
            : "Sign-in by PIN is locked after too many wrong PINs. Choose Forgot login PIN to reset it."
    }
}
