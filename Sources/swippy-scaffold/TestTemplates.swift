/// The new module's tests, as templates (see SourceTemplates for the notation).
enum TestTemplates {
    static func files(_ m: ModuleName) -> [GeneratedFile] {
        let folder = "Tests/\(m.name)Tests/"
        return [
            GeneratedFile(path: folder + "\(m.name)InteractorTests.swift", contents: interactorTests(m)),
            GeneratedFile(path: folder + "\(m.name)PresenterTests.swift", contents: presenterTests(m)),
            GeneratedFile(path: folder + "\(m.name)ViewTests.swift", contents: viewTests(m)),
            GeneratedFile(path: folder + "\(m.name)RouterTests.swift", contents: routerTests(m)),
            GeneratedFile(path: folder + "\(m.name)BuilderTests.swift", contents: builderTests(m)),
        ] + FakeTemplates.files(m)
    }

    static func interactorTests(_ m: ModuleName) -> String {
        #"""
        import SwippyCore
        import Testing
        @testable import \#(m.name)

        @MainActor
        @Suite("\#(m.name) interactor")
        struct \#(m.name)InteractorTests {
            let repository = Fake\#(m.name)Repository(items: ["First", "Second"])

            @Test func load_publishesTheItemsInOneChange() {
                let interactor = \#(m.name)Interactor(repository: repository)
                var received: [\#(m.name)State] = []
                let token = interactor.state.observe { received.append($0) }
                interactor.load()
                #expect(received.count == 2)
                #expect(received.last?.phase == .loaded)
                #expect(received.last?.items == ["First", "Second"])
                #expect(repository.itemsCallCount == 1)
                token.cancel()
            }

            @Test func load_whenTheRepositoryFails_publishesTheReason() {
                repository.failure = Fake\#(m.name)Error(description: "disk on fire")
                let interactor = \#(m.name)Interactor(repository: repository)
                interactor.load()
                #expect(interactor.state.value.phase == .failed("Could not load the items: disk on fire"))
                #expect(interactor.state.value.items.isEmpty)
            }

            @Test func reload_saysTheItemsAreUpToDate_eachTime() {
                let interactor = \#(m.name)Interactor(repository: repository)
                interactor.load()
                #expect(interactor.state.value.notice == nil)
                interactor.load()
                let first = interactor.state.value.notice
                interactor.load()
                #expect(first?.text == "The items are up to date.")
                #expect(interactor.state.value.notice == Notice("The items are up to date.", after: first))
            }

            @Test func choose_movesToTheChosenStep() {
                let interactor = \#(m.name)Interactor(repository: repository)
                interactor.load()
                interactor.choose(at: 1)
                #expect(interactor.state.value.step == .chosen("Second"))
            }

            @Test func choose_outsideTheItems_changesNothing() {
                let interactor = \#(m.name)Interactor(repository: repository)
                interactor.load()
                let before = interactor.state.value
                interactor.choose(at: 2)
                #expect(interactor.state.value == before)
            }
        }

        """#
    }

    static func presenterTests(_ m: ModuleName) -> String {
        #"""
        import SwippyCore
        import SwippyTestSupport
        import Testing
        @testable import \#(m.name)

        @MainActor
        @Suite("\#(m.name) presenter")
        struct \#(m.name)PresenterTests {
            let interactor = Fake\#(m.name)Interactor()
            let router = Fake\#(m.name)Router()
            let view = FakeScreenView<\#(m.name)ViewModel>()
            let presenter: \#(m.name)Presenter

            init() {
                presenter = \#(m.name)Presenter(interactor: interactor, router: router)
                presenter.view = view
            }

            private func loaded(_ items: [String]) -> \#(m.name)State {
                \#(m.name)State(phase: .loaded, items: items)
            }

            @Test func viewModel_whileLoading_isTheInitialOne() {
                #expect(\#(m.name)Presenter.viewModel(for: \#(m.name)State()) == .initial)
            }

            @Test func viewModel_ofLoadedItems_listsThemWithAChoicePrompt() {
                let model = \#(m.name)Presenter.viewModel(for: loaded(["First", "Second"]))
                #expect(model.content == .items(["First", "Second"]))
                #expect(model.prompt == Prompt("Choose an item (1-2)"))
            }

            @Test func viewModel_ofNoItems_saysSo() {
                let model = \#(m.name)Presenter.viewModel(for: loaded([]))
                #expect(model.content == .empty("Nothing to choose yet."))
                #expect(model.prompt == Prompt("Type b to go back"))
            }

            @Test func viewModel_ofAFailure_showsTheReason() {
                let model = \#(m.name)Presenter.viewModel(for: \#(m.name)State(phase: .failed("No items")))
                #expect(model.content == .failed("No items"))
            }

            @Test func viewModel_carriesWhatTheFlowLastSaid() {
                var state = loaded(["First"])
                state.notice = Notice("The items are up to date.", after: nil)
                #expect(\#(m.name)Presenter.viewModel(for: state).notice == state.notice)
            }

            @Test func start_showsTheStateThenLoads() {
                presenter.start()
                #expect(view.displayed == [.initial])
                #expect(interactor.loadCallCount == 1)
            }

            @Test func eachStateChange_rendersOnce() {
                presenter.start()
                interactor.state.send(loaded(["First"]))
                #expect(view.displayed.count == 2)
                #expect(view.last?.content == .items(["First"]))
            }

            @Test func aNumber_choosesThatItem_andLeavesWhereItLeadsToTheRouter() {
                presenter.start()
                interactor.state.send(loaded(["First", "Second"]))
                presenter.handle("2")
                #expect(interactor.chooseCallCount == 1)
                #expect(interactor.lastChosenIndex == 1)
                #expect(interactor.loadCallCount == 1)
            }

            @Test func r_reloads() {
                presenter.start()
                presenter.handle("r")
                #expect(interactor.loadCallCount == 2)
                #expect(interactor.chooseCallCount == 0)
            }

            @Test func anythingElse_getsTheUnknownChoiceHint() {
                presenter.start()
                interactor.state.send(loaded(["First", "Second"]))
                presenter.handle("7")
                #expect(view.notices == [MenuInput.unknownHint("7", count: 2)])
                #expect(interactor.chooseCallCount == 0)
            }
        }

        """#
    }

    static func viewTests(_ m: ModuleName) -> String {
        let rule = String(repeating: "=", count: m.name.count)
        let snapshots = SnapshotTemplates.screens(m).map { screen in
            #"""

                @Test func \#(screen.name.split(separator: "-").last ?? "screen")_matchesItsSnapshot() {
                    let model = \#(m.name)ViewModel(content: \#(screen.content), prompt: Prompt())
                    #expect(Snapshot.checkScreen(named: "\#(screen.name)") { \#(m.name)View.render(model, $0) } == nil)
                }
            """#
        }.joined(separator: "\n")
        return #"""
            import SwippyCore
            import SwippyTestSupport
            import Testing
            @testable import \#(m.name)

            /// Whole screens: exact lines at 40 columns below, and every variant (80/40 columns, colour off/on) in
            /// Tests/Snapshots/\#(m.name)Tests (re-record: SWIPPY_RECORD_SNAPSHOTS=1 swift test --filter
            /// \#(m.name)ViewTests).
            @MainActor
            @Suite("\#(m.name) view")
            struct \#(m.name)ViewTests {
                let context = RenderContext(width: 40)

                @Test func items_areANumberedMenu() {
                    let model = \#(m.name)ViewModel(content: .items(["First", "Second"]), prompt: Prompt())
                    #expect(\#(m.name)View.render(model, context) == [
                        "\#(m.name)",
                        "\#(rule)",
                        "",
                        "  1. First",
                        "  2. Second",
                    ])
                }

                @Test func loading_saysWhatLoads() {
                    #expect(\#(m.name)View.render(.initial, context) == [
                        "\#(m.name)",
                        "\#(rule)",
                        "",
                        "  Loading the items…",
                    ])
                }
            \#(snapshots)
            }

            """#
    }
}
