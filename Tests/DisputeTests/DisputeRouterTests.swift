import Foundation
import SwippyCore
import SwippyData
import Testing
@testable import Dispute

@MainActor
@Suite("Dispute router")
struct DisputeRouterTests {
    private func makeRouter(_ navigator: FakeNavigator) -> DisputeRouter {
        let repository = FakeDisputeRepository()
        return DisputeRouter(
            disputes: makeDisputeInteractor(repository),
            cards: CardServicesInteractor(repository: repository, maxWrongAttempts: 3), pageSize: 6, navigator: navigator)
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
        #expect(navigator.pushCallCount == 1)
        #expect(navigator.replaceCallCount == 0)
        #expect(title(navigator.stack.last) == expectedTitle)
    }

    @Test func finishedFlows_replaceTheirScreen() {
        let navigator = FakeNavigator()
        let router = makeRouter(navigator)
        router.navigate(to: .raise)
        router.navigate(to: .raised(id: "DSP-1001"))
        router.navigate(to: .emailSent(OutboxMessage(id: "MSG-1", to: "s@x", subject: "S", body: "B", sentAt: testNow)))
        #expect(navigator.pushCallCount == 1)
        #expect(navigator.replaceCallCount == 2)
        #expect(navigator.stack.count == 1)
        #expect(title(navigator.stack.last) == "Message sent")
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
}
