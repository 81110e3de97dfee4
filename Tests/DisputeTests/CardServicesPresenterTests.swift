import Foundation
import SwippyCore
import SwippyData
import SwippyTestSupport
import Testing

@testable import Dispute

@MainActor
@Suite("Card-service presenter: blocking and activation")
struct CardServicesPresenterTests {
    private let interactor = FakeCardServicesInteractor()
    private let disputes = FakeDisputeInteractor()
    private let view = FakeScreenView<DisputeViewModel>()

    private func state(_ service: CardServicesState.Service, _ step: CardServicesState.Step) -> CardServicesState {
        var state = CardServicesState()
        state.service = service
        state.step = step
        state.cards = DisputeStateSamples.cards
        state.card = step == .card ? nil : DisputeStateSamples.cards.first
        return state
    }

    private func block(at state: CardServicesState, position: Int? = nil) -> CardServicePresenter {
        interactor.state.send(state)
        let presenter = CardServicePresenter(
            service: .block, preset: position, interactor: interactor, disputes: disputes)
        presenter.view = view
        presenter.start()
        return presenter
    }

    private func activation(at state: CardServicesState, position: Int? = nil) -> CardServicePresenter {
        interactor.state.send(state)
        let presenter = CardServicePresenter(
            service: .activation, preset: position, interactor: interactor, disputes: disputes)
        presenter.view = view
        presenter.start()
        return presenter
    }

    // MARK: - Blocking

    @Test func block_beginsItsServiceForThePresetCard() {
        _ = block(at: CardServicesState(), position: 2)
        #expect(interactor.lastBegin?.service == .block)
        #expect(interactor.lastBegin?.position == 2)
        #expect(interactor.intentCallCount == 1)
        #expect(view.displayed.count == 1)
    }

    @Test func block_sendsEachStepsInputToItsIntent() {
        let presenter = block(at: state(.block, .card))
        presenter.handle("2")
        #expect(interactor.lastCardIndex == 1)
        interactor.state.send(state(.block, .reason))
        presenter.handle("3")
        #expect(interactor.lastReasonIndex == 2)
        interactor.state.send(state(.block, .pin))
        presenter.handle("592741")
        #expect(interactor.lastPIN == "592741")
        #expect(interactor.intentCallCount == 4)
    }

    @Test func block_unknownInput_getsTheHint_andCallsNothing() {
        let presenter = block(at: state(.block, .reason))
        presenter.handle("9")
        #expect(view.notices == ["Unknown choice \"9\". Type a number 1-3, b to go back, or ? for help."])
        #expect(interactor.intentCallCount == 1)
    }

    @Test func block_thePINStep_readsASecret_andWarnsItCannotBeUndone() {
        let model = CardServicePresenter.viewModel(for: state(.block, .pin))
        #expect(model.prompt == .secret("Transaction PIN"))
        #expect(model.parts.count == 2)
    }

    @Test func block_cardLabels_nameTheStatusWhenNotActive() {
        #expect(
            DisputeStateSamples.cards.map(CardServicePresenter.cardLabel) == [
                "Millennia ••3456 · HDFC Bank", "Travel One ••5904 · Kotak · Inactive",
            ])
    }

    @Test func theCardStep_pages_andNumbersAcrossPages() {
        var paged = state(.activation, .card)
        paged.cards = (0..<14).map { WalletCard(position: $0, card: DisputeStateSamples.cards[0].card) }
        paged.paging = Paging(itemCount: 14, pageSize: 6).showing(6)
        let presenter = activation(at: paged)
        let model = CardServicePresenter.viewModel(for: paged)
        #expect(model.options.count == 6, "one page, not every card")
        #expect(model.firstOption == 7)
        #expect(model.prompt == Prompt("Choose a card (1-14)"))
        #expect(model.parts.first == .text("Which card? 7–12 of 14 cards · page 2 of 3"))
        #expect(model.commands == [Block.Command("n", "Next page"), Block.Command("p", "Previous page")])
        presenter.handle("n")
        presenter.handle("P")
        #expect(interactor.turnPageCalls == [true, false])
        presenter.handle("2")
        #expect(interactor.lastCardIndex == 1, "a number on another page chooses that card anyway")
        presenter.handle("15")
        #expect(
            view.notices == [
                "Unknown choice \"15\". Type a number 1-14, n or p for another page, b to go back, or ? for help."
            ])
    }

    // MARK: - Activation

    @Test func activation_beginsItsService() {
        _ = activation(at: CardServicesState())
        #expect(interactor.lastBegin?.service == .activation)
        #expect(interactor.lastBegin?.position == nil)
    }

    @Test func activation_digitsClearAndConfirm_goToTheirIntents() {
        let presenter = activation(at: state(.activation, .digits))
        presenter.handle("34")
        #expect(interactor.lastDigits == "34")
        presenter.handle("C")
        #expect(interactor.clearDigitsCallCount == 1)
        interactor.state.send(state(.activation, .confirm))
        presenter.handle("yes")
        #expect(interactor.lastChangeAnswer == .some(.yes))
        #expect(interactor.intentCallCount == 4)
    }

    @Test func activation_drawsTheCardWithTheDigitsTypedSoFar() {
        var typing = state(.activation, .digits)
        typing.typed = "34"
        let model = CardServicePresenter.viewModel(for: typing)
        #expect(model.prompt == Prompt("Last 4 digits (2 of 4 typed)"))
        guard case .card(let face) = model.parts.first else {
            Issue.record("expected the card")
            return
        }
        #expect(face.typedDigits == "34")
        #expect(face.status == "Active")
    }

    @Test func activation_confirmAsksToDeactivateAnActiveCard() {
        #expect(
            CardServicePresenter.viewModel(for: state(.activation, .confirm)).prompt
                == Prompt("Deactivate Millennia? (y/n)"))
    }

    @Test func back_stepsBackInTheService_whileItHasAStepToGoBackTo() {
        let presenter = activation(at: state(.activation, .confirm))
        interactor.stepsBack = true
        #expect(presenter.goBack())
        #expect(interactor.stepBackCallCount == 1)
        #expect(disputes.backCallCount == 0)
    }

    @Test(arguments: [CardServicesState.Service.block, .activation])
    func back_atTheServicesFirstStep_leavesTheScreenThroughTheDisputesStep(service: CardServicesState.Service) {
        let presenter: any ScreenPresenter =
            service == .block
            ? block(at: state(.block, .reason), position: 0)
            : activation(at: state(.activation, .digits), position: 0)
        interactor.stepsBack = false
        #expect(presenter.goBack(), "the router moves the stack, never the shell")
        #expect(interactor.stepBackCallCount == 1)
        #expect(disputes.backCallCount == 1)
        #expect(disputes.intentCallCount == 1)
    }

    @Test func theViewModel_speaksForTheStatesService() {
        #expect(CardServicePresenter.viewModel(for: state(.block, .card)).title == "Block a card")
        #expect(CardServicePresenter.viewModel(for: state(.activation, .card)).title == "Activate or deactivate a card")
        #expect(CardServicePresenter.viewModel(for: state(.block, .reason)).options == ["Lost", "Stolen", "Damaged"])
        #expect(CardServicePresenter.viewModel(for: state(.activation, .digits)).options.isEmpty)
    }

    @Test func aNotice_inTheState_reachesTheViewModel() {
        let presenter = activation(at: state(.activation, .digits))
        var next = interactor.state.value
        next.say("Nothing changed.")
        interactor.state.send(next)
        #expect(view.last?.notice?.text == "Nothing changed.")
        #expect(view.displayed.count == 2)
        withExtendedLifetime(presenter) {}
    }
}
