import SwippyCore

/// A presenter of the test flow: binds to the shared interactor and maps words to its intents.
/// "next" advances and asks `onNext` to push the next screen; "type X", "same" and "say X" change
/// what was typed, nothing, and only the notice.
@MainActor
final class FlowPresenter: ScreenPresenter {
    weak var view: (any ScreenView<FlowViewModel>)?
    var onNext: () -> Void = {}
    private let title: String
    private let interactor: FlowInteractor
    private var observation: ObservationToken?

    init(title: String, interactor: FlowInteractor) {
        self.title = title
        self.interactor = interactor
    }

    func start() {
        observation = interactor.state.observe { [weak self] state in
            guard let self else { return }
            self.view?.display(
                FlowViewModel(
                    title: self.title, step: state.step, typed: state.typed.joined(separator: " "), notice: state.notice
                ))
        }
    }

    func handle(_ input: String) {
        if input == "next" {
            interactor.advance()
            onNext()
        } else if input == "same" {
            interactor.repeatState()
        } else if input.hasPrefix("type ") {
            interactor.type(String(input.dropFirst(5)))
        } else if input.hasPrefix("say ") {
            interactor.say(String(input.dropFirst(4)))
        } else {
            view?.showNotice(MenuInput.unknownHint(input, count: 0))
        }
    }
}
