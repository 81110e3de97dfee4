import SwippyCore
import SwippyData

/// Turns the sign-in state into a view model, and answers into interactor or router calls.
@MainActor
final class SignInPresenter: ScreenPresenter {
    weak var view: (any ScreenView<SignInViewModel>)?
    private let interactor: any SignInInteracting
    private let router: any SignInRouting
    private var observation: ObservationToken?

    init(interactor: any SignInInteracting, router: any SignInRouting) {
        self.interactor = interactor
        self.router = router
    }

    func start() {
        observation = interactor.state.observe { [weak self] state in
            self?.view?.display(Self.viewModel(for: state))
        }
        interactor.load()
    }

    func didReappear() {
        interactor.load()
    }

    func handle(_ input: String) {
        let state = interactor.state.value
        let word = input.lowercased()
        if case .unlock = state.mode, word == "s" || word == "sign out" {
            return router.navigate(to: .signOut)
        }
        switch state.step {
        case .menu:
            let options = SignInOption.allCases
            guard let index = MenuInput.choice(input, count: options.count) else {
                return view?.showNotice(MenuInput.unknownHint(input, count: options.count)) ?? ()
            }
            apply(interactor.choose(options[index]), mode: state.mode)
        case .code where word == "r" || word == "resend":
            apply(interactor.resendCode(), mode: state.mode)
        default:
            apply(interactor.submit(input), mode: state.mode)
        }
    }

    func goBack() -> Bool {
        if interactor.back() { return true }
        if case .unlock = interactor.state.value.mode {
            view?.showNotice("Enter your login PIN to carry on, or type s to sign out.")
        } else {
            view?.showNotice("Sign in first (1 and your PIN), or type q to quit.")
        }
        return true
    }

    private func apply(_ result: SignInResult, mode: SignInState.Mode) {
        switch result {
        case .proceed:
            break
        case .refused(let line), .info(let line):
            view?.showNotice(line)
        case .signedIn(let userID, let name):
            view?.showNotice(mode == .signIn ? "Welcome, \(name)." : "Welcome back, \(name).")
            router.finishSignIn(userID: userID, unlocking: mode != .signIn)
        case .route(let destination):
            router.navigate(to: destination)
        }
    }

    // MARK: - View model

    static func viewModel(for state: SignInState) -> SignInViewModel {
        let who = state.remembered.map { "\($0.name) (\($0.maskedMobile))" }
        if case .unlock = state.mode {
            return SignInViewModel(
                title: "Session locked",
                lines: ["Your session expired. Enter your login PIN to carry on where you were."]
                    + (who.map { ["Signed in as \($0)."] } ?? []),
                commands: ["s  Sign out"], prompt: .secret("Login PIN"),
                helpLines: ["Type your 4-digit login PIN, or s to sign out."])
        }
        let title = "Sign in to Swippy"
        let back = "b  Back to the sign-in menu"
        switch state.step {
        case .menu:
            let greeting = who.map { "Welcome back, \($0)." } ?? "No user yet: register to start."
            return SignInViewModel(
                title: title, lines: [greeting], options: SignInOption.allCases.map(\.label), prompt: Prompt(),
                helpLines: ["1 then your PIN signs in the user shown; 3 switches to another mobile number."])
        case .pin:
            return SignInViewModel(
                title: title, lines: ["Signing in as \(who ?? "nobody")."], commands: [back],
                prompt: .secret("Login PIN"))
        case .anotherMobile:
            return SignInViewModel(
                title: title, lines: ["Type the 10-digit mobile number you registered with."], commands: [back],
                prompt: Prompt("Mobile number"))
        case .codeMobile:
            let remembered = state.remembered.map { " (Enter for \($0.maskedMobile))" } ?? ""
            return SignInViewModel(
                title: title, lines: ["We will send a one-time code by SMS to your registered mobile number."],
                commands: [back], prompt: Prompt("Mobile number" + remembered))
        case .code(let mobile):
            return SignInViewModel(
                title: title, lines: ["Type the \(OneTimeCodes.length)-digit code sent to \(Mask.tail(mobile))."],
                commands: ["r  Send a new code", back], prompt: .secret("One-time code"))
        }
    }
}
