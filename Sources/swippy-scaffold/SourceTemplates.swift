/// The new module's source files, as templates. Each template is a raw string: `\#(m.name)` is the module's
/// name, `\#(m.lower)` its value-style name; a plain `\(…)` is an interpolation of the generated code.
///
/// Keep these in step with SwippyCore's API (ModuleScreen.started, ModulePresenter, ObservableValue's
/// update, observe and follow, Paging's answer, …) and with the module shape in Modules.md; ArchitectureTests
/// checks that what they produce follows the rules.
enum SourceTemplates {
    static func files(_ m: ModuleName) -> [GeneratedFile] {
        let folder = "Sources/\(m.name)/"
        return [
            GeneratedFile(path: folder + "\(m.name)Builder.swift", contents: builder(m)),
            GeneratedFile(path: folder + "\(m.name)Contracts.swift", contents: contracts(m)),
            GeneratedFile(path: folder + "\(m.name)State.swift", contents: state(m)),
            GeneratedFile(path: folder + "\(m.name)Interactor.swift", contents: interactor(m)),
            GeneratedFile(path: folder + "\(m.name)ListPresenter.swift", contents: listPresenter(m)),
            GeneratedFile(path: folder + "\(m.name)ListViewModel.swift", contents: listViewModel(m)),
            GeneratedFile(path: folder + "\(m.name)DetailPresenter.swift", contents: detailPresenter(m)),
            GeneratedFile(path: folder + "\(m.name)DetailViewModel.swift", contents: detailViewModel(m)),
            GeneratedFile(path: folder + "\(m.name)View.swift", contents: view(m)),
            GeneratedFile(path: folder + "\(m.name)Router.swift", contents: router(m)),
            GeneratedFile(path: folder + "README.md", contents: readme(m)),
        ]
    }

    static func builder(_ m: ModuleName) -> String {
        #"""
        import SwippyCore

        /// Builds the \#(m.name) module: a paged list of items, and from it each item's detail screen.
        @MainActor
        public struct \#(m.name)Builder {
            private let dependency: any \#(m.name)Dependency

            /// A builder using `dependency`.
            public init(dependency: any \#(m.name)Dependency) {
                self.dependency = dependency
            }

            /// The list screen, loaded and ready to push on `navigator`; the detail screens it opens are pushed
            /// there too, and leaving the list is told to `listener`.
            public func build(listener: any \#(m.name)Listener, navigator: any ScreenNavigating) -> any Screen {
                let interactor = \#(m.name)Interactor(
                    repository: dependency.\#(m.lower)Repository, pageSize: dependency.pageSize)
                let router = \#(m.name)Router(interactor: interactor, navigator: navigator, listener: listener)
                return router.start()
            }
        }

        """#
    }

    static func contracts(_ m: ModuleName) -> String {
        #"""
        import SwippyCore

        // MARK: - Host contracts

        /// One thing \#(m.name) lists, in words the host has already formatted: the list shows its title and
        /// value, the detail screen its fields.
        public struct \#(m.name)Item: Equatable, Sendable {
            /// What the list calls it; shortened with "…" on a narrow screen.
            public var title: String
            /// Its amount or status: kept whole on every screen, never cut.
            public var value: String
            /// The detail screen's lines, in order.
            public var fields: [\#(m.name)Field]

            public init(title: String, value: String, fields: [\#(m.name)Field]) {
                self.title = title
                self.value = value
                self.fields = fields
            }
        }

        /// One label and value of an item's detail screen; `keep` for an amount, a masked number or a status.
        public struct \#(m.name)Field: Equatable, Sendable {
            public var label: String
            public var value: String
            public var keep: Bool

            public init(_ label: String, _ value: String, keep: Bool = false) {
                self.label = label
                self.value = value
                self.keep = keep
            }
        }

        /// Where \#(m.name) reads its items: intents, never the whole wallet. The app adapts its store to this.
        @MainActor
        public protocol \#(m.name)Repository: AnyObject {
            /// The items to list, in order.
            func items() throws -> [\#(m.name)Item]
        }

        /// What the host must give \#(m.name).
        @MainActor
        public protocol \#(m.name)Dependency: AnyObject {
            /// Where \#(m.name) reads its items.
            var \#(m.lower)Repository: any \#(m.name)Repository { get }
            /// Items per page of the list: as many as the terminal holds when the module opens.
            var pageSize: Int { get }
        }

        /// What \#(m.name) asks of its host.
        @MainActor
        public protocol \#(m.name)Listener: AnyObject {
            /// The user left the list: the host, which pushed the module, takes it off the stack.
            func \#(m.lower)DidClose()
        }

        // MARK: - Layers of the module

        /// What the presenters ask of the interactor: intents that change the observable state.
        @MainActor
        protocol \#(m.name)Interacting: AnyObject {
            /// The flow's whole state, observed by both presenters and followed by the router.
            var state: ObservableValue<\#(m.name)State> { get }
            /// Loads the items; a reload says so in the state's notice.
            func load()
            /// Turns the list one page `forward` (or back); says so when there is no page there.
            func turnPage(forward: Bool)
            /// Opens the item at zero-based `index` of the whole list.
            func open(at index: Int)
            /// Steps back: from an item to the list, from the list out of the module; false when closed.
            func back() -> Bool
        }

        """#
    }

    static func state(_ m: ModuleName) -> String {
        #"""
        import SwippyCore

        /// The flow's whole state: what is loaded, the list's page, which step the user reached and what the
        /// flow last said. Owned by `\#(m.name)Interactor`; both screens observe it.
        struct \#(m.name)State: Equatable {
            enum Phase: Equatable {
                case loading
                case loaded
                case failed(String)
            }

            /// Where the user is: the list, an item (its index in the whole list), or out of the module.
            enum Step: Equatable {
                case list
                case detail(Int)
                case closed
            }

            /// Items per page of the list when the host gives none.
            static let pageSize = 5

            var phase: Phase = .loading
            var items: [\#(m.name)Item] = [] {
                didSet { paging = paging.resized(to: items.count) }
            }
            /// The page of the list shown (SwippyCore's one paging).
            var paging: Paging
            var step: Step = .list
            var notice: Notice?

            /// An empty list, loading, paged `pageSize` items at a time.
            init(pageSize: Int = Self.pageSize) {
                paging = Paging(pageSize: pageSize)
            }

            /// The open item, while the detail screen shows one.
            var opened: \#(m.name)Item? {
                guard case .detail(let index) = step, items.indices.contains(index) else { return nil }
                return items[index]
            }
        }

        """#
    }

    static func interactor(_ m: ModuleName) -> String {
        #"""
        import SwippyCore

        /// The rules of \#(m.name): loading, paging, opening and going back. Owns the flow's state; each intent
        /// changes it once.
        @MainActor
        final class \#(m.name)Interactor: \#(m.name)Interacting {
            let state: ObservableValue<\#(m.name)State>
            private let repository: any \#(m.name)Repository

            init(repository: any \#(m.name)Repository, pageSize: Int = \#(m.name)State.pageSize) {
                self.repository = repository
                self.state = ObservableValue(\#(m.name)State(pageSize: pageSize))
            }

            func load() {
                let loaded = Result { try repository.items() }
                state.update { next in
                    switch loaded {
                    case .success(let items):
                        if next.phase == .loaded {
                            next.notice = Notice("The list is up to date.", after: next.notice)
                        }
                        next.items = items
                        next.phase = .loaded
                    case .failure(let error):
                        next.items = []
                        next.phase = .failed("Could not load the items: \(error)")
                    }
                    if next.opened == nil, case .detail = next.step { next.step = .list }
                }
            }

            func turnPage(forward: Bool) {
                state.update { next in
                    if let line = next.paging.turn(forward: forward) { next.notice = Notice(line, after: next.notice) }
                }
            }

            func open(at index: Int) {
                guard state.value.items.indices.contains(index) else { return }
                state.update { next in
                    next.paging = next.paging.showing(index)
                    next.step = .detail(index)
                }
            }

            func back() -> Bool {
                switch state.value.step {
                case .detail:
                    state.update { $0.step = .list }
                case .list:
                    state.update { $0.step = .closed }
                case .closed:
                    return false
                }
                return true
            }
        }

        """#
    }
}
