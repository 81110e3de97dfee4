import SwippyCore

/// The "Disputes and support" menu: each option opens one flow.
@MainActor
final class DisputeHubPresenter: ModulePresenter {
    weak var view: (any ScreenView<DisputeViewModel>)?
    private let interactor: any DisputeInteracting
    private var observation: ObservationToken?

    /// The options, each with the step it opens.
    static let entries: [(label: String, step: DisputeState.Step)] = [
        ("Raise a dispute", .raise(transactionID: nil)),
        ("My disputes", .myDisputes),
        ("Contact support", .contactSupport),
        ("Email support", .emailSupport),
        ("Block a lost or stolen card", .blockCard(preset: nil)),
        ("Activate or deactivate a card", .cardActivation(preset: nil)),
    ]

    init(interactor: any DisputeInteracting) {
        self.interactor = interactor
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
        interactor.open(Self.entries[index].step)
    }

    func goBack() -> Bool {
        interactor.back()
        return true
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
