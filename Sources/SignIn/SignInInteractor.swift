import SwippyCore
import SwippyData

/// The sign-in rules: PIN or mobile + one-time code, locks after wrong attempts, the remembered number.
@MainActor
final class SignInInteractor: SignInInteracting {
    let state: ObservableValue<SignInState>
    private let repository: any SignInRepository
    private let codes: OneTimeCodes

    init(mode: SignInState.Mode, repository: any SignInRepository, codes: OneTimeCodes) {
        self.repository = repository
        self.codes = codes
        self.state = ObservableValue(SignInState.initial(mode))
    }

    func load() {
        var next = state.value
        let users = repository.users()
        switch next.mode {
        case .signIn:
            let remembered = repository.lastMobile.flatMap { mobile in users.first { $0.mobile == mobile } }
            next.remembered = (remembered ?? users.first).map(Self.person)
        case .unlock(let userID):
            next.remembered = users.first { $0.id == userID }.map(Self.person)
        }
        state.send(next)
    }

    func choose(_ option: SignInOption) -> SignInResult {
        switch option {
        case .pin:
            guard let person = state.value.remembered else { return .refused("No user is remembered yet: register first.") }
            if repository.securityState(of: person.id).loginPINLocked { return .refused(Self.pinLockedLine) }
            move(to: .pin)
        case .code: move(to: .codeMobile)
        case .anotherMobile: move(to: .anotherMobile)
        case .register: return .route(.register)
        case .forgotPIN: return .route(.forgotPIN)
        }
        return .proceed
    }

    func submit(_ input: String) -> SignInResult {
        switch state.value.step {
        case .menu: return .refused("Choose an option.")
        case .pin: return submitPIN(input)
        case .anotherMobile: return submitAnotherMobile(input)
        case .codeMobile: return submitCodeMobile(input)
        case .code(let mobile): return submitCode(input, mobile: mobile)
        }
    }

    func resendCode() -> SignInResult {
        guard case .code(let mobile) = state.value.step else { return .refused("There is no code to resend here.") }
        codes.send(to: mobile, for: .signIn)
        return .info("A new code was sent to \(Mask.tail(mobile)); the previous one no longer works.")
    }

    func back() -> Bool {
        guard state.value.mode == .signIn, state.value.step != .menu else { return false }
        if case .code(let mobile) = state.value.step { codes.cancel(for: mobile) }
        move(to: .menu)
        return true
    }

    // MARK: - Steps

    private func submitPIN(_ input: String) -> SignInResult {
        guard let person = state.value.remembered else { return .refused("No user is remembered yet: register first.") }
        guard IdentityRules.isDigits(input, count: IdentityRules.loginPINLength) else {
            return .refused("Your login PIN is \(IdentityRules.loginPINLength) digits.")
        }
        let check: PINCheck
        do {
            check = try repository.checkLoginPIN(input, userID: person.id)
        } catch {
            return .refused("Could not save the attempt: \(error)")
        }
        switch check {
        case .accepted:
            return finish(person)
        case .wrong(let left):
            return .refused("Wrong PIN. \(Self.tries(left)) left before sign-in by PIN is locked.")
        case .locked:
            if state.value.mode == .signIn { move(to: .menu) }
            return .refused(Self.pinLockedLine)
        }
    }

    private func submitAnotherMobile(_ input: String) -> SignInResult {
        if let problem = IdentityRules.mobileProblem(input) { return .refused(problem) }
        guard let user = repository.users().first(where: { $0.mobile == input }) else {
            return .refused("No Swippy user has this mobile number. Choose 4 on the menu to register.")
        }
        var next = state.value
        next.remembered = Self.person(user)
        next.step = repository.securityState(of: user.id).loginPINLocked ? .menu : .pin
        state.send(next)
        return next.step == .pin ? .proceed : .refused(Self.pinLockedLine)
    }

    private func submitCodeMobile(_ input: String) -> SignInResult {
        let mobile = input.isEmpty ? state.value.remembered?.mobile ?? "" : input
        if let problem = IdentityRules.mobileProblem(mobile) { return .refused(problem) }
        guard let user = repository.users().first(where: { $0.mobile == mobile }) else {
            return .refused("No Swippy user has this mobile number. Choose 4 on the menu to register.")
        }
        if repository.securityState(of: user.id).codeLocked {
            move(to: .menu)
            return .refused(Self.codeLockedLine)
        }
        codes.send(to: mobile, for: .signIn)
        move(to: .code(mobile: mobile))
        return .info("A \(OneTimeCodes.length)-digit code was sent to \(Mask.tail(mobile)); it is valid for \(codes.validityMinutes) minutes.")
    }

    private func submitCode(_ input: String, mobile: String) -> SignInResult {
        guard let user = repository.users().first(where: { $0.mobile == mobile }) else { return .refused("Unknown user.") }
        guard IdentityRules.isDigits(input, count: OneTimeCodes.length) else {
            return .refused("The code is \(OneTimeCodes.length) digits. Type r to get a new one.")
        }
        if repository.securityState(of: user.id).codeLocked {
            move(to: .menu)
            return .refused(Self.codeLockedLine)
        }
        do {
            switch codes.verify(input, for: mobile, purpose: .signIn) {
            case .accepted:
                try repository.recordCodeSignIn(userID: user.id)
                return finish(Self.person(user))
            case .expired:
                return .refused("This code has expired. Type r to get a new one.")
            case .noCode:
                return .refused("This code is no longer valid. Type r to get a new one.")
            case .wrong, .exhausted:
                return try wrongCode(userID: user.id)
            }
        } catch {
            return .refused("Could not save the attempt: \(error)")
        }
    }

    private func wrongCode(userID: String) throws -> SignInResult {
        switch try repository.recordWrongSignInCode(userID: userID) {
        case .wrong(let left):
            return .refused("Wrong code. \(Self.tries(left)) left before sign-in by code is locked.")
        case .locked, .accepted:
            move(to: .menu)
            return .refused(Self.codeLockedLine)
        }
    }

    private func finish(_ person: SignInState.Person) -> SignInResult {
        if state.value.mode == .signIn {
            do {
                try repository.rememberMobile(person.mobile)
            } catch {
                return .refused("Could not save the attempt: \(error)")
            }
        }
        return .signedIn(userID: person.id, name: person.name)
    }

    // MARK: - Helpers

    private func move(to step: SignInState.Step) {
        var next = state.value
        next.step = step
        state.send(next)
    }

    private static func person(_ user: User) -> SignInState.Person {
        SignInState.Person(id: user.id, name: user.name, mobile: user.mobile)
    }

    private static func tries(_ count: Int) -> String {
        count == 1 ? "1 try" : "\(count) tries"
    }

    static let pinLockedLine =
        "Sign-in by PIN is locked after too many wrong PINs. Sign in with a one-time code, or reset your PIN."
    static let codeLockedLine =
        "Sign-in by code is locked after too many wrong codes. Sign in with your PIN to unlock it."
}
