import Foundation
import SwippyCore
import SwippyData
import SwippyTestSupport
import Testing

@testable import PaymentCards

@MainActor
@Suite("PaymentCards builder")
struct PaymentCardsBuilderTests {
    let repository = FakePaymentCardsRepository(Sample.walletCards(5))
    let listener = FakePaymentCardsListener()

    @Test func build_returnsALoadedCardListScreen() {
        let navigator = FakeNavigator()
        let screen = PaymentCardsBuilder(dependency: FakePaymentCardsDependency(repository: repository, pageSize: 2))
            .build(listener: listener, navigator: navigator)
        #expect(repository.cardsCallCount == 1)
        let lines = screen.render(RenderContext(width: 60))
        #expect(lines.prefix(3) == ["Payment cards", "=============", "1–2 of 5 cards · page 1 of 3"])
        #expect(screen.prompt == Prompt("Choose a card (1-5)"))
        #expect(screen.helpLines.contains("n / p    next / previous page"))
    }

    @Test func theBuiltScreen_opensCardsOnTheNavigatorItWasGiven() {
        let navigator = FakeNavigator()
        let screen = PaymentCardsBuilder(dependency: FakePaymentCardsDependency(repository: repository))
            .build(listener: listener, navigator: navigator)
        screen.handle("3")
        #expect(navigator.shown.first?.render(RenderContext(width: 60)).first == "Card 3")
    }

    @Test func theBuiltModule_isReleasedWhenPopped() {
        let navigator = Navigator()
        navigator.setRoot(StubScreen())
        let dependency = FakePaymentCardsDependency(repository: repository)
        weak var weakScreen: (any Screen)?
        weak var weakPresenter: PaymentCardsPresenter?
        weak var weakInteractor: PaymentCardsInteractor?
        do {
            let screen = PaymentCardsBuilder(dependency: dependency).build(listener: listener, navigator: navigator)
            navigator.push(screen)
            let presenter = (screen as? ModuleScreen<PaymentCardsViewModel>)?.presenter as? PaymentCardsPresenter
            weakScreen = screen
            weakPresenter = presenter
            weakInteractor = presenter.flatMap {
                Mirror(reflecting: $0).descendant("interactor") as? PaymentCardsInteractor
            }
        }
        #expect(weakScreen != nil)
        #expect(weakPresenter != nil)
        #expect(weakInteractor != nil)
        navigator.pop()
        #expect(weakScreen == nil)
        #expect(weakPresenter == nil)
        #expect(weakInteractor == nil)
    }

    @Test func cardScreensOpenedFromTheModule_areReleasedWithIt() {
        let navigator = Navigator()
        navigator.setRoot(StubScreen())
        let dependency = FakePaymentCardsDependency(repository: repository)
        weak var weakList: (any Screen)?
        weak var weakCard: (any Screen)?
        weak var weakDetails: (any Screen)?
        weak var weakCardPresenter: CardPresenter?
        do {
            let list = PaymentCardsBuilder(dependency: dependency).build(listener: listener, navigator: navigator)
            navigator.push(list)
            list.handle("1")
            navigator.top?.handle("1")
            #expect(navigator.depth == 4)
            weakList = list
            weakDetails = navigator.top
            // `b`, as the shell sends it: the screen's goBack steps back and the router pops.
            #expect(navigator.top?.goBack() == true)
            #expect(navigator.depth == 3)
            weakCard = navigator.top
            weakCardPresenter = (navigator.top as? ModuleScreen<CardViewModel>)?.presenter as? CardPresenter
        }
        #expect(weakDetails == nil)
        #expect(weakCard != nil)
        #expect(weakCardPresenter != nil)
        navigator.popToRoot()
        #expect(weakList == nil)
        #expect(weakCard == nil)
        #expect(weakCardPresenter == nil)
    }

    @Test func goingBackFromEveryScreen_popsOneScreen_andTheListLetsTheHostPop() {
        let navigator = Navigator()
        navigator.setRoot(StubScreen())
        let dependency = FakePaymentCardsDependency(repository: repository)
        weak var weakList: (any Screen)?
        weak var weakDetails: (any Screen)?
        do {
            let list = PaymentCardsBuilder(dependency: dependency).build(listener: listener, navigator: navigator)
            navigator.push(list)
            weakList = list
            list.handle("2")
            navigator.top?.handle("1")
            #expect(navigator.top?.render(RenderContext(width: 60)).first == "Card 2 · details")
            weakDetails = navigator.top
            #expect(navigator.top?.goBack() == true)
            #expect(navigator.top?.render(RenderContext(width: 60)).first == "Card 2")
            #expect(navigator.top?.goBack() == true)
            #expect(navigator.top === list)
            #expect(list.goBack() == false)
        }
        #expect(weakDetails == nil)
        navigator.pop()
        #expect(weakList == nil)
    }

    @Test func theModule_doesNotKeepItsListenerAlive() {
        let navigator = FakeNavigator()
        weak var weakListener: FakePaymentCardsListener?
        let screen: any Screen
        do {
            let temporary = FakePaymentCardsListener()
            weakListener = temporary
            screen = PaymentCardsBuilder(dependency: FakePaymentCardsDependency(repository: repository))
                .build(listener: temporary, navigator: navigator)
        }
        #expect(weakListener == nil)
        #expect(screen.revision > 0)
    }
}
