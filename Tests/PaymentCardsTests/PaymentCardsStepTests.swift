import Foundation
import SwippyCore
import SwippyData
import Testing

@testable import PaymentCards

/// The intents that move between the module's screens: each changes the state's step once (the router follows).
@MainActor
@Suite("PaymentCards interactor steps")
struct PaymentCardsStepTests {
    let repository = FakePaymentCardsRepository(Sample.walletCards(5))

    private func loaded(canAddCards: Bool = false) -> PaymentCardsInteractor {
        let interactor = PaymentCardsInteractor(
            repository: repository, pageSize: 2, zone: SwippyDate.utc, canAddCards: canAddCards)
        interactor.load()
        return interactor
    }

    @Test func theModule_startsOnTheList() {
        #expect(loaded().state.value.step == .list)
    }

    @Test func openCard_showsThatCardsActions_andTheCardsPagesCarryItsPosition() {
        let interactor = loaded()
        interactor.openCard(position: 4)
        #expect(interactor.state.value.step == .card(position: 4))
        interactor.showDetails()
        #expect(interactor.state.value.step == .details(position: 4))
        #expect(interactor.back())
        interactor.showStatement()
        #expect(interactor.state.value.step == .statement(position: 4))
        #expect(interactor.state.value.step.position == 4)
    }

    @Test func detailsAndStatement_needACardsActionsFirst() {
        let interactor = loaded()
        interactor.showDetails()
        interactor.showStatement()
        #expect(interactor.state.value.step == .list)
        #expect(repository.transactionsCallCount == 0)
        interactor.openCard(position: 4)
        interactor.showDetails()
        interactor.showStatement()
        #expect(interactor.state.value.step == .details(position: 4))
    }

    @Test func back_goesOneScreenUp_andAnswersFalseOnTheList() {
        let interactor = loaded()
        interactor.openCard(position: 2)
        interactor.showStatement()
        var steps: [PaymentCardsState.Step] = []
        let token = interactor.state.observe { steps.append($0.step) }
        #expect(interactor.back())
        #expect(interactor.back())
        #expect(!interactor.back())
        #expect(steps == [.statement(position: 2), .card(position: 2), .list])
        withExtendedLifetime(token) {}
    }

    @Test func theAddCardFlow_opensOnlyWhenTheHostAllowsIt_andEndsOnTheList() {
        let refusing = loaded()
        refusing.startAddCard()
        #expect(refusing.state.value.step == .list)
        let interactor = loaded(canAddCards: true)
        interactor.startAddCard()
        #expect(interactor.state.value.step == .addCard)
        interactor.addCardDidFinish()
        #expect(interactor.state.value.step == .list)
        interactor.startAddCard()
        #expect(interactor.back())
        #expect(interactor.state.value.step == .list)
    }

    @Test func theAddCardFlowsEnd_movesNothingElsewhere() {
        let interactor = loaded(canAddCards: true)
        interactor.openCard(position: 0)
        interactor.addCardDidFinish()
        #expect(interactor.state.value.step == .card(position: 0))
    }
}
