import Foundation
import SwippyCore
import SwippyData
import SwippyTestSupport
import Testing

@testable import Dispute

/// The router follows the disputes' step through one StepStack: these tests drive the real interactors'
/// intents and check the stack the router leaves on a `FakeNavigator`.
@MainActor
@Suite("Dispute router")
struct DisputeRouterTests {
    private let repository = FakeDisputeRepository()
    private let listener = FakeDisputeListener()

    private func makeRouter(
        _ navigator: any ScreenNavigating, first: DisputeState.Step = .hub
    ) -> (DisputeRouter, DisputeInteractor) {
        let disputes = DisputeInteractor(
            repository: repository, clock: ManualClock(testNow), config: TestWallet.config,
            support: TestWallet.support, zone: TestWallet.zone, first: first)
        let router = DisputeRouter(
            disputes: disputes, cards: CardServicesInteractor(repository: repository, maxWrongAttempts: 3),
            navigator: navigator, listener: listener)
        return (router, disputes)
    }

    /// A navigator holding the router's first screen, above a stand-in for the screen that opened the module.
    private func started(first: DisputeState.Step = .hub) -> (FakeNavigator, DisputeInteractor, DisputeRouter) {
        let navigator = FakeNavigator(root: StubScreen())
        let (router, disputes) = makeRouter(navigator, first: first)
        navigator.push(router.start())
        return (navigator, disputes, router)
    }

    private func title(_ screen: (any Screen)?) -> String? {
        screen?.render(RenderContext(width: 80)).first
    }

    @Test(arguments: [
        (DisputeState.Step.raise(transactionID: nil), "Raise a dispute"),
        (.myDisputes, "My disputes"),
        (.contactSupport, "Contact support"),
        (.emailSupport, "Email support"),
        (.blockCard(preset: nil), "Block a card"),
        (.cardActivation(preset: nil), "Activate or deactivate a card"),
    ])
    func openingAStep_pushesItsScreen(step: DisputeState.Step, expectedTitle: String) {
        let (navigator, disputes, router) = started()
        disputes.open(step)
        #expect(navigator.pushCount == 2)
        #expect(navigator.stack.count == 3)
        #expect(title(navigator.top) == expectedTitle)
        withExtendedLifetime(router) {}
    }

    @Test func openingADispute_pushesItsDetail_andBackPopsToTheList() {
        DisputeInteractor.make(repository).raiseDispute(on: "t-new")
        let (navigator, disputes, router) = started()
        disputes.open(.myDisputes)
        disputes.openDispute("DSP-1001")
        #expect(title(navigator.top) == "Dispute DSP-1001")
        #expect(navigator.stack.count == 4)
        disputes.back()
        #expect(navigator.popToCount == 1)
        #expect(title(navigator.top) == "My disputes")
        disputes.back()
        #expect(title(navigator.top) == "Disputes and support")
        #expect(navigator.stack.count == 2)
        #expect(listener.finishCallCount == 0)
        withExtendedLifetime(router) {}
    }

    @Test func aFlowsResult_replacesItsScreen_andBackReturnsBelowIt() {
        let (navigator, disputes, router) = started()
        disputes.open(.raise(transactionID: nil))
        disputes.raiseDispute(on: "t-new")
        #expect(navigator.replaceCount == 1)
        #expect(title(navigator.top) == "Dispute DSP-1001")
        disputes.back()
        #expect(title(navigator.top) == "Disputes and support")
        disputes.open(.contactSupport)
        disputes.open(.emailSupport)
        disputes.beginEmail()
        disputes.enterSubject("Card")
        disputes.enterBody("Please call me back.")
        disputes.answerEmail(.yes)
        #expect(navigator.replaceCount == 2)
        #expect(title(navigator.top) == "Message sent")
        disputes.back()
        #expect(title(navigator.top) == "Contact support")
        withExtendedLifetime(router) {}
    }

    @Test func stepsInsideAScreen_andLaterChangesOfAFinishedFlow_moveNothing() {
        let (navigator, disputes, router) = started()
        disputes.open(.raise(transactionID: nil))
        disputes.pickTransaction("t-new")
        disputes.chooseReason(at: 0)
        disputes.describe("")
        #expect(navigator.pushCount == 2)
        #expect(navigator.replaceCount == 0)
        disputes.answerRaise(.yes)
        disputes.loadDisputes()
        #expect(navigator.replaceCount == 1)
        #expect(navigator.pushCount == 2)
        #expect(navigator.popToCount == 0)
        withExtendedLifetime(router) {}
    }

    @Test(arguments: [
        DisputeState.Step.hub, .raise(transactionID: "t-new"), .blockCard(preset: 0), .cardActivation(preset: 0),
    ])
    func backFromTheFirstScreen_handsBackToTheHost_andMovesNothing(first: DisputeState.Step) {
        let (navigator, disputes, router) = started(first: first)
        disputes.back()
        #expect(listener.finishCallCount == 1)
        #expect(navigator.pushCount == 1, "only the host's push of the first screen")
        #expect(navigator.popCount == 0 && navigator.popToCount == 0 && navigator.replaceCount == 0)
        withExtendedLifetime(router) {}
    }

    @Test func aRaiseOpenedOnATransaction_handsBackFromItsResult() {
        let (navigator, disputes, router) = started(first: .raise(transactionID: "t-new"))
        disputes.chooseReason(at: 0)
        disputes.describe("")
        disputes.answerRaise(.yes)
        #expect(navigator.replaceCount == 1)
        #expect(title(navigator.top) == "Dispute DSP-1001")
        disputes.back()
        #expect(listener.finishCallCount == 1)
        withExtendedLifetime(router) {}
    }

    @Test func start_returnsTheFirstStepsScreen_andPushesNothing() {
        let navigator = FakeNavigator()
        #expect(title(makeRouter(navigator).0.start()) == "Disputes and support")
        #expect(makeRouter(navigator, first: .blockCard(preset: 0)).0.start().prompt == Prompt("Choose a reason (1-3)"))
        #expect(
            makeRouter(navigator, first: .cardActivation(preset: 0)).0.start().prompt
                == Prompt("Last 4 digits (0 of 4 typed)"))
        #expect(title(makeRouter(navigator, first: .raise(transactionID: "t-new")).0.start()) == "Raise a dispute")
        #expect(navigator.shown.isEmpty)
    }

    @Test func screenForStep_isOneScreenPerStep_andTheHostsForFinished() {
        #expect(DisputeRouter.screen(for: .detail(id: "DSP-1")) == .detail(id: "DSP-1"))
        #expect(DisputeRouter.screen(for: .blockCard(preset: 2)) == .blockCard(preset: 2))
        #expect(DisputeRouter.screen(for: .finished) == .host)
        #expect(DisputeRouter.isResult(.detail(id: "DSP-1"), of: .raise(transactionID: nil)))
        #expect(!DisputeRouter.isResult(.detail(id: "DSP-1"), of: .myDisputes))
        #expect(DisputeRouter.isResult(.emailSent, of: .emailSupport))
    }

    @Test func router_holdsItsNavigatorWeakly() {
        var navigator: FakeNavigator? = FakeNavigator()
        weak let weakNavigator = navigator
        let (router, disputes) = makeRouter(navigator ?? FakeNavigator())
        let first = router.start()
        navigator = nil
        #expect(weakNavigator == nil)
        disputes.open(.myDisputes)
        withExtendedLifetime(first) {}
    }

    @Test func router_holdsItsListenerWeakly() {
        var host: FakeDisputeListener? = FakeDisputeListener()
        weak let weakHost = host
        let router = DisputeRouter(
            disputes: DisputeInteractor.make(repository),
            cards: CardServicesInteractor(repository: repository, maxWrongAttempts: 3), navigator: FakeNavigator(),
            listener: host ?? FakeDisputeListener())
        host = nil
        #expect(weakHost == nil)
        withExtendedLifetime(router) {}
    }

    @Test func aScreenPoppedByBack_isFreed() {
        let (navigator, disputes, router) = started()
        weak var pushed: (any Screen)?
        do {
            disputes.open(.myDisputes)
            pushed = navigator.top
        }
        #expect(pushed != nil)
        disputes.back()
        #expect(pushed == nil)
        withExtendedLifetime(router) {}
    }

    @Test func aReplacedFlow_isFreed() {
        let (navigator, disputes, router) = started()
        weak var raise: (any Screen)?
        do {
            disputes.open(.raise(transactionID: nil))
            raise = navigator.top
            disputes.raiseDispute(on: "t-new")
        }
        #expect(raise == nil)
        #expect(title(navigator.top) == "Dispute DSP-1001")
        withExtendedLifetime(router) {}
    }
}
