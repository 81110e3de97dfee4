import SwippyCore
import SwippyData

/// Builds the home screen and hands a chosen feature to the host. Holds the host weakly: the screen on the
/// stack owns the presenter, which owns this router.
@MainActor
final class HomeRouter: HomeRouting {
    private let interactor: any HomeInteracting
    private weak var listener: (any HomeListener)?

    init(interactor: any HomeInteracting, listener: any HomeListener) {
        self.interactor = interactor
        self.listener = listener
    }

    /// The home screen, its presenter started (it loads the user's name and money), for the host's stack.
    func start() -> any Screen {
        ModuleScreen.started(
            HomePresenter(interactor: interactor, router: self), initial: HomeViewModel.initial,
            render: HomeView.render)
    }

    func openFeature(_ word: String) {
        listener?.homeDidChooseFeature(word)
    }

    func openQuickTransfer(_ prefill: TransferPrefill) {
        listener?.homeDidChooseQuickTransfer(prefill)
    }
}
