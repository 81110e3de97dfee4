import SwippyCore
import SwippyData

/// Registration rules: a name, a new 10-digit mobile, an email, a 4-digit login PIN and a 6-digit
/// transfer PIN each typed twice (trivial PINs refused), and a currency from the list.
@MainActor
final class RegisterInteractor: RegisterInteracting {
    let state: ObservableValue<RegisterState>
    private let repository: any SignInRepository
    private let clock: any WallClock

    init(repository: any SignInRepository, clock: any WallClock, currencies: [Currency]) {
        self.repository = repository
        self.clock = clock
        self.state = ObservableValue(RegisterState(currencies: currencies))
    }

    func submit(_ input: String) -> SignInResult {
        var next = state.value
        let result: SignInResult
        switch next.step {
        case .name: result = take(IdentityRules.nameProblem(input)) { next.name = input }
        case .mobile: result = takeMobile(input, into: &next)
        case .email: result = take(IdentityRules.emailProblem(input)) { next.email = input.lowercased() }
        case .loginPIN:
            result = takePIN(input, length: IdentityRules.loginPINLength) { next.loginPIN = $0 }
        case .confirmLoginPIN:
            result = confirm(input, against: next.loginPIN, restartAt: .loginPIN, &next)
        case .transferPIN:
            result = takePIN(input, length: IdentityRules.transferPINLength) { next.transferPIN = $0 }
        case .confirmTransferPIN:
            result = confirm(input, against: next.transferPIN, restartAt: .transferPIN, &next)
        case .currency:
            return finish(input, next)
        }
        if case .proceed = result, let following = RegisterState.Step(rawValue: next.step.rawValue + 1) {
            next.step = following
        }
        state.send(next)
        return result
    }

    func back() -> Bool {
        guard let previous = RegisterState.Step(rawValue: state.value.step.rawValue - 1) else { return false }
        var next = state.value
        // Going back to a PIN means typing it and its confirmation again.
        next.step = previous == .confirmLoginPIN ? .loginPIN : previous == .confirmTransferPIN ? .transferPIN : previous
        state.send(next)
        return true
    }

    // MARK: - Steps

    private func take(_ problem: String?, _ store: () -> Void) -> SignInResult {
        if let problem { return .refused(problem) }
        store()
        return .proceed
    }

    private func takeMobile(_ input: String, into next: inout RegisterState) -> SignInResult {
        if let problem = IdentityRules.mobileProblem(input) { return .refused(problem) }
        if repository.users().contains(where: { $0.mobile == input }) {
            return .refused("This mobile number is already registered. Type b twice to go back and sign in.")
        }
        next.mobile = input
        return .proceed
    }

    private func takePIN(_ input: String, length: Int, _ store: (SecretHash) -> Void) -> SignInResult {
        if let problem = IdentityRules.newPINProblem(input, length: length) { return .refused(problem) }
        var random = SystemRandomNumberGenerator()
        store(SecretHash.make(input, using: &random))
        return .proceed
    }

    private func confirm(
        _ input: String, against hash: SecretHash?, restartAt step: RegisterState.Step, _ next: inout RegisterState
    ) -> SignInResult {
        guard let hash, hash.matches(input) else {
            next.step = step
            return .refused("The two PINs do not match. Type the new PIN again.")
        }
        return .proceed
    }

    private func finish(_ input: String, _ answers: RegisterState) -> SignInResult {
        guard let currency = Self.currency(input, in: answers.currencies) else {
            return .refused("Choose a currency by its number or its code, like INR.")
        }
        guard let loginPIN = answers.loginPIN, let transferPIN = answers.transferPIN else {
            return .refused("The PINs are missing; type b to go back.")
        }
        let user = User(
            id: "u-\(answers.mobile)", name: answers.name, mobile: answers.mobile, email: answers.email, address: "",
            currency: currency.code, memberSince: clock.now, loginPIN: loginPIN, transferPIN: transferPIN)
        let wallet = BankAccount(
            id: "acc-\(answers.mobile)-wallet", userID: user.id, name: "Swippy wallet", bankName: "Swippy",
            number: "00" + answers.mobile, ifsc: "SWPY0000001", kind: "wallet", currency: currency.code, balance: 0)
        do {
            try repository.register(user, accounts: [wallet])
            try repository.rememberMobile(user.mobile)
        } catch RegistrationError.mobileTaken {
            return .refused("This mobile number is already registered.")
        } catch {
            return .refused("Could not save the new user: \(error)")
        }
        return .route(.registered(name: user.name))
    }

    static func currency(_ input: String, in currencies: [Currency]) -> Currency? {
        if let index = MenuInput.choice(input, count: currencies.count) { return currencies[index] }
        return currencies.first { $0.code == input.uppercased() }
    }
}
