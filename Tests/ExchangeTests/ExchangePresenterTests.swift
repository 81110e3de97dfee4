import SwippyCore
import SwippyTestSupport
import Testing
@testable import Exchange

@MainActor
@Suite("Exchange presenter")
struct ExchangePresenterTests {
    let interactor = FakeExchangeInteractor()
    let router = FakeExchangeRouter()
    let view = FakeScreenView<ExchangeViewModel>()
    let presenter: ExchangePresenter

    init() {
        presenter = ExchangePresenter(interactor: interactor, router: router)
        presenter.view = view
    }

    private func loaded(_ items: [String]) -> ExchangeState {
        ExchangeState(phase: .loaded, items: items)
    }

    @Test func viewModel_whileLoading_isTheInitialOne() {
        #expect(ExchangePresenter.viewModel(for: ExchangeState()) == .initial)
    }

    @Test func viewModel_ofLoadedItems_listsThemWithAChoicePrompt() {
        let model = ExchangePresenter.viewModel(for: loaded(["First", "Second"]))
        #expect(model.content == .items(["First", "Second"]))
        #expect(model.prompt == Prompt("Choose an item (1-2)"))
    }

    @Test func viewModel_ofNoItems_saysSo() {
        let model = ExchangePresenter.viewModel(for: loaded([]))
        #expect(model.content == .empty("Nothing to choose yet."))
        #expect(model.prompt == Prompt("Type b to go back"))
    }

    @Test func viewModel_ofAFailure_showsTheReason() {
        let model = ExchangePresenter.viewModel(for: ExchangeState(phase: .failed("No items")))
        #expect(model.content == .failed("No items"))
    }

    @Test func viewModel_carriesWhatTheFlowLastSaid() {
        var state = loaded(["First"])
        state.notice = Notice("The items are up to date.", after: nil)
        #expect(ExchangePresenter.viewModel(for: state).notice == state.notice)
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

    @Test func aNumber_choosesThatItemThenRoutesToTheNewStep() {
        presenter.start()
        interactor.state.send(loaded(["First", "Second"]))
        let chosen = ExchangeState(phase: .loaded, items: ["First", "Second"], step: .chosen("Second"))
        interactor.chooseHandler = { [weak interactor = self.interactor] _ in interactor?.state.send(chosen) }
        presenter.handle("2")
        #expect(interactor.chooseCallCount == 1)
        #expect(interactor.lastChosenIndex == 1)
        #expect(router.destinations == [.step(.chosen("Second"))])
    }

    @Test func r_reloads() {
        presenter.start()
        presenter.handle("r")
        #expect(interactor.loadCallCount == 2)
        #expect(router.destinations.isEmpty)
    }

    @Test func anythingElse_getsTheUnknownChoiceHint() {
        presenter.start()
        interactor.state.send(loaded(["First", "Second"]))
        presenter.handle("7")
        #expect(view.notices == [MenuInput.unknownHint("7", count: 2)])
        #expect(interactor.chooseCallCount == 0)
    }
}
