import SwippyCore
import SwippyData

/// Walks through registration one question at a time.
@MainActor
final class RegisterPresenter: ScreenPresenter {
    weak var view: (any ScreenView<SignInViewModel>)?
    private let interactor: any RegisterInteracting
    private let router: any SignInRouting
    private var observation: ObservationToken?

    init(interactor: any RegisterInteracting, router: any SignInRouting) {
        self.interactor = interactor
        self.router = router
    }

    func start() {
        observation = interactor.state.observe { [weak self] state in
            self?.view?.display(Self.viewModel(for: state))
        }
    }

    func handle(_ input: String) {
        switch interactor.submit(input) {
        case .proceed, .signedIn:
            break
        case .refused(let line), .info(let line):
            view?.showNotice(line)
        case .route(let destination):
            if case .registered(let name) = destination {
                view?.showNotice("Welcome to Swippy, \(name). Sign in with your new login PIN.")
            }
            router.navigate(to: destination)
        }
    }

    func goBack() -> Bool {
        interactor.back()
    }

    static func viewModel(for state: RegisterState) -> SignInViewModel {
        let total = RegisterState.Step.allCases.count
        var lines = ["Step \(state.step.rawValue + 1) of \(total). Type b to go back one step."]
        var answered: [String] = []
        if state.step.rawValue > RegisterState.Step.name.rawValue { answered.append("Name: \(state.name)") }
        if state.step.rawValue > RegisterState.Step.mobile.rawValue { answered.append("Mobile: \(Mask.tail(state.mobile))") }
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
            lines.append("Your transfer PIN confirms payments; it is different from the login PIN.")
            prompt = .secret("New 6-digit transfer PIN")
        case .confirmTransferPIN: prompt = .secret("Transfer PIN again")
        case .currency:
            options = state.currencies.map { "\($0.code)  \($0.name)" }
            prompt = Prompt("Currency (number or code)")
        }
        return SignInViewModel(
            title: "Register", lines: lines, options: options, prompt: prompt,
            helpLines: ["PINs may not be one digit repeated or a run like 1234."])
    }
}
