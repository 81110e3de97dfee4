import SwippyCore
import SwippyData

/// Binds the sign-in (or lock) screen to the sign-in state: state in, view model out; each answer becomes
/// one interactor intent, or one router call that leaves the module (forgot PIN, sign out). The router
/// follows the state to registration and, once the user signed in, to the host.
@MainActor
final class SignInPresenter: ModulePresenter {
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
        case .menu where state.mode != .signIn:
            guard MenuInput.choice(input, count: 1) != nil else {
                return view?.showNotice(MenuInput.unknownHint(input, count: 1, back: false)) ?? ()
            }
            interactor.choose(.code)
        case .menu:
            let options = SignInOption.allCases
            guard let index = MenuInput.choice(input, count: options.count) else {
                return view?.showNotice(MenuInput.unknownHint(input, count: options.count, back: false)) ?? ()
            }
            if let destination = options[index].destination { return router.navigate(to: destination) }
            interactor.choose(options[index])
        case .code where word == "r" || word == "resend":
            interactor.resendCode()
        default:
            interactor.submit(input)
        }
    }

    func goBack() -> Bool {
        interactor.back()
        return true
    }

    // MARK: - View model

    static func viewModel(for state: SignInState) -> SignInViewModel {
        var model = screen(for: state)
        model.notice = state.notice
        return model
    }

    /// The session-lock screen: the login PIN; once sign-in by PIN is locked, a one-time code to the user's own
    /// mobile instead; sign-out always.
    private static func lockScreen(for state: SignInState, who: String?) -> SignInViewModel {
        var model = lockStep(for: state, who: who)
        // The session gate refuses b and h while the session is locked: s signs out instead.
        model.shellCommands = []
        return model
    }

    private static func lockStep(for state: SignInState, who: String?) -> SignInViewModel {
        let title = "Session locked"
        let signedInAs = who.map { ["Signed in as \($0)."] } ?? []
        let signOut = Block.Command("s", "Sign out")
        switch state.step {
        case .menu, .codeMobile, .anotherMobile, .register, .signedIn:
            return SignInViewModel(
                title: title,
                lines: ["Your session expired, and sign-in by PIN is locked after too many wrong PINs."] + signedInAs,
                options: [SignInText.lockCodeOption], commands: [signOut], prompt: .option(count: 1),
                helpLines: ["1 sends a one-time code to your registered mobile; s signs out."])
        case .code(let mobile):
            return SignInViewModel(
                title: title,
                lines: ["Type the \(OneTimeCodes.length)-digit code sent to \(Mask.tail(mobile))."] + signedInAs,
                commands: [Block.Command("r", "Send a new code"), signOut], prompt: .secret("One-time code"),
                helpLines: ["Type the code from the SMS, r for a new one, or s to sign out."])
        case .pin:
            return SignInViewModel(
                title: title,
                lines: ["Your session expired. Enter your login PIN to carry on where you were."] + signedInAs,
                commands: [signOut], prompt: .secret("Login PIN"),
                helpLines: ["Type your 4-digit login PIN, or s to sign out."])
        }
    }

    /// The one option of a locked session whose PIN is locked.

    private static func screen(for state: SignInState) -> SignInViewModel {
        let who = state.remembered.map { "\($0.name) (\($0.maskedMobile))" }
        if case .unlock = state.mode { return lockScreen(for: state, who: who) }
        let title = "Sign in to Swippy"
        let back = Block.Command("b", "Back to the sign-in menu")
        switch state.step {
        case .menu, .register, .signedIn:
            let greeting = who.map { "Welcome back, \($0)." } ?? "No user yet: register to start."
            var model = SignInViewModel(
                title: title, lines: [greeting], options: SignInOption.allCases.map(\.label),
                prompt: .option(count: SignInOption.allCases.count),
                helpLines: ["1 then your PIN signs in the user shown; 3 switches to another mobile number."])
            model.shellCommands = []
            return model
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
                commands: [Block.Command("r", "Send a new code"), back], prompt: .secret("One-time code"))
        }
    }
}
