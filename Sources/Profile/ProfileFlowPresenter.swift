import SwippyCore
import SwippyData

/// Binds the screen of one edit or PIN flow to its state; when the flow is over, the router follows the
/// state off this screen.
@MainActor
final class ProfileFlowPresenter: ModulePresenter {
    weak var view: (any ScreenView<ProfileViewModel>)?
    private let interactor: any ProfileFlowInteracting
    private var observation: ObservationToken?

    init(interactor: any ProfileFlowInteracting) {
        self.interactor = interactor
    }

    func start() {
        observation = interactor.state.observe { [weak self] state in
            self?.view?.display(Self.viewModel(for: state))
        }
    }

    func handle(_ input: String) {
        let state = interactor.state.value
        let word = input.lowercased()
        if state.step == .code && (word == "r" || word == "resend") {
            interactor.resendCode()
        } else {
            interactor.submit(input)
        }
    }

    /// Back one question; at the first one, false lets the shell pop the flow.
    func goBack() -> Bool {
        guard interactor.state.value.canGoBack else { return false }
        interactor.back()
        return true
    }

    static func viewModel(for state: ProfileFlowState) -> ProfileViewModel {
        let kind = state.kind
        let count = kind.steps.count
        var lines = count > 1 ? ["Step \(state.stepIndex + 1) of \(count). Type b to go back."] : ["Type b to cancel."]
        var options: [String] = []
        var firstOption = 1
        var commands: [Block.Command] = []
        let pin = "\(kind.pinLength)-digit \(kind.isTransferPIN ? "transaction" : "login") PIN"
        let prompt: Prompt
        switch state.step {
        case .name:
            lines.insert("Now: \(state.signedIn?.name ?? "—")", at: 0)
            prompt = Prompt("New name" + (state.signedIn.map { " (Enter keeps \($0.name))" } ?? ""))
        case .email:
            lines.insert("Now: \(state.signedIn?.email ?? "—")", at: 0)
            prompt = Prompt("New email")
        case .currency:
            let picker = state.picker
            let rated = { (code: String) in state.ratedCodes?.contains(code) ?? true }
            options = picker.visible.map { CurrencyList.choiceLine($0, hasRates: rated($0.code)) }
            firstOption = picker.paging.number(at: 0)
            var heading = CurrencyList.pickerLine(
                query: picker.query, count: picker.items.count,
                withRates: state.ratedCodes == nil ? nil : picker.items.filter { rated($0.code) }.count,
                total: state.currencyList.count)
            if let pageLine = picker.pageLine { heading += " " + pageLine + "." }
            lines.insert(heading, at: 0)
            prompt = picker.prompt
        case .currentPIN: prompt = .secret("Current \(pin)")
        case .newPIN:
            lines.append("Not one digit repeated, not a run like 1234, not the current PIN.")
            prompt = .secret("New \(pin)")
        case .confirmPIN: prompt = .secret("New PIN again")
        case .mobile: prompt = Prompt("Registered mobile number")
        case .registeredEmail: prompt = Prompt("Registered email")
        case .code:
            lines.append("Type the code sent by SMS to \(state.mobile.map { Mask.tail($0) } ?? "your mobile").")
            commands = [Block.Command("r", "Send a new code")]
            prompt = .secret("One-time code")
        }
        var model = ProfileViewModel(
            title: kind.title, lines: lines, options: options, commands: commands, prompt: prompt)
        model.firstOption = firstOption
        model.notice = state.notice
        if state.signedIn == nil { model.shellCommands = .back }
        return model
    }
}
