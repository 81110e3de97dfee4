import SwippyCore

/// The list of tips: a number opens one.
@MainActor
final class TipListPresenter: ModulePresenter {
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

    func handle(_ input: String) {
        guard let number = Int(input) else {
            return view?.showNotice(MenuInput.unknownHint(input, count: interactor.state.value.tips.count)) ?? ()
        }
        interactor.open(at: number - 1)
    }

    func goBack() -> Bool {
        interactor.back()
    }

    static func viewModel(for state: TipsState) -> TipsViewModel {
        let lines = state.tips.enumerated().map { "\($0.offset + 1). \($0.element)" }
        return TipsViewModel(
            title: "Tips", lines: lines, prompt: .option(count: state.tips.count), notice: state.notice)
    }
}
