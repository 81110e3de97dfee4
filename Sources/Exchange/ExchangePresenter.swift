import SwippyCore

/// Maps Exchange's state to its view model, and input to one interactor intent or a route.
@MainActor
final class ExchangePresenter: ScreenPresenter {
    weak var view: (any ScreenView<ExchangeViewModel>)?
    private let interactor: any ExchangeInteracting
    private let router: any ExchangeRouting
    private var observation: ObservationToken?

    init(interactor: any ExchangeInteracting, router: any ExchangeRouting) {
        self.interactor = interactor
        self.router = router
    }

    func start() {
        observation = interactor.state.observe { [weak self] state in
            self?.view?.display(Self.viewModel(for: state))
        }
        interactor.load()
    }

    func handle(_ input: String) {
        let count = interactor.state.value.items.count
        if ["r", "reload"].contains(input.lowercased()) {
            interactor.load()
        } else if let index = MenuInput.choice(input, count: count) {
            interactor.choose(at: index)
            router.navigate(to: .step(interactor.state.value.step))
        } else {
            view?.showNotice(MenuInput.unknownHint(input, count: count))
        }
    }

    static func viewModel(for state: ExchangeState) -> ExchangeViewModel {
        var model: ExchangeViewModel
        switch state.phase {
        case .loading:
            model = .initial
        case .failed(let message):
            model = ExchangeViewModel(content: .failed(message), prompt: Prompt("Type r to try again"))
        case .loaded where state.items.isEmpty:
            model = ExchangeViewModel(content: .empty("Nothing to choose yet."), prompt: Prompt("Type b to go back"))
        case .loaded:
            model = ExchangeViewModel(
                content: .items(state.items), prompt: Prompt.choice("Choose an item", count: state.items.count))
        }
        model.notice = state.notice
        return model
    }
}
