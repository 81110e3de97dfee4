/// What a presenter may do to its view: show a new view model and say one-line notices.
@MainActor
public protocol ScreenView<ViewModel>: AnyObject {
    associatedtype ViewModel
    /// Shows a new view model.
    func display(_ viewModel: ViewModel)
    /// Shows a one-line message before the next prompt.
    func showNotice(_ text: String)
}

/// The presenter side of a screen: it receives input and lifecycle events.
@MainActor
public protocol ScreenPresenter: AnyObject {
    /// Called once when the screen is built, to start loading.
    func start()
    /// Handles one line of input that is not a global command.
    func handle(_ input: String)
    /// Handles `back`; returns false to let the host pop the screen.
    func goBack() -> Bool
    /// Called when the screen is on top again after a child was popped.
    func didReappear()
}

extension ScreenPresenter {
    public func goBack() -> Bool { false }
    public func didReappear() {}
}

/// A view model that knows how the shell should prompt for it.
public protocol ScreenViewModel: Equatable {
    /// The prompt to show below the rendered lines.
    var prompt: Prompt { get }
    /// Screen-specific help lines.
    var helpLines: [String] { get }
}

extension ScreenViewModel {
    public var helpLines: [String] { [] }
}

/// The view-controller of a VIPER module in the terminal: holds the presenter and the latest view model,
/// and renders it through the module's pure View function.
@MainActor
public final class ModuleScreen<ViewModel: ScreenViewModel>: Screen, ScreenView {
    /// The presenter, held strongly: the screen on the stack owns its module.
    public let presenter: any ScreenPresenter
    public private(set) var revision = 0
    private var viewModel: ViewModel
    private var notices: [String] = []
    private let renderer: (ViewModel, RenderContext) -> [String]

    /// Wraps `presenter`, starting from `initial` and drawing with `render`.
    public init(
        presenter: any ScreenPresenter,
        initial: ViewModel,
        render: @escaping (ViewModel, RenderContext) -> [String]
    ) {
        self.presenter = presenter
        self.viewModel = initial
        self.renderer = render
    }

    /// The view model currently shown (for tests and hosts).
    public var currentViewModel: ViewModel { viewModel }

    public var prompt: Prompt { viewModel.prompt }
    public var helpLines: [String] { viewModel.helpLines }

    public func render(_ context: RenderContext) -> [String] {
        renderer(viewModel, context)
    }

    public func display(_ viewModel: ViewModel) {
        guard viewModel != self.viewModel else { return }
        self.viewModel = viewModel
        revision += 1
    }

    public func showNotice(_ text: String) {
        notices.append(text)
    }

    public func handle(_ input: String) {
        presenter.handle(input)
    }

    public func goBack() -> Bool {
        presenter.goBack()
    }

    public func didReappear() {
        presenter.didReappear()
    }

    public func takeNotices() -> [String] {
        defer { notices.removeAll() }
        return notices
    }
}
