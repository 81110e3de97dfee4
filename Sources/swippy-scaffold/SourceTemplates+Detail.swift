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
            private var observation: ObservationToken?

            init(interactor: any \#(m.name)Interacting) {
                self.interactor = interactor
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

    static func router(_ m: ModuleName) -> String {
        #"""
        import SwippyCore

        /// Builds the list screen and follows the state's step through SwippyCore's `StepStack`: an item shows its
        /// detail screen, the list step pops back to the list, and closing tells the host. Holds the navigator,
        /// the listener and the screens weakly: the screens on the stack own the module, never the other way round.
        @MainActor
        final class \#(m.name)Router {
            /// The module's screens: the step → screen mapping is `screen(for:)`.
            enum StepScreen: Equatable {
                case list, detail
            }

            private let interactor: any \#(m.name)Interacting
            private let stack: StepStack<StepScreen>
            private weak var listener: (any \#(m.name)Listener)?
            private var following: ObservationToken?

            init(
                interactor: any \#(m.name)Interacting, navigator: any ScreenNavigating,
                listener: any \#(m.name)Listener
            ) {
                self.interactor = interactor
                self.stack = StepStack(navigator: navigator)
                self.listener = listener
            }

            /// The list screen, its presenter started (it loads the items), for the host to push; from then on the
            /// router follows the state's step.
            func start() -> any Screen {
                let list = stack.root(.list, makeScreen(.list))
                following = interactor.state.follow({ Self.screen(for: $0.step) }, { [weak self] in self?.show($0) })
                return list
            }

            /// The screen that shows `step`; nil when the step leaves the module.
            static func screen(for step: \#(m.name)State.Step) -> StepScreen? {
                switch step {
                case .list: .list
                case .detail: .detail
                case .closed: nil
                }
            }

            // MARK: - Private

            private func show(_ screen: StepScreen?) {
                guard let screen else { return leave() }
                stack.show(screen) { makeScreen(screen) }
            }

            /// Leaving the module is the host's to carry out: the listener pops it.
            private func leave() {
                Trace.navigate(self, to: \#(m.name)State.Step.closed)
                listener?.\#(m.lower)DidClose()
            }

            private func makeScreen(_ screen: StepScreen) -> any Screen {
                switch screen {
                case .list:
                    ModuleScreen.started(
                        \#(m.name)ListPresenter(interactor: interactor), initial: \#(m.name)ListViewModel.initial,
                        render: \#(m.name)View.renderList, router: self)
                case .detail:
                    ModuleScreen.started(
                        \#(m.name)DetailPresenter(interactor: interactor),
                        initial: \#(m.name)DetailViewModel.initial, render: \#(m.name)View.renderDetail,
                        router: self)
                }
            }
        }

        """#
    }
}
