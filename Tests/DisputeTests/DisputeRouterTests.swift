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

    private func makeRouter(_ navigator: any ScreenNavigating) -> DisputeRouter {
        DisputeRouter(
            disputes: DisputeInteractor.make(repository),
            cards: CardServicesInteractor(repository: repository, maxWrongAttempts: 3), navigator: navigator)
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

    @Test func finishedFlows_replaceTheirScreen() {
        let navigator = FakeNavigator()
        let router = makeRouter(navigator)
        router.navigate(to: .raise)
        router.navigate(to: .raiseStep(.raised(id: "DSP-1001")))
        router.navigate(to: .emailStep(.sent(OutboxMessage(id: "MSG-1", to: "s@x", subject: "S", body: "B", sentAt: testNow))))
        #expect(navigator.pushCount == 1)
        #expect(navigator.replaceCount == 2)
        #expect(navigator.stack.count == 1)
        #expect(title(navigator.top) == "Message sent")
    }

    @Test(arguments: [DisputeDestination.raiseStep(.confirm), .raiseStep(.description), .emailStep(.body), .emailStep(.confirm)])
    func stepsWithoutAScreenOfTheirOwn_goNowhere(destination: DisputeDestination) {
        let navigator = FakeNavigator()
        makeRouter(navigator).navigate(to: destination)
        #expect(navigator.shown.isEmpty)
    }

    @Test func presetCardScreens_startAtTheirSecondStep() {
        let router = makeRouter(FakeNavigator())
        #expect(router.blockCardScreen(position: 0).prompt == Prompt("Choose a reason (1-3)"))
        #expect(router.activationScreen(position: 0).prompt == Prompt("Last 4 digits (0 of 4 typed)"))
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
        do {
            router.navigate(to: .raise)
            raise = navigator.top
            router.navigate(to: .raiseStep(.raised(id: "DSP-1001")))
        }
        #expect(raise == nil)
        #expect(navigator.replaceCount == 1)
        #expect(title(navigator.top) == "Dispute DSP-1001")
    }
}
