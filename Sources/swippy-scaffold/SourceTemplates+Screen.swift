extension SourceTemplates {
    static func presenter(_ m: ModuleName) -> String {
        #"""
        import SwippyCore

        /// Maps \#(m.name)'s state to its view model, and input to one interactor intent; the router follows the
        /// state.
        @MainActor
        final class \#(m.name)Presenter: ModulePresenter {
            weak var view: (any ScreenView<\#(m.name)ViewModel>)?
            private let interactor: any \#(m.name)Interacting
            private let router: any \#(m.name)Routing
            private var observation: ObservationToken?

            init(interactor: any \#(m.name)Interacting, router: any \#(m.name)Routing) {
                self.interactor = interactor
                self.router = router
            }

            func start() {
                observation = interactor.state.observe { [weak self] state in
                    self?.view?.display(Self.viewModel(for: state))
                }
                interactor.load()
            }

            func handle(_ input: String) {
                let count = interactor.state.value.items.count
                if ["r", "reload"].contains(input.lowercased()) {
                    interactor.load()
                } else if let index = MenuInput.choice(input, count: count) {
                    interactor.choose(at: index)
                } else {
                    view?.showNotice(MenuInput.unknownHint(input, count: count))
                }
            }

            static func viewModel(for state: \#(m.name)State) -> \#(m.name)ViewModel {
                var model: \#(m.name)ViewModel
                switch state.phase {
                case .loading:
                    model = .initial
                case .failed(let message):
                    model = \#(m.name)ViewModel(content: .failed(message), prompt: Prompt("Type r to try again"))
                case .loaded where state.items.isEmpty:
                    model = \#(m.name)ViewModel(
                        content: .empty("Nothing to choose yet."), prompt: Prompt("Type b to go back"))
                case .loaded:
                    model = \#(m.name)ViewModel(
                        content: .items(state.items), prompt: Prompt.choice("Choose an item", count: state.items.count))
                }
                model.notice = state.notice
                return model
            }
        }

        """#
    }

    static func viewModel(_ m: ModuleName) -> String {
        #"""
        import SwippyCore

        /// What the \#(m.name) screen shows: already formatted text, no business types.
        struct \#(m.name)ViewModel: ScreenViewModel {
            enum Content: Equatable {
                case loading
                case failed(String)
                case empty(String)
                case items([String])
            }

            var content: Content
            var prompt: Prompt
            /// What the flow last said; the screen shows it once.
            var notice: Notice?

            var helpLines: [String] {
                ["A number chooses that item.", "r        reload the items"]
            }

            static let initial = \#(m.name)ViewModel(content: .loading, prompt: Prompt())
        }

        """#
    }

    static func view(_ m: ModuleName) -> String {
        #"""
        import SwippyCore

        /// Draws the \#(m.name) screen from SwippyCore blocks. Pure: view model and context in, lines out.
        enum \#(m.name)View {
            static func render(_ model: \#(m.name)ViewModel, _ context: RenderContext) -> [String] {
                ScreenRenderer.render([.title("\#(m.name)"), .blank] + content(model.content), context)
            }

            private static func content(_ content: \#(m.name)ViewModel.Content) -> [Block] {
                switch content {
                case .loading: [.text("Loading the items…", indent: 2)]
                case .failed(let message): [.error(message), .blank, .commands([Block.Command("r", "Try again")])]
                case .empty(let message): [.text(message, indent: 2)]
                case .items(let items): [.menu(items.map { Block.MenuItem($0) })]
                }
            }
        }

        """#
    }

    static func router(_ m: ModuleName) -> String {
        #"""
        import SwippyCore

        /// Builds the \#(m.name) screen and follows the state's step: a chosen item pops the screen and goes to
        /// the host. Holds the navigator and the listener weakly: the module never keeps its host alive.
        @MainActor
        final class \#(m.name)Router: \#(m.name)Routing {
            private let interactor: any \#(m.name)Interacting
            private weak var navigator: (any ScreenNavigating)?
            private weak var listener: (any \#(m.name)Listener)?
            private var following: ObservationToken?

            init(
                interactor: any \#(m.name)Interacting, navigator: any ScreenNavigating,
                listener: any \#(m.name)Listener
            ) {
                self.interactor = interactor
                self.navigator = navigator
                self.listener = listener
            }

            /// The module's screen, its presenter started (it loads the items), for the host to push; from then
            /// on the router follows the state's step.
            func start() -> any Screen {
                let screen = ModuleScreen.started(
                    \#(m.name)Presenter(interactor: interactor, router: self), initial: \#(m.name)ViewModel.initial,
                    render: \#(m.name)View.render)
                following = interactor.state.follow(\.step) { [weak self] step in
                    self?.show(step)
                }
                return screen
            }

            private func show(_ step: \#(m.name)State.Step) {
                switch step {
                case .choosing:
                    break
                case .chosen(let item):
                    navigator?.pop()
                    listener?.\#(m.lower)DidChoose(item)
                }
            }
        }

        """#
    }
}
