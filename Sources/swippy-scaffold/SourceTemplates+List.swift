extension SourceTemplates {
    static func listPresenter(_ m: ModuleName) -> String {
        #"""
        import SwippyCore

        /// The list screen: maps \#(m.name)'s state to the list's view model, and input to one interactor intent;
        /// the router follows the state.
        @MainActor
        final class \#(m.name)ListPresenter: ModulePresenter {
            weak var view: (any ScreenView<\#(m.name)ListViewModel>)?
            private let interactor: any \#(m.name)Interacting
            private var observation: ObservationToken?

            init(interactor: any \#(m.name)Interacting) {
                self.interactor = interactor
            }

            func start() {
                observation = interactor.state.observe { [weak self] state in
                    self?.view?.display(Self.viewModel(for: state))
                }
                interactor.load()
            }

            func goBack() -> Bool {
                interactor.back()
            }

            func handle(_ input: String) {
                if ["r", "reload"].contains(input.lowercased()) { return interactor.load() }
                switch interactor.state.value.paging.answer(input) {
                case .turn(let forward): interactor.turnPage(forward: forward)
                case .choose(let index): interactor.open(at: index)
                case .unknown(let hint): view?.showNotice(hint)
                }
            }

            static func viewModel(for state: \#(m.name)State) -> \#(m.name)ListViewModel {
                var model: \#(m.name)ListViewModel
                switch state.phase {
                case .loading:
                    model = .initial
                case .failed(let message):
                    model = \#(m.name)ListViewModel(
                        content: .failed(message), prompt: Prompt("Type r to try again, or b to go back"))
                case .loaded where state.items.isEmpty:
                    model = \#(m.name)ListViewModel(
                        content: .empty("Nothing to show yet."), prompt: .back)
                case .loaded:
                    let paging = state.paging
                    let rows = paging.visible(state.items).enumerated().map { offset, item in
                        \#(m.name)ListViewModel.Row(
                            number: paging.number(at: offset), title: item.title, value: item.value)
                    }
                    model = \#(m.name)ListViewModel(
                        content: .page(header: paging.header("item"), rows: rows),
                        prompt: paging.prompt("Choose an item"))
                    model.commands =
                        (paging.hasNext ? [Block.Command("n", "Next page")] : [])
                        + (paging.hasPrevious ? [Block.Command("p", "Previous page")] : [])
                }
                model.notice = state.notice
                return model
            }
        }

        """#
    }

    static func listViewModel(_ m: ModuleName) -> String {
        #"""
        import SwippyCore

        /// What the \#(m.name) list shows: already formatted text, no business types.
        struct \#(m.name)ListViewModel: ScreenViewModel {
            /// One numbered line of the page shown: its number in the whole list, its title and its value.
            struct Row: Equatable {
                var number: Int
                var title: String
                var value: String
            }

            enum Content: Equatable {
                case loading
                case failed(String)
                case empty(String)
                /// A page of the list, under its header ("1–5 of 12 items · page 1 of 3").
                case page(header: String, rows: [Row])
            }

            var content: Content
            /// The page commands that work here (n, p).
            var commands: [Block.Command] = []
            var prompt: Prompt
            /// What the flow last said; the screen shows it once.
            var notice: Notice?

            var helpLines: [String] {
                ["A number opens that item.", "n / p    next or previous page", "r        reload the items"]
            }

            static let initial = \#(m.name)ListViewModel(content: .loading, prompt: Prompt())
        }

        """#
    }

    static func view(_ m: ModuleName) -> String {
        #"""
        import SwippyCore

        /// Draws the \#(m.name) screens from SwippyCore blocks. Pure: view model and context in, lines out.
        enum \#(m.name)View {
            /// The list: a value is kept whole; a title gives way with "…".
            static func renderList(_ model: \#(m.name)ListViewModel, _ context: RenderContext) -> [String] {
                let commands: [Block] = model.commands.isEmpty ? [] : [.blank, .commands(model.commands)]
                let blocks: [Block] = [.title("\#(m.title)"), .blank] + content(model.content)
                return ScreenRenderer.render(blocks + commands, context)
            }

            /// An item's detail screen.
            static func renderDetail(_ model: \#(m.name)DetailViewModel, _ context: RenderContext) -> [String] {
                ScreenRenderer.render(
                    [.title(model.title), .blank, .text(model.position, indent: 2), .blank, .fields(model.fields)],
                    context)
            }

            private static func content(_ content: \#(m.name)ListViewModel.Content) -> [Block] {
                switch content {
                case .loading:
                    [.text("Loading the items…", indent: 2)]
                case .failed(let message):
                    [.error(message), .blank, .commands([Block.Command("r", "Try again")])]
                case .empty(let message):
                    [.text(message, indent: 2)]
                case .page(let header, let rows):
                    [
                        .text(header, indent: 2), .blank,
                        .table(
                            [.keepRight, .shrink, .keepRight],
                            rows: rows.map { row in
                                [Block.Cell("\(row.number)."), Block.Cell(row.title), Block.Cell(row.value)]
                            }),
                    ]
                }
            }
        }

        """#
    }
}
