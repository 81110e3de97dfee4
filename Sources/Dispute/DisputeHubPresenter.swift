import SwippyCore

/// The "Disputes and support" menu: each option opens one flow.
@MainActor
final class DisputeHubPresenter: ModulePresenter {
    weak var view: (any ScreenView<DisputeViewModel>)?
    private let interactor: any DisputeInteracting
    private let router: any DisputeRouting
    private var observation: ObservationToken?

    static let entries: [(label: String, destination: DisputeDestination)] = [
        ("Raise a dispute", .raise),
        ("My disputes", .myDisputes),
        ("Contact support", .contactSupport),
        ("Email support", .emailSupport),
        ("Block a lost or stolen card", .blockCard),
        ("Activate or deactivate a card", .cardActivation),
    ]

    init(interactor: any DisputeInteracting, router: any DisputeRouting) {
        self.interactor = interactor
        self.router = router
    }

    func start() {
        observation = interactor.state.observe { [weak self] state in
            self?.view?.display(Self.viewModel(for: state))
        }
    }

    func handle(_ input: String) {
        guard let index = MenuInput.choice(input, count: Self.entries.count) else {
            view?.showNotice(MenuInput.unknownHint(input, count: Self.entries.count))
            return
        }
        router.navigate(to: Self.entries[index].destination)
    }

    static func viewModel(for state: DisputeState) -> DisputeViewModel {
        DisputeViewModel(
            title: "Disputes and support",
            parts: [.text("Question a charge, follow your disputes, reach us, or block and switch cards.")],
            options: entries.map(\.label),
            prompt: Prompt.option(count: entries.count),
            notice: state.notice,
            helpLines: ["A number opens that option."])
    }
}
