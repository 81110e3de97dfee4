import SwippyCore

/// Keeps the stack in step with the Tips state through a `StepStack`: it follows the step, and only it moves
/// the stack. Each of its screens keeps it alive.
@MainActor
final class TipsRouter {
    /// The module's screens, one per kind of step.
    enum StepScreen: Equatable {
        case list
        case tip(Int)
    }

    private let interactor: any TipsInteracting
    private let stack: StepStack<StepScreen>
    private var following: ObservationToken?

    init(interactor: any TipsInteracting, navigator: any ScreenNavigating) {
        self.interactor = interactor
        self.stack = StepStack(navigator: navigator)
    }

    /// The first screen, for the host to push; from then on the router follows the step.
    func start() -> any Screen {
        let kind = Self.screen(for: interactor.state.value.step)
        let first = stack.root(kind, makeScreen(kind))
        following = interactor.state.follow({ Self.screen(for: $0.step) }, { [weak self] in self?.show($0) })
        return first
    }

    /// The one pure mapping from a step to the screen that shows it.
    static func screen(for step: TipsState.Step) -> StepScreen {
        switch step {
        case .list: .list
        case .tip(let index): .tip(index)
        }
    }

    private func show(_ kind: StepScreen) {
        stack.show(kind) { makeScreen(kind) }
    }

    private func makeScreen(_ kind: StepScreen) -> any Screen {
        let presenter: any ModulePresenter<TipsViewModel> =
            switch kind {
            case .list: TipListPresenter(interactor: interactor)
            case .tip: TipPresenter(interactor: interactor)
            }
        return ModuleScreen.started(presenter, initial: TipsViewModel.blank, render: TipsView.render, router: self)
    }
}
