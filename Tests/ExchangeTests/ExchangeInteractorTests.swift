import SwippyCore
import Testing
@testable import Exchange

@MainActor
@Suite("Exchange interactor")
struct ExchangeInteractorTests {
    let repository = FakeExchangeRepository(items: ["First", "Second"])

    @Test func load_publishesTheItemsInOneChange() {
        let interactor = ExchangeInteractor(repository: repository)
        var received: [ExchangeState] = []
        let token = interactor.state.observe { received.append($0) }
        interactor.load()
        #expect(received.count == 2)
        #expect(received.last?.phase == .loaded)
        #expect(received.last?.items == ["First", "Second"])
        #expect(repository.itemsCallCount == 1)
        token.cancel()
    }

    @Test func load_whenTheRepositoryFails_publishesTheReason() {
        repository.failure = FakeExchangeError(description: "disk on fire")
        let interactor = ExchangeInteractor(repository: repository)
        interactor.load()
        #expect(interactor.state.value.phase == .failed("Could not load the items: disk on fire"))
        #expect(interactor.state.value.items.isEmpty)
    }

    @Test func reload_saysTheItemsAreUpToDate_eachTime() {
        let interactor = ExchangeInteractor(repository: repository)
        interactor.load()
        #expect(interactor.state.value.notice == nil)
        interactor.load()
        let first = interactor.state.value.notice
        interactor.load()
        #expect(first?.text == "The items are up to date.")
        #expect(interactor.state.value.notice == Notice("The items are up to date.", after: first))
    }

    @Test func choose_movesToTheChosenStep() {
        let interactor = ExchangeInteractor(repository: repository)
        interactor.load()
        interactor.choose(at: 1)
        #expect(interactor.state.value.step == .chosen("Second"))
    }

    @Test func choose_outsideTheItems_changesNothing() {
        let interactor = ExchangeInteractor(repository: repository)
        interactor.load()
        let before = interactor.state.value
        interactor.choose(at: 2)
        #expect(interactor.state.value == before)
    }
}
