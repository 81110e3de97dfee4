import SwippyCore

/// Screens of one test flow observing one interactor, each drawn by a View that counts its renders.
@MainActor
final class RenderCountingFlow {
    let interactor = FlowInteractor()
    /// Renders per screen title.
    private(set) var renders: [String: Int] = [:]

    /// A screen titled `title`, bound to the flow's interactor; "next" on it calls `onNext`.
    func makeScreen(_ title: String, onNext: @escaping () -> Void = {}) -> ModuleScreen<FlowViewModel> {
        let presenter = FlowPresenter(title: title, interactor: interactor)
        presenter.onNext = onNext
        let render: (FlowViewModel, RenderContext) -> [String] = { [weak self] model, _ in
            // The shell renders on the main actor; a View is not isolated because it is pure, this one counts.
            MainActor.assumeIsolated { self?.count(model.title) }
            return ["\(model.title) · step \(model.step) · \(model.typed)"]
        }
        let screen = ModuleScreen(presenter: presenter, initial: FlowViewModel.initial(title), render: render)
        presenter.view = screen
        presenter.start()
        return screen
    }

    private func count(_ title: String) {
        renders[title, default: 0] += 1
    }
}
