import SwippyCore
import SwippyData

/// The sign-in rules: PIN or mobile + one-time code, locks after wrong attempts, the remembered number.
/// Every intent reads the state, computes the next one, and sends it once.
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
        state.update { next in
            let users = repository.users()
            switch next.mode {
            case .signIn:
                // The sign-in screen shows again (back from registration): its menu.
                if next.step == .register { next.step = .menu }
                let remembered = repository.lastMobile.flatMap { mobile in users.first { $0.mobile == mobile } }
                next.remembered = (remembered ?? users.first).map(Self.person)
            case .unlock(let userID):
                next.remembered = users.first { $0.id == userID }.map(Self.person)
                // A PIN already locked cannot unlock the session: offer the one-time code instead.
                if next.step == .pin, repository.securityState(of: userID).loginPINLocked { next.step = .menu }
            }
        }
    }

    func choose(_ option: SignInOption) {
        state.update { next in
            switch option {
            case .pin:
                if let person = next.remembered {
                    if repository.securityState(of: person.id).loginPINLocked {
                        next.say(SignInText.pinLockedLine)
                    } else {
                        next.step = .pin
                    }
                } else {
                    next.say("No user is remembered yet: register first.")
                }
            case .code:
                if case .unlock = next.mode {
                    submitCodeMobile("", &next)  // the code goes to the signed-in user's own mobile
                } else {
                    next.step = .codeMobile
                }
            case .anotherMobile: next.step = .anotherMobile
            case .register: if next.mode == .signIn { next.step = .register }
            case .forgotPIN: break  // Profile's flow: the presenter asks the router to leave
            }
        }
    }

    func submit(_ input: String) {
        state.update { next in
            switch next.step {
            case .menu, .register, .signedIn: next.say("Choose an option.")
            case .pin: submitPIN(input, &next)
            case .anotherMobile: submitAnotherMobile(input, &next)
            case .codeMobile: submitCodeMobile(input, &next)
            case .code(let mobile): submitCode(input, mobile: mobile, &next)
            }
        }
    }

    func resendCode() {
        state.update { next in
            if case .code(let mobile) = next.step {
                codes.send(to: mobile, for: .signIn)
                next.say("A new code was sent to \(Mask.tail(mobile)); the previous one no longer works.")
            } else {
                next.say("There is no code to resend here.")
            }
        }
    }

    func back() {
        state.update { next in
            if next.canGoBack {
                if case .code(let mobile) = next.step { codes.cancel(for: mobile) }
                next.step = .menu
            } else if case .unlock = next.mode {
                next.say(
                    next.step == .pin
                        ? "Enter your login PIN to carry on, or type s to sign out."
                        : "Your session is locked: unlock it here, or type s to sign out.")
            } else {
                next.say("Sign in first (1 and your PIN), or type q to quit.")
            }
        }
    }

    // MARK: - Steps

    private func submitPIN(_ input: String, _ next: inout SignInState) {
        guard let person = next.remembered else { return next.say("No user is remembered yet: register first.") }
        guard IdentityRules.isDigits(input, count: IdentityRules.loginPINLength) else {
            return next.say("Your login PIN is \(IdentityRules.loginPINLength) digits.")
        }
        let check: PINCheck
        do {
            check = try repository.checkLoginPIN(
                input, userID: person.id, rememberMobile: Self.remembered(person, next))
        } catch {
            return next.say("Could not save the attempt: \(error)")
        }
        switch check {
        case .accepted:
            finish(person, &next)
        case .wrong(let left):
            next.say("Wrong PIN. \(SignInText.tries(left)) left before sign-in by PIN is locked.")
        case .locked:
            next.step = .menu
            next.say(next.mode == .signIn ? SignInText.pinLockedLine : SignInText.sessionPINLockedLine)
        }
    }

    private func submitAnotherMobile(_ input: String, _ next: inout SignInState) {
        guard let mobile = IdentityRules.mobile(input) else { return next.say(IdentityRules.mobileRefusal) }
        guard let user = repository.users().first(where: { $0.mobile == mobile }) else {
            return next.say(SignInText.unknownMobileLine)
        }
        next.remembered = Self.person(user)
        if repository.securityState(of: user.id).loginPINLocked {
            next.step = .menu
            next.say(SignInText.pinLockedLine)
        } else {
            next.step = .pin
        }
    }

    private func submitCodeMobile(_ input: String, _ next: inout SignInState) {
        let typed = input.isEmpty ? next.remembered?.mobile ?? "" : input
        guard let mobile = IdentityRules.mobile(typed) else { return next.say(IdentityRules.mobileRefusal) }
        guard let user = repository.users().first(where: { $0.mobile == mobile }) else {
            return next.say(SignInText.unknownMobileLine)
        }
        if repository.securityState(of: user.id).codeLocked {
            next.step = .menu
            return next.say(SignInText.codeLockedLine)
        }
        codes.send(to: mobile, for: .signIn)
        next.step = .code(mobile: mobile)
        next.say(
            "A \(OneTimeCodes.length)-digit code was sent to \(Mask.tail(mobile)); "
                + "it is valid for \(Plural.of(codes.validityMinutes, "minute")).")
    }

    private func submitCode(_ input: String, mobile: String, _ next: inout SignInState) {
        guard let user = repository.users().first(where: { $0.mobile == mobile }) else {
            return next.say("Unknown user.")
        }
        guard IdentityRules.isDigits(input, count: OneTimeCodes.length) else {
            return next.say("The code is \(OneTimeCodes.length) digits. Type r to get a new one.")
        }
        if repository.securityState(of: user.id).codeLocked {
            next.step = .menu
            return next.say(SignInText.codeLockedLine)
        }
        do {
            switch codes.verify(input, for: mobile, purpose: .signIn) {
            case .accepted:
                let person = Self.person(user)
                try repository.recordCodeSignIn(userID: user.id, rememberMobile: Self.remembered(person, next))
                finish(person, &next)
            case .expired:
                next.say("This code has expired. Type r to get a new one.")
            case .noCode:
                next.say("This code is no longer valid. Type r to get a new one.")
            case .wrong, .exhausted:
                try wrongCode(userID: user.id, &next)
            }
        } catch {
            next.say("Could not save the attempt: \(error)")
        }
    }

    private func wrongCode(userID: String, _ next: inout SignInState) throws {
        switch try repository.recordWrongSignInCode(userID: userID) {
        case .wrong(let left):
            next.say("Wrong code. \(SignInText.tries(left)) left before sign-in by code is locked.")
        case .locked, .accepted:
            next.step = .menu
            next.say(SignInText.codeLockedLine)
        }
    }

    /// Signed in: the mobile was remembered in the same saved change as the check (one journal line).
    private func finish(_ person: SignInState.Person, _ next: inout SignInState) {
        next.step = .signedIn(userID: person.id)
        next.say(next.mode == .signIn ? "Welcome, \(person.name)." : "Welcome back, \(person.name).")
    }

    // MARK: - Helpers

    /// The mobile a successful check should remember: a sign-in offers it next time; unlocking a session does not.
    private static func remembered(_ person: SignInState.Person, _ state: SignInState) -> String? {
        state.mode == .signIn ? person.mobile : nil
    }

    private static func person(_ user: User) -> SignInState.Person {
        SignInState.Person(id: user.id, name: user.name, mobile: user.mobile)
    }
}
