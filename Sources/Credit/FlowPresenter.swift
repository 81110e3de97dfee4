import SwippyCore
import SwippyData

/// Every step above the dashboard (withdraw, repay, the loan form, the calculator, the applications): binds the
/// state, forwards input to one intent, then lets the router follow the step.
@MainActor
final class FlowPresenter: ModulePresenter {
    weak var view: (any ScreenView<FlowViewModel>)?
    private let interactor: any CreditInteracting
    private var observation: ObservationToken?

    init(interactor: any CreditInteracting) {
        self.interactor = interactor
    }

    func start() {
        observation = interactor.state.observe { [weak self] state in
            self?.view?.display(Self.viewModel(for: state))
        }
    }

    func goBack() -> Bool {
        interactor.back()
    }

    func handle(_ input: String) {
        let state = interactor.state.value
        switch state.step {
        case .loan(.employment) where input.trimmingCharacters(in: .whitespaces).isEmpty:
            interactor.type(input)  // Enter keeps the type chosen before, or says how to choose one
        case .moveCard:
            switch state.linePaging.answer(input) {
            case .turn(let forward): interactor.turnPage(forward: forward)
            case .choose(let index): interactor.choose(at: index)
            case .unknown(let hint):
                view?.showNotice(hint)
                return
            }
        case .moveAccount, .loan(.employment):
            let count = Self.choiceCount(state)
            guard let index = MenuInput.choice(input, count: count) else {
                view?.showNotice(MenuInput.unknownHint(input, count: count))
                return
            }
            interactor.choose(at: index)
        case .moveConfirm, .loan(.consent):
            guard let answer = YesNo(input) else { return interactor.type(input) }
            interactor.answer(answer)
        case .loanReview:
            // The schedule is a list, so n and p page it, as on every list: no paging key can discard the
            // application. Only y submits; the whole word "no" (or 2) is the one way to discard it.
            if let forward = Paging.direction(input) { return interactor.turnPage(forward: forward) }
            guard let answer = YesNo(input) else { return interactor.type(input) }
            interactor.answer(answer)
        case .movePIN:
            interactor.submit(pin: input)
        case .calculatorResult, .applications, .moveResult, .loanResult, .dashboard:
            if let forward = Paging.direction(input) { return interactor.turnPage(forward: forward) }
            _ = interactor.back()
        default:
            interactor.type(input)
        }
    }

    static func viewModel(for state: CreditState) -> FlowViewModel {
        var model: FlowViewModel
        switch state.step {
        case .dashboard: model = .initial
        case .moveCard, .moveAccount, .moveAmount, .moveConfirm, .movePIN, .moveResult: model = moveModel(state)
        case .loan, .loanReview, .loanResult, .applications: model = loanModel(state)
        case .calculator, .calculatorResult: model = calculatorModel(state)
        }
        model.notice = state.notice
        model.helpLines = helpLines(state, prompt: model.prompt)
        return model
    }

    // MARK: - Help

    /// What `?` lists on the flow screen: only what the current step accepts.
    static func helpLines(_ state: CreditState, prompt: Prompt) -> [String] {
        let back = "b        back one step"
        switch state.step {
        case .dashboard:
            return [back]
        case .moveCard:
            return ["A number chooses that card (its number in the whole list, on any page)."]
                + (state.linePaging.pageCount > 1 ? ["n / p    next / previous page"] : []) + [back]
        case .moveAccount:
            return ["A number chooses that account.", back]
        case .loan(.employment):
            return ["A number chooses that type." + keptHint(prompt), back]
        case .moveConfirm, .loan(.consent):
            return ["y / n    yes / no", back]
        case .loanReview:
            return [
                "y        submit the application", "n / p    next / previous page of the schedule",
                "no       do not submit (the application is discarded)", back,
            ]
        case .movePIN:
            return ["Type your PIN.", back]
        case .moveAmount, .loan, .calculator:
            return ["Type the answer to the question." + keptHint(prompt), back]
        case .calculatorResult:
            return ["n / p    next / previous page of the schedule", "Enter    back"]
        case .moveResult, .loanResult, .applications:
            return ["Enter    back"]
        }
    }

    private static func keptHint(_ prompt: Prompt) -> String {
        prompt.text.contains("Enter keeps") ? " Enter keeps the value shown in brackets." : ""
    }
}
