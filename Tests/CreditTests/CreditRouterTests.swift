import SwippyCore
import SwippyTestSupport
import Testing

@testable import Credit

@MainActor
@Suite("Credit router and builder")
struct CreditRouterTests {
    @Test func theRouter_followsTheStep_aFlowStepPushesTheFlowScreenOnce_andTheDashboardPopsBackToIt() {
        let navigator = FakeNavigator(root: StubScreen())
        let interactor = FakeCreditInteractor()
        let router = CreditRouter(interactor: interactor, navigator: navigator)
        navigator.push(router.start())
        interactor.state.update { $0.step = .moveAccount }
        interactor.state.update { $0.step = .moveAmount }
        #expect(navigator.pushCount == 2)
        #expect(navigator.stack.count == 3)
        interactor.state.update { $0.step = .dashboard }
        #expect(navigator.stack.count == 2)
    }

    @Test func theRouter_holdsTheNavigatorWeakly() {
        weak var weakNavigator: FakeNavigator?
        let interactor = FakeCreditInteractor()
        let router: CreditRouter
        do {
            let navigator = FakeNavigator()
            weakNavigator = navigator
            router = CreditRouter(interactor: interactor, navigator: navigator)
        }
        #expect(weakNavigator == nil)
        let dashboard = router.start()
        interactor.state.update { $0.step = .moveAmount }
        #expect(interactor.state.value.step == .moveAmount)
        withExtendedLifetime(dashboard) {}
    }

    @Test func theBuiltModule_isReleasedWhenPopped_flowScreenIncluded() {
        let navigator = Navigator()
        navigator.setRoot(StubScreen())
        weak var weakDashboard: (any Screen)?
        weak var weakFlow: (any Screen)?
        do {
            let screen = CreditBuilder(dependency: FakeCreditDependency()).build(navigator: navigator)
            navigator.push(screen)
            weakDashboard = screen
            screen.handle("4")
            weakFlow = navigator.top
        }
        #expect(weakFlow != nil && weakFlow !== weakDashboard)
        navigator.popToRoot()
        #expect(weakDashboard == nil)
        #expect(weakFlow == nil)
    }

    @Test func theBuiltDashboard_rendersTheLines() {
        let screen = CreditBuilder(dependency: FakeCreditDependency()).build(navigator: FakeNavigator())
        let lines = screen.render(RenderContext(width: 80))
        #expect(lines.first == "Credit line")
        #expect(lines.contains { $0.contains("Millennia Credit Card ••3456") && $0.contains("₹99,757.67") })
        #expect(screen.prompt == Prompt("Choose an option (1-5)"))
    }
}
