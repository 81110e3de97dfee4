/// The new module's source files, as templates. Each template is a raw string: `\#(m.name)` is the module's
/// name, `\#(m.lower)` its value-style name; a plain `\(…)` is an interpolation of the generated code.
///
/// Keep these in step with SwippyCore's API (ModuleScreen.started, ModulePresenter, ObservableValue's
/// update, observe and follow, …)
/// and with the module shape in Modules.md; ArchitectureTests checks that what they produce follows the rules.
enum SourceTemplates {
    static func files(_ m: ModuleName) -> [GeneratedFile] {
        let folder = "Sources/\(m.name)/"
        return [
            GeneratedFile(path: folder + "\(m.name)Builder.swift", contents: builder(m)),
            GeneratedFile(path: folder + "\(m.name)Contracts.swift", contents: contracts(m)),
            GeneratedFile(path: folder + "\(m.name)State.swift", contents: state(m)),
            GeneratedFile(path: folder + "\(m.name)Interactor.swift", contents: interactor(m)),
            GeneratedFile(path: folder + "\(m.name)Presenter.swift", contents: presenter(m)),
            GeneratedFile(path: folder + "\(m.name)ViewModel.swift", contents: viewModel(m)),
            GeneratedFile(path: folder + "\(m.name)View.swift", contents: view(m)),
            GeneratedFile(path: folder + "\(m.name)Router.swift", contents: router(m)),
            GeneratedFile(path: folder + "README.md", contents: readme(m)),
        ]
    }

    static func builder(_ m: ModuleName) -> String {
        #"""
        import SwippyCore

        /// Builds the \#(m.name) module: one screen listing the items its repository offers.
        @MainActor
        public struct \#(m.name)Builder {
            private let dependency: any \#(m.name)Dependency

            /// A builder using `dependency`.
            public init(dependency: any \#(m.name)Dependency) {
                self.dependency = dependency
            }

            /// The module's screen, loaded and ready to push on `navigator`.
            public func build(listener: any \#(m.name)Listener, navigator: any ScreenNavigating) -> any Screen {
                let interactor = \#(m.name)Interactor(repository: dependency.\#(m.lower)Repository)
                let router = \#(m.name)Router(interactor: interactor, navigator: navigator, listener: listener)
                return router.start()
            }
        }

        """#
    }

    static func contracts(_ m: ModuleName) -> String {
        #"""
        import SwippyCore

        /// What the host must give \#(m.name).
        @MainActor
        public protocol \#(m.name)Dependency: AnyObject {
            /// Where \#(m.name) reads its items.
            var \#(m.lower)Repository: any \#(m.name)Repository { get }
        }

        /// What \#(m.name) asks of its host.
        @MainActor
        public protocol \#(m.name)Listener: AnyObject {
            /// The user chose `item`; the module's screen is already popped.
            func \#(m.lower)DidChoose(_ item: String)
        }

        /// Where \#(m.name) reads its data: intents, never the whole wallet. The app adapts its store to this.
        @MainActor
        public protocol \#(m.name)Repository: AnyObject {
            /// The items to offer, in order.
            func items() throws -> [String]
        }

        /// What the presenter asks of the interactor: intents that change the observable state.
        @MainActor
        protocol \#(m.name)Interacting: AnyObject {
            /// The flow's whole state, observed by the presenter.
            var state: ObservableValue<\#(m.name)State> { get }
            /// Loads the items; a reload says so in the state's notice.
            func load()
            /// Chooses the item at zero-based `index` of the loaded items.
            func choose(at index: Int)
        }

        /// The router the screen holds, and so keeps alive while it is on the stack. It follows the state's
        /// step, so the presenter never asks it to go anywhere.
        @MainActor
        protocol \#(m.name)Routing: AnyObject {}

        """#
    }

    static func state(_ m: ModuleName) -> String {
        #"""
        import SwippyCore

        /// The flow's whole state: what is loaded, which step the user reached and what the flow last said.
        struct \#(m.name)State: Equatable {
            enum Phase: Equatable {
                case loading
                case loaded
                case failed(String)
            }

            enum Step: Equatable {
                case choosing
                case chosen(String)
            }

            var phase: Phase = .loading
            var items: [String] = []
            var step: Step = .choosing
            var notice: Notice?
        }

        """#
    }

    static func interactor(_ m: ModuleName) -> String {
        #"""
        import SwippyCore

        /// The rules of \#(m.name): loading and choosing. Owns the flow's state; each intent changes it once.
        @MainActor
        final class \#(m.name)Interactor: \#(m.name)Interacting {
            let state: ObservableValue<\#(m.name)State>
            private let repository: any \#(m.name)Repository

            init(repository: any \#(m.name)Repository) {
                self.repository = repository
                self.state = ObservableValue(\#(m.name)State())
            }

            func load() {
                let loaded = Result { try repository.items() }
                state.update { next in
                    switch loaded {
                    case .success(let items):
                        next.items = items
                        if next.phase == .loaded {
                            next.notice = Notice("The items are up to date.", after: next.notice)
                        }
                        next.phase = .loaded
                    case .failure(let error):
                        next.items = []
                        next.phase = .failed("Could not load the items: \(error)")
                    }
                    next.step = .choosing
                }
            }

            func choose(at index: Int) {
                guard state.value.items.indices.contains(index) else { return }
                state.update { $0.step = .chosen($0.items[index]) }
            }
        }

        """#
    }
}
