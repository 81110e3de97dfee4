import Foundation
import SwippyCore
import SwippyData
import SwippyTestSupport
import Testing

@testable import Dispute

/// Uses the real `Navigator`, so the builder's screens meet the stack the app runs (didDisappear, popToRoot).
@MainActor
@Suite("Dispute builder")
struct DisputeBuilderTests {
    private let listener = FakeDisputeListener()

    @Test func hub_andTheScreensItOpens_deallocateWhenPopped() {
        let navigator = Navigator()
        navigator.setRoot(StubScreen())
        weak var hub: (any Screen)?
        weak var presenter: (any ScreenPresenter)?
        weak var list: (any Screen)?
        do {
            let screen = DisputeBuilder(dependency: FakeDisputeDependency()).build(
                listener: listener, navigator: navigator)
            navigator.push(screen)
            hub = screen
            presenter = (screen as? ModuleScreen<DisputeViewModel>)?.presenter
            screen.handle("2")
            list = navigator.top
        }
        #expect(navigator.depth == 3)
        #expect(hub != nil && presenter != nil && list != nil && list !== hub)
        navigator.pop()
        navigator.pop()
        #expect(navigator.isAtRoot)
        #expect(hub == nil)
        #expect(presenter == nil)
        #expect(list == nil)
    }

    @Test func aRaisedDispute_replacesTheFlowWithItsDetail_andAllIsFreedWhenPopped() {
        let navigator = Navigator()
        navigator.setRoot(StubScreen())
        weak var raise: (any Screen)?
        weak var detail: (any Screen)?
        do {
            let hub = DisputeBuilder(dependency: FakeDisputeDependency()).build(
                listener: listener, navigator: navigator)
            navigator.push(hub)
            for input in ["1", "1", "1", "1", "", "y"] { navigator.top?.handle(input) }
            detail = navigator.top
            raise = detail
        }
        #expect(navigator.depth == 3)
        #expect(detail?.render(RenderContext(width: 80)).first == "Dispute DSP-1001")
        navigator.popToRoot()
        #expect(raise == nil)
        #expect(detail == nil)
    }

    @Test func cardServiceScreens_deallocateWhenPopped() {
        let navigator = Navigator()
        navigator.setRoot(StubScreen())
        let builder = DisputeBuilder(dependency: FakeDisputeDependency())
        weak var block: (any Screen)?
        weak var activation: (any Screen)?
        do {
            let blockScreen = builder.buildBlockCard(position: 0, listener: listener, navigator: navigator)
            navigator.push(blockScreen)
            block = blockScreen
            let activationScreen = builder.buildCardActivation(position: 1, listener: listener, navigator: navigator)
            navigator.push(activationScreen)
            activation = activationScreen
        }
        #expect(block != nil && activation != nil)
        navigator.pop()
        navigator.pop()
        #expect(block == nil)
        #expect(activation == nil)
    }

    @Test func backFromTheFirstScreen_tellsTheListener_andTheHostsPopFreesTheModule() {
        let navigator = Navigator()
        navigator.setRoot(StubScreen())
        let host = PoppingListener(navigator: navigator)
        weak var hub: (any Screen)?
        weak var list: (any Screen)?
        do {
            let screen = DisputeBuilder(dependency: FakeDisputeDependency()).build(listener: host, navigator: navigator)
            navigator.push(screen)
            hub = screen
            screen.handle("2")
            list = navigator.top
            #expect(list?.goBack() == true)
            #expect(navigator.top === screen)
            #expect(screen.goBack())
        }
        #expect(host.finishCallCount == 1)
        #expect(navigator.isAtRoot)
        #expect(hub == nil)
        #expect(list == nil)
    }
}

/// A host that takes the module's last screen off when the module finishes, as the app's router does.
@MainActor
private final class PoppingListener: DisputeListener {
    private let navigator: Navigator
    private(set) var finishCallCount = 0

    init(navigator: Navigator) {
        self.navigator = navigator
    }

    func disputeDidFinish() {
        finishCallCount += 1
        navigator.pop()
    }
}
