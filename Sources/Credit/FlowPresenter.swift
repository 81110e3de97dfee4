import SwippyCore
import SwippyData

/// Every step above the dashboard (withdraw, repay, the loan form, the calculator, the applications): binds the
/// state, forwards input to one intent, then lets the router follow the step.
@MainActor
final class FlowPresenter: ModulePresenter {
    weak var view: (any ScreenView<FlowViewModel>)?
    private let interactor: any CreditInteracting
    private let router: any CreditRouting
    private var observation: ObservationToken?

    init(interactor: any CreditInteracting, router: any CreditRouting) {
        self.interactor = interactor
        self.router = router
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
            let count = FlowScreens.choiceCount(state)
            guard let index = MenuInput.choice(input, count: count) else {
                view?.showNotice(MenuInput.unknownHint(input, count: count))
                return
            }
            interactor.choose(at: index)
        case .moveConfirm, .loan(.consent), .loanReview:
            // "n" answers no here: the schedule pages with the words next and prev.
            if let forward = Paging.direction(input, letters: false) { return interactor.turnPage(forward: forward) }
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
        case .moveCard, .moveAccount, .moveAmount, .moveConfirm, .movePIN, .moveResult: model = FlowScreens.move(state)
        case .loan, .loanReview, .loanResult, .applications: model = FlowScreens.loan(state)
        case .calculator, .calculatorResult: model = FlowScreens.calculator(state)
        }
        model.notice = state.notice
        model.helpLines = FlowHelp.lines(state, prompt: model.prompt)
        return model
    }
}
