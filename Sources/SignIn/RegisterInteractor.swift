import SwippyCore
import SwippyData

/// Registration rules: a name, a new 10-digit mobile, an email, a 4-digit login PIN and a 6-digit
/// transfer PIN each typed twice (`NewPINEntry`), and a currency from the list.
/// Every intent reads the state, computes the next one, and sends it once.
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

    func submit(_ input: String) {
        state.update { next in
            let refusal: String?
            switch next.step {
            case .name:
                refusal = IdentityRules.nameProblem(input)
                if refusal == nil { next.name = input }
            case .mobile:
                refusal = mobileProblem(input)
                if refusal == nil, let mobile = IdentityRules.mobile(input) { next.mobile = mobile }
            case .email:
                refusal = IdentityRules.emailProblem(input)
                if refusal == nil { next.email = input.lowercased() }
            case .loginPIN: refusal = next.loginPIN.take(input)
            case .confirmLoginPIN: refusal = next.loginPIN.confirm(input) ? nil : NewPINEntry.mismatchLine
            case .transferPIN: refusal = next.transferPIN.take(input)
            case .confirmTransferPIN: refusal = next.transferPIN.confirm(input) ? nil : NewPINEntry.mismatchLine
            case .currency: refusal = finish(input, &next)
            }
            if let refusal {
                next.say(refusal)
                // A mismatched confirmation means typing the new PIN again.
                if next.step == .confirmLoginPIN { next.step = .loginPIN }
                if next.step == .confirmTransferPIN { next.step = .transferPIN }
            } else if let following = RegisterState.Step(rawValue: next.step.rawValue + 1) {
                next.step = following
            }
        }
    }

    func back() {
        let current = state.value
        guard current.canGoBack, let previous = RegisterState.Step(rawValue: current.step.rawValue - 1) else { return }
        state.update { next in
            // Going back to a PIN means typing it and its confirmation again.
            switch previous {
            case .confirmLoginPIN: next.step = .loginPIN
            case .confirmTransferPIN: next.step = .transferPIN
            default: next.step = previous
            }
        }
    }

    // MARK: - Steps

    private func mobileProblem(_ input: String) -> String? {
        guard let mobile = IdentityRules.mobile(input) else { return IdentityRules.mobileRefusal }
        if repository.users().contains(where: { $0.mobile == mobile }) {
            return "This mobile number is already registered. Type b twice to go back and sign in."
        }
        return nil
    }

    /// Creates the user; returns the refusal, or nil when the user was saved.
    private func finish(_ input: String, _ next: inout RegisterState) -> String? {
        guard let currency = Self.currency(input, in: next.currencies) else {
            return "Choose a currency by its number or its code, like INR."
        }
        guard let loginPIN = next.loginPIN.confirmed, let transferPIN = next.transferPIN.confirmed else {
            return "The PINs are missing; type b to go back."
        }
        let user = User(
            id: "u-\(next.mobile)", name: next.name, mobile: next.mobile, email: next.email, address: "",
            currency: currency.code, memberSince: clock.now, loginPIN: loginPIN, transferPIN: transferPIN)
        let wallet = BankAccount(
            id: "acc-\(next.mobile)-wallet", userID: user.id, name: "Swippy wallet", bankName: "Swippy",
            number: "00" + next.mobile, ifsc: "SWPY0000001", kind: "wallet", currency: currency.code, balance: 0)
        do {
            try repository.register(user, accounts: [wallet])
        } catch RegistrationError.mobileTaken {
            return "This mobile number is already registered."
        } catch {
            return "Could not save the new user: \(error)"
        }
        next.isRegistered = true
        next.say("Welcome to Swippy, \(user.name). Sign in with your new login PIN.")
        return nil
    }

    static func currency(_ input: String, in currencies: [Currency]) -> Currency? {
        if let index = MenuInput.choice(input, count: currencies.count) { return currencies[index] }
        return currencies.first { $0.code == input.uppercased() }
    }
}
