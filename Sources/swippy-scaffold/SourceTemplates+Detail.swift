extension SourceTemplates {
    static func detailPresenter(_ m: ModuleName) -> String {
        #"""
        import SwippyCore

        /// The detail screen: maps the open item to its view model; b goes back to the list through the
        /// interactor, and the router follows.
        @MainActor
        final class \#(m.name)DetailPresenter: ModulePresenter {
            weak var view: (any ScreenView<\#(m.name)DetailViewModel>)?
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
            }

            func goBack() -> Bool {
                interactor.back()
            }

            func handle(_ input: String) {
                view?.showNotice(MenuInput.unknownHint(input, count: 0))
            }

            static func viewModel(for state: \#(m.name)State) -> \#(m.name)DetailViewModel {
                guard let item = state.opened, case .detail(let index) = state.step else { return .initial }
                var model = \#(m.name)DetailViewModel(
                    title: item.title, position: "Item \(index + 1) of \(state.items.count)",
                    fields: item.fields.map { Block.Field($0.label, $0.value, keep: $0.keep) })
                model.notice = state.notice
                return model
            }
        }

        """#
    }

    static func detailViewModel(_ m: ModuleName) -> String {
        #"""
        import SwippyCore

        /// What an item's detail screen shows: already formatted text, no business types.
        struct \#(m.name)DetailViewModel: ScreenViewModel {
            var title: String
            /// "Item 7 of 12".
            var position: String
            var fields: [Block.Field]
            var prompt = Prompt("Type b to go back to the list")
            /// What the flow last said; the screen shows it once.
            var notice: Notice?

            var helpLines: [String] { ["b        back to the list"] }

            static let initial = \#(m.name)DetailViewModel(title: "\#(m.title)", position: "", fields: [])
        }

        """#
    }

    static func detailView(_ m: ModuleName) -> String {
        #"""
        import SwippyCore

        /// Draws an item's detail screen from SwippyCore blocks. Pure: view model and context in, lines out.
        enum \#(m.name)DetailView {
            static func render(_ model: \#(m.name)DetailViewModel, _ context: RenderContext) -> [String] {
                ScreenRenderer.render(
                    [.title(model.title), .blank, .text(model.position, indent: 2), .blank, .fields(model.fields)],
                    context)
            }
        }

        """#
    }

    static func router(_ m: ModuleName) -> String {
        #"""
        import SwippyCore

        /// Builds the list screen and follows the state's step: an item pushes its detail screen, the list step
        /// pops back to the list, and closing tells the host. Holds the navigator, the listener and the screens
        /// weakly: the screens on the stack own the module, never the other way round.
        @MainActor
        final class \#(m.name)Router: \#(m.name)Routing {
            private let interactor: any \#(m.name)Interacting
            private weak var navigator: (any ScreenNavigating)?
            private weak var listener: (any \#(m.name)Listener)?
            private weak var listScreen: (any Screen)?
            private weak var detailScreen: (any Screen)?
            private var following: ObservationToken?

            init(
                interactor: any \#(m.name)Interacting, navigator: any ScreenNavigating,
                listener: any \#(m.name)Listener
            ) {
                self.interactor = interactor
                self.navigator = navigator
                self.listener = listener
            }

            /// The list screen, its presenter started (it loads the items), for the host to push; from then on the
            /// router follows the state's step.
            func start() -> any Screen {
                let screen = ModuleScreen.started(
                    \#(m.name)ListPresenter(interactor: interactor, router: self),
                    initial: \#(m.name)ListViewModel.initial, render: \#(m.name)ListView.render)
                listScreen = screen
                following = interactor.state.follow(\.step) { [weak self] step in
                    self?.show(step)
                }
                return screen
            }

            private func show(_ step: \#(m.name)State.Step) {
                switch step {
                case .list:
                    if detailScreen != nil, let listScreen { navigator?.pop(to: listScreen) }
                    detailScreen = nil
                case .detail:
                    guard detailScreen == nil else { return }
                    let screen = ModuleScreen.started(
                        \#(m.name)DetailPresenter(interactor: interactor, router: self),
                        initial: \#(m.name)DetailViewModel.initial, render: \#(m.name)DetailView.render)
                    detailScreen = screen
                    navigator?.push(screen)
                case .closed:
                    listener?.\#(m.lower)DidClose()
                }
            }
        }

        """#
    }
}
