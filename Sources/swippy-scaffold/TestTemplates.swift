/// The new module's tests, as templates (see SourceTemplates for the notation).
enum TestTemplates {
    static func files(_ m: ModuleName) -> [GeneratedFile] {
        let folder = "Tests/\(m.name)Tests/"
        return [
            GeneratedFile(path: folder + "\(m.name)InteractorTests.swift", contents: interactorTests(m)),
            GeneratedFile(path: folder + "\(m.name)ListPresenterTests.swift", contents: listPresenterTests(m)),
            GeneratedFile(path: folder + "\(m.name)DetailPresenterTests.swift", contents: detailPresenterTests(m)),
            GeneratedFile(path: folder + "\(m.name)ViewTests.swift", contents: viewTests(m)),
            GeneratedFile(path: folder + "\(m.name)RouterTests.swift", contents: routerTests(m)),
            GeneratedFile(path: folder + "\(m.name)BuilderTests.swift", contents: builderTests(m)),
            GeneratedFile(path: folder + "\(m.name)EndToEndTests.swift", contents: endToEndTests(m)),
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
            let repository = Fake\#(m.name)Repository(items: \#(m.name)Samples.items(12))

            private func loaded() -> \#(m.name)Interactor {
                let interactor = \#(m.name)Interactor(repository: repository)
                interactor.load()
                return interactor
            }

            @Test func load_publishesTheItemsInOneChange() {
                let interactor = \#(m.name)Interactor(repository: repository)
                var received: [\#(m.name)State] = []
                let token = interactor.state.observe { received.append($0) }
                interactor.load()
                #expect(received.count == 2)
                #expect(received.last?.phase == .loaded)
                #expect(received.last?.items == \#(m.name)Samples.items(12))
                #expect(received.last?.paging.pageCount == 3)
                #expect(repository.itemsCallCount == 1)
                token.cancel()
            }

            @Test func load_whenTheRepositoryFails_publishesTheReason() {
                repository.failure = Fake\#(m.name)Error(description: "disk on fire")
                let interactor = loaded()
                #expect(interactor.state.value.phase == .failed("Could not load the items: disk on fire"))
                #expect(interactor.state.value.items.isEmpty)
            }

            @Test func reload_saysTheListIsUpToDate_eachTime() {
                let interactor = loaded()
                #expect(interactor.state.value.notice == nil)
                interactor.load()
                let first = interactor.state.value.notice
                interactor.load()
                #expect(first?.text == "The list is up to date.")
                #expect(interactor.state.value.notice == Notice("The list is up to date.", after: first))
            }

            @Test func turnPage_movesThePage_andSaysSoAtTheEnds() {
                let interactor = loaded()
                interactor.turnPage(forward: false)
                #expect(interactor.state.value.notice?.text == "This is the first page.")
                interactor.turnPage(forward: true)
                interactor.turnPage(forward: true)
                #expect(interactor.state.value.paging.range == 10..<12)
                interactor.turnPage(forward: true)
                #expect(interactor.state.value.notice?.text == "This is the last page.")
                #expect(interactor.state.value.paging.page == 2)
            }

            @Test func open_showsThatItem_andTurnsTheListToItsPage() {
                let interactor = loaded()
                interactor.open(at: 6)
                #expect(interactor.state.value.step == .detail(6))
                #expect(interactor.state.value.opened?.title == "Item 7")
                #expect(interactor.state.value.paging.page == 1)
            }

            @Test func open_outsideTheItems_changesNothing() {
                let interactor = loaded()
                let before = interactor.state.value
                interactor.open(at: 12)
                #expect(interactor.state.value == before)
            }

            @Test func back_goesFromAnItemToTheList_thenOutOfTheModule() {
                let interactor = loaded()
                interactor.open(at: 1)
                #expect(interactor.back())
                #expect(interactor.state.value.step == .list)
                #expect(interactor.back())
                #expect(interactor.state.value.step == .closed)
                #expect(!interactor.back(), "closed: the shell pops the screen itself")
            }

            @Test func aReloadWithoutTheOpenItem_returnsToTheList() {
                let interactor = loaded()
                interactor.open(at: 11)
                repository.available = \#(m.name)Samples.items(3)
                interactor.load()
                #expect(interactor.state.value.step == .list)
                #expect(interactor.state.value.paging.pageCount == 1)
            }
        }

        """#
    }

    static func listPresenterTests(_ m: ModuleName) -> String {
        #"""
        import SwippyCore
        import SwippyTestSupport
        import Testing
        @testable import \#(m.name)

        @MainActor
        @Suite("\#(m.name) list presenter")
        struct \#(m.name)ListPresenterTests {
            let interactor = Fake\#(m.name)Interactor()
            let view = FakeScreenView<\#(m.name)ListViewModel>()
            let presenter: \#(m.name)ListPresenter

            init() {
                presenter = \#(m.name)ListPresenter(interactor: interactor)
                presenter.view = view
            }

            private func loaded(_ count: Int, page: Int = 0) -> \#(m.name)State {
                var state = \#(m.name)State()
                state.phase = .loaded
                state.items = \#(m.name)Samples.items(count)
                for _ in 0..<page { _ = state.paging.turn(forward: true) }
                return state
            }

            @Test func viewModel_whileLoading_isTheInitialOne() {
                #expect(\#(m.name)ListPresenter.viewModel(for: \#(m.name)State()) == .initial)
            }

            @Test func viewModel_ofTheFirstPage_numbersItsItems_andOffersTheNextPage() {
                let model = \#(m.name)ListPresenter.viewModel(for: loaded(12))
                guard case .page(let header, let rows) = model.content else {
                    Issue.record("not a page: \(model.content)")
                    return
                }
                #expect(header == "1–5 of 12 items · page 1 of 3")
                #expect(rows.map(\.number) == [1, 2, 3, 4, 5])
                #expect(rows.first == \#(m.name)ListViewModel.Row(number: 1, title: "Item 1", value: "₹1.00"))
                #expect(model.commands == [Block.Command("n", "Next page")])
                #expect(model.prompt == Prompt("Choose an item (1-12)"))
            }

            @Test func viewModel_ofTheMiddlePage_numbersFromItsPlaceInTheList() {
                let model = \#(m.name)ListPresenter.viewModel(for: loaded(12, page: 1))
                guard case .page(let header, let rows) = model.content else {
                    Issue.record("not a page: \(model.content)")
                    return
                }
                #expect(header == "6–10 of 12 items · page 2 of 3")
                #expect(rows.map(\.title) == ["Item 6", "Item 7", "Item 8", "Item 9", "Item 10"])
                #expect(model.commands == [Block.Command("n", "Next page"), Block.Command("p", "Previous page")])
            }

            @Test func viewModel_ofNoItems_saysSo() {
                let model = \#(m.name)ListPresenter.viewModel(for: loaded(0))
                #expect(model.content == .empty("Nothing to show yet."))
                #expect(model.prompt == Prompt("Type b to go back"))
            }

            @Test func viewModel_ofAFailure_showsTheReason() {
                var state = \#(m.name)State()
                state.phase = .failed("No items")
                #expect(\#(m.name)ListPresenter.viewModel(for: state).content == .failed("No items"))
            }

            @Test func start_showsTheStateThenLoads() {
                presenter.start()
                #expect(view.displayed == [.initial])
                #expect(interactor.loadCallCount == 1)
            }

            @Test func aNumber_opensThatItem_onAnyPage() {
                presenter.start()
                interactor.state.send(loaded(12))
                presenter.handle("7")
                #expect(interactor.opened == [6])
            }

            @Test func nAndP_turnThePage_andRReloads() {
                presenter.start()
                interactor.state.send(loaded(12))
                presenter.handle("n")
                presenter.handle("p")
                presenter.handle("r")
                #expect(interactor.turns == [true, false])
                #expect(interactor.loadCallCount == 2)
            }

            @Test func anythingElse_getsThePagedListsHint() {
                presenter.start()
                interactor.state.send(loaded(12))
                presenter.handle("13")
                #expect(
                    view.notices == [
                        "Unknown choice \"13\". Type a number 1-12, n for the next page, b to go back, or ? for help."
                    ])
                #expect(interactor.opened.isEmpty)
            }

            @Test func back_isTheInteractorsStep() {
                interactor.backAnswer = false
                #expect(!presenter.goBack())
                #expect(interactor.backCallCount == 1)
            }
        }

        """#
    }

    static func detailPresenterTests(_ m: ModuleName) -> String {
        #"""
        import SwippyCore
        import SwippyTestSupport
        import Testing
        @testable import \#(m.name)

        @MainActor
        @Suite("\#(m.name) detail presenter")
        struct \#(m.name)DetailPresenterTests {
            let interactor = Fake\#(m.name)Interactor()
            let view = FakeScreenView<\#(m.name)DetailViewModel>()
            let presenter: \#(m.name)DetailPresenter

            init() {
                presenter = \#(m.name)DetailPresenter(interactor: interactor)
                presenter.view = view
            }

            private func opened(_ index: Int) -> \#(m.name)State {
                var state = \#(m.name)State()
                state.phase = .loaded
                state.items = \#(m.name)Samples.items(12)
                state.step = .detail(index)
                return state
            }

            @Test func viewModel_showsTheOpenItemsFields_andItsPlace() {
                let model = \#(m.name)DetailPresenter.viewModel(for: opened(6))
                #expect(model.title == "Item 7")
                #expect(model.position == "Item 7 of 12")
                #expect(model.fields == [Block.Field("Amount", "₹7.00", keep: true), Block.Field("Note", "Sample 7")])
                #expect(model.prompt == Prompt("Type b to go back to the list"))
            }

            @Test func viewModel_withNoOpenItem_isTheInitialOne() {
                var state = opened(6)
                state.step = .list
                #expect(\#(m.name)DetailPresenter.viewModel(for: state) == .initial)
            }

            @Test func start_showsTheOpenItem_withoutLoading() {
                interactor.state.send(opened(2))
                presenter.start()
                #expect(view.last?.title == "Item 3")
                #expect(interactor.loadCallCount == 0)
            }

            @Test func input_getsTheOneLineHint() {
                presenter.handle("x")
                #expect(view.notices == ["Unknown choice \"x\". Type b to go back, or ? for help."])
            }

            @Test func back_isTheInteractorsStep() {
                #expect(presenter.goBack())
                #expect(interactor.backCallCount == 1)
            }
        }

        """#
    }
}
