import SwippyCore
import SwippyTestSupport
import Testing

@testable import SwippyApp

/// The home menu in the module shape: interactor state, presenter binding and input, builder lifetime.
@MainActor
@Suite("Home menu")
struct HomeModuleTests {
    static let entries = AppRouter.features

    // MARK: - Interactor

    @Test func load_readsTheSignedInUsersName() {
        let repository = FakeHomeRepository(userName: "Asha Rao")
        let interactor = HomeInteractor(entries: Self.entries, repository: repository)
        #expect(interactor.state.value.userName == nil)
        interactor.load()
        #expect(interactor.state.value == HomeState(userName: "Asha Rao", entries: Self.entries))
    }

    @Test func load_afterANameChange_sendsTheNewName_once() {
        let repository = FakeHomeRepository(userName: "Asha Rao")
        let interactor = HomeInteractor(entries: Self.entries, repository: repository)
        var delivered: [String?] = []
        let token = interactor.state.observe { delivered.append($0.userName) }
        interactor.load()
        interactor.load()
        repository.userName = "Asha R."
        interactor.load()
        #expect(delivered == [nil, "Asha Rao", "Asha R."])
        _ = token
    }

    // MARK: - Presenter

    @Test func viewModel_greetsTheUser_andListsEveryFeature() {
        let model = HomePresenter.viewModel(for: HomeState(userName: "Asha Rao", entries: Self.entries))
        #expect(model.greeting == "Hello, Asha Rao.")
        #expect(
            model.rows.map(\.word) == [
                "cards", "transfer", "dispute", "profile", "accounts", "history", "credit", "exchange",
            ])
        #expect(
            model.rows.first
                == HomeViewModel.Row(title: "Payment cards", word: "cards", summary: "Your cards, dues and statements"))
        #expect(
            model.helpLines == [
                "Each option can also be opened by its word: cards, transfer, dispute, profile, accounts, history, "
                    + "credit, exchange"
            ])
    }

    @Test func viewModel_withoutAUser_welcomes() {
        #expect(HomePresenter.viewModel(for: HomeState(userName: nil, entries: [])).greeting == "Welcome.")
    }

    @Test func start_bindsToTheState_thenLoads() {
        let (presenter, interactor, _, view) = makePresenter()
        presenter.start()
        #expect(view.displayed.map(\.greeting) == ["Hello, Asha Rao."])
        #expect(interactor.loadCallCount == 1)
        interactor.state.send(HomeState(userName: "Rahul Mehta", entries: Self.entries))
        #expect(view.last?.greeting == "Hello, Rahul Mehta.")
    }

    @Test func didReappear_loadsAgain() {
        let (presenter, interactor, _, _) = makePresenter()
        presenter.start()
        presenter.didReappear()
        #expect(interactor.loadCallCount == 2)
    }

    @Test(arguments: [
        ("2", "transfer"), ("cards", "cards"), ("PROFILE", "profile"), ("4", "profile"), ("5", "accounts"),
        ("6", "history"), ("7", "credit"), ("8", "exchange"),
    ])
    func aNumberOrAWord_opensItsFeature(input: String, word: String) {
        let (presenter, _, router, view) = makePresenter()
        presenter.start()
        presenter.handle(input)
        #expect(router.opened == [word])
        #expect(view.notices.isEmpty)
    }

    @Test(arguments: ["9", "0", "card", ""])
    func anythingElse_getsTheHint_andOpensNothing(input: String) {
        let (presenter, _, router, view) = makePresenter()
        presenter.start()
        presenter.handle(input)
        #expect(router.opened.isEmpty)
        #expect(view.notices == [MenuInput.unknownHint(input, count: 8)])
    }

    // MARK: - Builder

    @Test func builder_makesAScreenThatGreets_andIsReleasedWhenDropped() {
        let listener = FakeHomeListener()
        weak var released: (any Screen)?
        do {
            let screen = HomeBuilder(repository: FakeHomeRepository(userName: "Asha Rao"))
                .build(entries: Self.entries, listener: listener)
            #expect(screen.render(RenderContext(width: 80)).contains("Hello, Asha Rao."))
            screen.handle("1")
            released = screen
        }
        #expect(released == nil)
        #expect(listener.chosen == ["cards"])
    }

    @Test func router_startsTheScreen_andHandsAChoiceToTheListener_heldWeakly() {
        let interactor = FakeHomeInteractor(HomeState(userName: "Asha Rao", entries: Self.entries))
        var listener: FakeHomeListener? = FakeHomeListener()
        weak let weakListener = listener
        let router = HomeRouter(interactor: interactor, listener: listener ?? FakeHomeListener())
        let screen = router.start()
        #expect(interactor.loadCallCount == 1)
        #expect(screen.render(RenderContext(width: 80)).contains("Hello, Asha Rao."))
        router.openFeature("history")
        #expect(listener?.chosen == ["history"])
        listener = nil
        #expect(weakListener == nil)
        router.openFeature("cards")
    }

    private func makePresenter() -> (HomePresenter, FakeHomeInteractor, FakeHomeRouter, FakeScreenView<HomeViewModel>) {
        let interactor = FakeHomeInteractor(HomeState(userName: "Asha Rao", entries: Self.entries))
        let router = FakeHomeRouter()
        let view = FakeScreenView<HomeViewModel>()
        let presenter = HomePresenter(interactor: interactor, router: router)
        presenter.view = view
        return (presenter, interactor, router, view)
    }
}
