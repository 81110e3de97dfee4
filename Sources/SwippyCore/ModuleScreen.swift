/// The view-controller of a VIPER module in the terminal: holds the presenter and the latest view model,
/// and renders it through the module's pure View function.
@MainActor
public final class ModuleScreen<ViewModel: ScreenViewModel>: Screen, ScreenView {
    /// The presenter, held strongly: the screen on the stack owns its module.
    public let presenter: any ScreenPresenter
    public private(set) var revision = 0
    private var viewModel: ViewModel
    private var notices: [String] = []
    /// The last flow notice this screen has seen (shown, or present when it started observing).
    private var seenNotice: Notice?
    private var hasDisplayed = false
    private var isCovered = false
    private let renderer: (ViewModel, RenderContext) -> [String]
    /// The router following the module's state, kept alive by each of its screens (`started(…, router:)`).
    var router: AnyObject?

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
    public var shellCommands: ShellCommands { viewModel.shellCommands }
    public var completionWords: [String] { viewModel.completionWords }

    public func render(_ context: RenderContext) -> [String] {
        renderer(viewModel, context)
    }

    public var viewModelJSON: String { ViewModelJSON.encode(viewModel) }

    /// Takes a new view model. A notice in it is shown once, when its serial is new and the screen is on
    /// top; the first view model a screen gets only sets the baseline (its notice belongs to the screen
    /// that was on top when it was said). The screen is redrawn only when something besides the notice changed.
    public func display(_ viewModel: ViewModel) {
        var incoming = viewModel
        if let notice = incoming.notice, notice != seenNotice {
            seenNotice = notice
            if hasDisplayed && !isCovered { notices.append(notice.text) }
        }
        hasDisplayed = true
        incoming.notice = nil
        guard incoming != self.viewModel else { return }
        self.viewModel = incoming
        revision += 1
    }

    public func showNotice(_ text: String) {
        notices.append(text)
    }

    /// The trace's "released": this screen, and with it its presenter, is gone.
    isolated deinit {
        Trace.record(.release, traceName)
    }

    public func handle(_ input: String) {
        Trace.record(.view, "\(self.traceName) ← \(Trace.input(input, secret: self.prompt.isSecret))")
        presenter.handle(input)
    }

    public func goBack() -> Bool {
        presenter.goBack()
    }

    public func didDisappear() {
        isCovered = true
    }

    public func didReappear() {
        isCovered = false
        presenter.didReappear()
    }

    public func takeNotices() -> [String] {
        defer { notices.removeAll() }
        return notices
    }
}
