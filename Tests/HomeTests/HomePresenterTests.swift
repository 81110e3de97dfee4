import SwippyCore
import SwippyData
import SwippyTestSupport
import Testing

@testable import Home

/// The home presenter with call-count fakes: it binds, maps, and leaves through the router.
@MainActor
@Suite("Home presenter")
struct HomePresenterTests {
    let interactor = FakeHomeInteractor(HomeFixture.asha)
    let router = FakeHomeRouter()
    let view = FakeScreenView<HomeViewModel>()

    private func makePresenter() -> HomePresenter {
        let presenter = HomePresenter(interactor: interactor, router: router)
        presenter.view = view
        return presenter
    }

    // MARK: - Mapping

    @Test func viewModel_greetsTheUser_andListsEveryFeature() {
        let model = HomePresenter.viewModel(for: HomeFixture.asha)
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
        #expect(model.completionWords == model.rows.map(\.word) + ["back", "help", "home", "quit"])
    }

    @Test func viewModel_withoutAUser_welcomes() {
        #expect(HomePresenter.viewModel(for: HomeState(userName: nil, entries: [])).greeting == "Welcome.")
    }

    @Test func viewModel_listsTheQuickTransfers_andOffersThemInHelp() {
        var state = HomeFixture.asha
        let prefill = TransferPrefill(sourceID: "a", payee: nil, amount: 5, note: "")
        state.quick = [QuickTransfer(payee: "Rahul Mehta", detail: "₹5.00 from Savings last time", prefill: prefill)]
        let model = HomePresenter.viewModel(for: state)
        #expect(model.quick.map { $0.map(\.text) } == [["t1", "Rahul Mehta", "₹5.00 from Savings last time"]])
        #expect(model.helpLines.last == "t1…t1  send again to a recent payee (you confirm with your PIN)")
    }

    // MARK: - Binding

    @Test func start_bindsToTheState_thenLoads() {
        let presenter = makePresenter()
        presenter.start()
        #expect(view.displayed.map(\.greeting) == ["Hello, Asha Rao."])
        #expect(interactor.loadCallCount == 1)
        interactor.state.send(HomeState(userName: "Rahul Mehta", entries: HomeFixture.entries))
        #expect(view.last?.greeting == "Hello, Rahul Mehta.")
        #expect(router.navigateCallCount == 0)
    }

    @Test func didReappear_loadsAgain() {
        let presenter = makePresenter()
        presenter.start()
        presenter.didReappear()
        #expect(interactor.loadCallCount == 2)
    }

    // MARK: - Input

    @Test(arguments: [
        ("2", "transfer"), ("cards", "cards"), ("PROFILE", "profile"), ("4", "profile"), ("5", "accounts"),
        ("6", "history"), ("7", "credit"), ("8", "exchange"),
    ])
    func aNumberOrAWord_leavesForItsFeature(input: String, word: String) {
        let presenter = makePresenter()
        presenter.start()
        presenter.handle(input)
        #expect(router.destinations == [.feature(word)])
        #expect(view.notices.isEmpty)
        #expect(interactor.loadCallCount == 1)
    }

    @Test(arguments: ["9", "0", "card", "", "t1"])
    func anythingElse_getsTheHint_andGoesNowhere(input: String) {
        let presenter = makePresenter()
        presenter.start()
        presenter.handle(input)
        #expect(router.navigateCallCount == 0)
        #expect(view.notices == [MenuInput.unknownHint(input, count: 8)])
    }

    @Test func aQuickTransfersWord_leavesForTransfer_prefilled_andOneBeyondThemIsAHint() {
        let prefill = TransferPrefill(sourceID: "a", payee: nil, amount: 5, note: "")
        var state = HomeFixture.asha
        state.quick = [QuickTransfer(payee: "Rahul Mehta", detail: "₹5.00 from Savings last time", prefill: prefill)]
        interactor.state.send(state)
        let presenter = makePresenter()
        presenter.start()
        presenter.handle("T1")
        presenter.handle("t2")
        #expect(router.destinations == [.quickTransfer(prefill)])
        #expect(view.notices == [MenuInput.unknownHint("t2", count: 8)])
    }

    @Test(arguments: [("t1", 0), ("t3", 2), ("t10", nil), ("t0", nil), ("x1", nil), ("t", nil)] as [(String, Int?)])
    func quickIndex_readsTheNumberAfterT(word: String, index: Int?) {
        #expect(HomePresenter.quickIndex(word) == index)
    }
}
