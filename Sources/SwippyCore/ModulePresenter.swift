/// The presenter of a `ModuleScreen`: it draws through one view, which the screen's wiring sets.
///
/// Every feature presenter conforms to it; `ModuleScreen.started(_:initial:render:)` is the one place that
/// attaches a presenter to its screen.
@MainActor
public protocol ModulePresenter<ViewModel>: ScreenPresenter {
    /// What the presenter's screen shows.
    associatedtype ViewModel: ScreenViewModel
    /// The screen, held weakly: the screen owns the presenter.
    var view: (any ScreenView<ViewModel>)? { get set }
}

extension ModuleScreen {
    /// The one wiring of a screen to its presenter: a screen showing `initial` and drawing with `render`
    /// becomes the presenter's view, then the presenter starts (it binds to its interactor's state, so the
    /// returned screen already shows the current state). `router` is the router that follows the module's state:
    /// the screen keeps it alive while the screen is on the stack, so presenters that never leave the module need
    /// not hold it.
    public static func started<Presenter: ModulePresenter>(
        _ presenter: Presenter, initial: ViewModel, render: @escaping (ViewModel, RenderContext) -> [String],
        router: AnyObject? = nil
    ) -> ModuleScreen where Presenter.ViewModel == ViewModel {
        let screen = ModuleScreen(presenter: presenter, initial: initial, render: render)
        screen.router = router
        presenter.view = screen
        presenter.start()
        return screen
    }
}
