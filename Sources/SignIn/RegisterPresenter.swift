import SwippyCore
import SwippyData

/// Binds the registration screen to the registration state: one question at a time; once the user is
/// created, the router follows the state back to the sign-in screen.
@MainActor
final class RegisterPresenter: ModulePresenter {
    weak var view: (any ScreenView<SignInViewModel>)?
    private let interactor: any RegisterInteracting
    private var observation: ObservationToken?

    init(interactor: any RegisterInteracting) {
        self.interactor = interactor
    }

    func start() {
        observation = interactor.state.observe { [weak self] state in
            self?.view?.display(Self.viewModel(for: state))
        }
    }

    func handle(_ input: String) {
        interactor.submit(input)
    }

    /// Back one question; at the first one, false lets the shell pop registration.
    func goBack() -> Bool {
        guard interactor.state.value.canGoBack else { return false }
        interactor.back()
        return true
    }

    static func viewModel(for state: RegisterState) -> SignInViewModel {
        let total = RegisterState.Step.allCases.count
        var lines = ["Step \(state.step.rawValue + 1) of \(total). Type b to go back one step."]
        var answered: [String] = []
        if state.step.rawValue > RegisterState.Step.name.rawValue { answered.append("Name: \(state.name)") }
        if state.step.rawValue > RegisterState.Step.mobile.rawValue {
            answered.append("Mobile: \(Mask.tail(state.mobile))")
        }
        if state.step.rawValue > RegisterState.Step.email.rawValue { answered.append("Email: \(state.email)") }
        if !answered.isEmpty { lines.append(answered.joined(separator: " · ")) }
        var options: [String] = []
        let prompt: Prompt
        switch state.step {
        case .name: prompt = Prompt("Full name")
        case .mobile: prompt = Prompt("Mobile number (10 digits)")
        case .email: prompt = Prompt("Email")
        case .loginPIN: prompt = .secret("New 4-digit login PIN")
        case .confirmLoginPIN: prompt = .secret("Login PIN again")
        case .transferPIN:
            lines.append("Your transaction PIN confirms payments; it is different from the login PIN.")
            prompt = .secret("New 6-digit transaction PIN")
        case .confirmTransferPIN: prompt = .secret("Transaction PIN again")
        case .currency:
            options = state.currencies.map { "\($0.code)  \($0.name)" }
            prompt = Prompt("Currency (number or code)")
        }
        var model = SignInViewModel(
            title: "Register", lines: lines, options: options, prompt: prompt,
            helpLines: ["PINs may not be one digit repeated or a run like 1234."])
        model.notice = state.notice
        return model
    }
}
