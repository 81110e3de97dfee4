import SwippyCore

/// "Contact support": the helpline, email and hours, with a way to write to support.
@MainActor
final class ContactSupportPresenter: ModulePresenter {
    weak var view: (any ScreenView<DisputeViewModel>)?
    private let interactor: any DisputeInteracting
    private var observation: ObservationToken?

    init(interactor: any DisputeInteracting) {
        self.interactor = interactor
    }

    func start() {
        observation = interactor.state.observe { [weak self] state in
            self?.view?.display(Self.viewModel(for: state))
        }
    }

    func handle(_ input: String) {
        guard MenuInput.choice(input, count: 1) == 0 else {
            view?.showNotice(MenuInput.unknownHint(input, count: 1))
            return
        }
        interactor.open(.emailSupport)
    }

    func goBack() -> Bool {
        interactor.back()
        return true
    }

    static func viewModel(for state: DisputeState) -> DisputeViewModel {
        DisputeViewModel(
            title: "Contact support",
            parts: [
                .fields([
                    .init(label: "Helpline", value: state.support.helpline),
                    .init(label: "Email", value: state.support.email),
                    .init(label: "Hours", value: state.support.hours),
                ])
            ],
            options: ["Email support"], prompt: Prompt.option(count: 1),
            notice: state.notice)
    }
}
