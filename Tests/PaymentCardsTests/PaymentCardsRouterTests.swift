import Foundation
import SwippyCore
import SwippyData
import SwippyTestSupport
import Testing

@testable import PaymentCards

@MainActor
@Suite("PaymentCards router: the stack follows the state's step")
struct PaymentCardsRouterTests {
    let interactor = FakePaymentCardsInteractor(
        cards: [
            WalletCard(
                position: 4,
                card: Sample.card(
                    "Millennia", due: Sample.due("242.33", .pending("due in 6 days")),
                    actions: [.viewDetails, .payNow, .viewLastStatement])),
            WalletCard(position: 5, card: Sample.card("Regalia", actions: [.viewDetails])),
        ])
    let navigator = FakeNavigator(root: StubScreen())
    let listener = FakePaymentCardsListener()

    /// A started router whose list the host pushed; `makeAddCard` counts into `flows`.
    private func started(addCards flows: AddCardFlows? = nil) -> PaymentCardsRouter {
        let router = PaymentCardsRouter(
            interactor: interactor, navigator: navigator, listener: listener, makeAddCard: flows.map { $0.make })
        navigator.push(router.start())
        return router
    }

    private var titles: [String] {
        navigator.stack.dropFirst().map { $0.render(RenderContext(width: 60)).first ?? "" }
    }

    private func step(_ step: PaymentCardsState.Step) {
        interactor.publish { $0.step = step }
    }

    @Test func start_returnsTheList_andPushesNothingItself() {
        let router = started()
        #expect(titles == ["Payment cards"])
        #expect(navigator.pushCount == 1)
        #expect(PaymentCardsRouter.screen(for: interactor.state.value.step) == .list)
        withExtendedLifetime(router) {}
    }

    @Test func aCardsSteps_pushItsScreens_inOrder() {
        let router = started()
        step(.card(position: 4))
        #expect(titles == ["Payment cards", "Millennia"])
        step(.details(position: 4))
        #expect(titles.count == 3)
        #expect(titles.last == "Millennia · details")
        #expect(navigator.pushCount == 3)
        step(.card(position: 4))
        #expect(titles == ["Payment cards", "Millennia"])
        #expect(navigator.popToCount == 1)
        withExtendedLifetime(router) {}
    }

    @Test func stepsBack_popToTheScreenShownLowerDown_andFreeTheScreensAbove() {
        let router = started()
        step(.card(position: 4))
        step(.statement(position: 4))
        weak let statement = navigator.top
        step(.card(position: 4))
        #expect(statement == nil)
        step(.list)
        #expect(titles == ["Payment cards"])
        #expect(navigator.popToCount == 2)
        step(.card(position: 5))
        #expect(titles == ["Payment cards", "Regalia"], "another card is a fresh screen")
        withExtendedLifetime(router) {}
    }

    @Test func aChangeBesidesTheStep_movesNothing() {
        let router = started()
        step(.card(position: 4))
        interactor.publish { $0.notice = Notice("Cards reloaded.", after: nil) }
        interactor.publish { $0.cards.removeLast() }
        #expect(navigator.pushCount == 2)
        #expect(navigator.popToCount == 0)
        withExtendedLifetime(router) {}
    }

    @Test func theAddCardStep_pushesAFreshFlowEachVisit_andTheListStepPopsIt() {
        let flows = AddCardFlows()
        let router = started(addCards: flows)
        step(.addCard)
        #expect(flows.made == 1)
        #expect(navigator.top?.prompt == Prompt("Card number"))
        weak let flow = navigator.top
        step(.list)
        #expect(flow == nil)
        #expect(titles == ["Payment cards"])
        step(.addCard)
        #expect(flows.made == 2)
        #expect(navigator.stack.count == 3)
        withExtendedLifetime(router) {}
    }

    @Test func theAddCardStep_withoutAFactory_pushesNothing() {
        let router = started()
        step(.addCard)
        #expect(navigator.pushCount == 1)
        withExtendedLifetime(router) {}
    }

    @Test func leaving_handsTheWalletCardToTheListener_andMovesNothing() {
        let router = started()
        router.navigate(to: .payment(position: 4))
        router.navigate(to: .blockCard(position: 5))
        router.navigate(to: .activation(position: 4))
        #expect(listener.requestedCards.map(\.card.title) == ["Millennia"])
        #expect(listener.blockRequests.map(\.position) == [5])
        #expect(listener.activationRequests.map(\.position) == [4])
        #expect(navigator.pushCount == 1)
    }

    @Test func leavingWithACardThatIsGone_asksNothing() {
        let router = started()
        router.navigate(to: .payment(position: 9))
        router.navigate(to: .blockCard(position: 9))
        router.navigate(to: .activation(position: 9))
        #expect(listener.requestedCards.isEmpty)
        #expect(listener.blockRequests.isEmpty)
        #expect(listener.activationRequests.isEmpty)
    }

    @Test func aCardScreen_leavesThroughThisRouter() {
        let router = started()
        step(.card(position: 4))
        navigator.top?.handle("2")
        navigator.top?.handle("4")
        #expect(listener.requestedCards.map(\.position) == [4])
        #expect(listener.blockRequests.map(\.position) == [4])
        #expect(navigator.pushCount == 2)
        withExtendedLifetime(router) {}
    }

    @Test func theTrace_showsEachFollow_andEachWayOut() {
        let router = started()
        let lines = Trace.capture {
            step(.card(position: 4))
            router.navigate(to: .payment(position: 4))
        }
        let routerLines = lines.filter { $0.hasPrefix("router") }.map { $0.split(separator: " ", maxSplits: 1)[1] }
        #expect(
            routerLines.map { $0.trimmingCharacters(in: .whitespaces) } == [
                "PaymentCards.PaymentCardsRouter follows .card(4)",
                "PaymentCards.PaymentCardsRouter navigate(to: .payment(4))",
            ])
    }

    @Test func theRouter_holdsListenerAndNavigatorWeakly() {
        weak var weakListener: FakePaymentCardsListener?
        weak var weakNavigator: FakeNavigator?
        let router: PaymentCardsRouter
        do {
            let listener = FakePaymentCardsListener()
            let navigator = FakeNavigator()
            weakListener = listener
            weakNavigator = navigator
            router = PaymentCardsRouter(interactor: interactor, navigator: navigator, listener: listener)
            _ = router.start()
        }
        #expect(weakListener == nil)
        #expect(weakNavigator == nil)
        router.navigate(to: .payment(position: 4))
        step(.card(position: 4))
    }
}

/// The add-card factory a Builder hands the router: counts the flows it made.
@MainActor
final class AddCardFlows {
    private(set) var made = 0

    func make() -> any AddCardInteracting {
        made += 1
        return FakeAddCardInteractor()
    }
}
