import Foundation
import SwippyCore
import SwippyData
import SwippyTestSupport
import Testing

@testable import Dispute

@MainActor
@Suite("Dispute router")
struct DisputeRouterTests {
    private let repository = FakeDisputeRepository()
    private let disputes: DisputeInteractor

    init() {
        disputes = DisputeInteractor.make(repository)
    }

    private func makeRouter(_ navigator: any ScreenNavigating) -> DisputeRouter {
        DisputeRouter(
            disputes: disputes, cards: CardServicesInteractor(repository: repository, maxWrongAttempts: 3),
            navigator: navigator)
    }

    private func title(_ screen: (any Screen)?) -> String? {
        screen?.render(RenderContext(width: 80)).first
    }

    @Test(arguments: [
        (DisputeDestination.raise, "Raise a dispute"),
        (.myDisputes, "My disputes"),
        (.disputeDetail(id: "DSP-9"), "Dispute DSP-9"),
        (.contactSupport, "Contact support"),
        (.emailSupport, "Email support"),
        (.blockCard, "Block a card"),
        (.cardActivation, "Activate or deactivate a card"),
    ])
    func pushDestinations_pushTheirScreen(destination: DisputeDestination, expectedTitle: String) {
        let navigator = FakeNavigator()
        makeRouter(navigator).navigate(to: destination)
        #expect(navigator.pushCount == 1)
        #expect(navigator.replaceCount == 0)
        #expect(title(navigator.top) == expectedTitle)
    }

    @Test func finishedFlows_replaceTheirScreen_followingTheState() {
        let navigator = FakeNavigator()
        let router = makeRouter(navigator)
        let hub = router.start(.hub)
        router.navigate(to: .raise)
        disputes.raiseDispute(on: "t-new")
        #expect(navigator.replaceCount == 1)
        #expect(title(navigator.top) == "Dispute DSP-1001")
        router.navigate(to: .emailSupport)
        disputes.enterSubject("Card")
        disputes.enterBody("Please call me back.")
        disputes.answerEmail(.yes)
        #expect(navigator.pushCount == 2)
        #expect(navigator.replaceCount == 2)
        #expect(title(navigator.top) == "Message sent")
        withExtendedLifetime(hub) {}
    }

    @Test func stepsWithoutAScreenOfTheirOwn_andLaterChangesOfAFinishedFlow_moveNothing() {
        let navigator = FakeNavigator()
        let router = makeRouter(navigator)
        let hub = router.start(.hub)
        router.navigate(to: .raise)
        disputes.pickTransaction("t-new")
        disputes.chooseReason(at: 0)
        #expect(navigator.replaceCount == 0)
        disputes.describe("")
        disputes.answerRaise(.yes)
        #expect(navigator.replaceCount == 1)
        disputes.loadDisputes()
        #expect(navigator.replaceCount == 1)
        #expect(navigator.pushCount == 1)
        withExtendedLifetime(hub) {}
    }

    @Test func start_returnsTheEntryScreen_andPushesNothing() {
        let navigator = FakeNavigator()
        let router = makeRouter(navigator)
        #expect(title(router.start(.hub)) == "Disputes and support")
        #expect(router.start(.blockCard(position: 0)).prompt == Prompt("Choose a reason (1-3)"))
        #expect(router.start(.cardActivation(position: 0)).prompt == Prompt("Last 4 digits (0 of 4 typed)"))
        #expect(title(router.start(.raise(transactionID: "t-new"))) == "Raise a dispute")
        #expect(navigator.shown.isEmpty)
    }

    @Test func router_holdsItsNavigatorWeakly() {
        var navigator: FakeNavigator? = FakeNavigator()
        weak let weakNavigator = navigator
        let router = makeRouter(navigator ?? FakeNavigator())
        navigator = nil
        #expect(weakNavigator == nil)
        router.navigate(to: .raise)
    }

    @Test func aPoppedScreen_isFreed() {
        let navigator = FakeNavigator(root: StubScreen())
        let router = makeRouter(navigator)
        weak var pushed: (any Screen)?
        do {
            router.navigate(to: .myDisputes)
            pushed = navigator.top
        }
        #expect(pushed != nil)
        navigator.pop()
        #expect(pushed == nil)
        #expect(navigator.shown.isEmpty)
    }

    @Test func aReplacedFlow_isFreed() {
        let navigator = FakeNavigator(root: StubScreen())
        let router = makeRouter(navigator)
        weak var raise: (any Screen)?
        let hub = router.start(.hub)
        do {
            router.navigate(to: .raise)
            raise = navigator.top
            disputes.raiseDispute(on: "t-new")
        }
        withExtendedLifetime(hub) {}
        #expect(raise == nil)
        #expect(navigator.replaceCount == 1)
        #expect(title(navigator.top) == "Dispute DSP-1001")
    }
}
