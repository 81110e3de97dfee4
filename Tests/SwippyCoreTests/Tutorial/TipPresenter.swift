import SwippyCore

/// The screen this tutorial adds: one tip, whole, with the way back.
@MainActor
final class TipPresenter: ModulePresenter {
    weak var view: (any ScreenView<TipsViewModel>)?
    private let interactor: any TipsInteracting
    private var observation: ObservationToken?

    init(interactor: any TipsInteracting) {
        self.interactor = interactor
    }

    func start() {
        observation = interactor.state.observe { [weak self] state in
            self?.view?.display(Self.viewModel(for: state))
        }
    }

    /// Every answer but the shell's `b` is refused here: the screen has nothing to choose.
    func handle(_ input: String) {
        view?.showNotice(MenuInput.unknownHint(input, count: 0))
    }

    func goBack() -> Bool {
        interactor.back()
    }

    /// The tip the step names; the payload says which, so the mapping needs nothing but the state.
    static func viewModel(for state: TipsState) -> TipsViewModel {
        guard case .tip(let index) = state.step, state.tips.indices.contains(index) else {
            return TipsViewModel(title: "Tip", lines: [], prompt: .option(count: 0), notice: state.notice)
        }
        return TipsViewModel(
            title: "Tip \(index + 1) of \(state.tips.count)", lines: [state.tips[index]], prompt: .option(count: 0),
            notice: state.notice)
    }
}
