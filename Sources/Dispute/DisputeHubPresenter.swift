import SwippyCore

/// The "Disputes and support" menu: each option opens one flow.
@MainActor
final class DisputeHubPresenter: DisputeScreenPresenter {
    weak var view: (any ScreenView<DisputeViewModel>)?
    private let router: any DisputeRouting

    static let entries: [(label: String, destination: DisputeDestination)] = [
        ("Raise a dispute", .raise),
        ("My disputes", .myDisputes),
        ("Contact support", .contactSupport),
        ("Email support", .emailSupport),
        ("Block a lost or stolen card", .blockCard),
        ("Activate or deactivate a card", .cardActivation),
    ]

    init(router: any DisputeRouting) {
        self.router = router
    }

    func start() {
        view?.display(DisputeViewModel(
            title: "Disputes and support",
            blocks: [.text("Question a charge, follow your disputes, reach us, or block and switch cards.")],
            options: Self.entries.map(\.label),
            prompt: DisputeViewModel.choosePrompt("an option", count: Self.entries.count),
            helpLines: ["A number opens that option."]))
    }

    func handle(_ input: String) {
        guard let index = MenuInput.choice(input, count: Self.entries.count) else {
            view?.showNotice(MenuInput.unknownHint(input, count: Self.entries.count))
            return
        }
        router.navigate(to: Self.entries[index].destination)
    }
}
