import Foundation
import SwippyCore
import SwippyData
import Testing
@testable import Dispute

@MainActor
@Suite("Dispute builder")
struct DisputeBuilderTests {
    @Test func hub_andTheScreensItOpens_deallocateWhenPopped() throws {
        let navigator = Navigator()
        let root = DisputeBuilder(dependency: FakeDependency()).build(navigator: navigator)
        navigator.setRoot(root)
        let dependency = FakeDependency()
        weak var hub: (any Screen)?
        weak var presenter: (any ScreenPresenter)?
        weak var detail: (any Screen)?
        do {
            let screen = DisputeBuilder(dependency: dependency).build(navigator: navigator)
            navigator.push(screen)
            hub = screen
            presenter = (screen as? ModuleScreen<DisputeViewModel>)?.presenter
            screen.handle("2")
            detail = navigator.top
        }
        #expect(navigator.depth == 3)
        #expect(hub != nil && presenter != nil && detail != nil && detail !== hub)
        navigator.pop()
        navigator.pop()
        #expect(navigator.isAtRoot)
        #expect(hub == nil)
        #expect(presenter == nil)
        #expect(detail == nil)
    }

    @Test func cardServiceScreens_deallocateWhenPopped() {
        let navigator = Navigator()
        navigator.setRoot(DisputeBuilder(dependency: FakeDependency()).build(navigator: navigator))
        let builder = DisputeBuilder(dependency: FakeDependency())
        weak var block: (any Screen)?
        weak var activation: (any Screen)?
        do {
            let blockScreen = builder.buildBlockCard(position: 0, navigator: navigator)
            navigator.push(blockScreen)
            block = blockScreen
            let activationScreen = builder.buildCardActivation(position: 1, navigator: navigator)
            navigator.push(activationScreen)
            activation = activationScreen
        }
        #expect(block != nil && activation != nil)
        navigator.pop()
        navigator.pop()
        #expect(block == nil)
        #expect(activation == nil)
    }
}
