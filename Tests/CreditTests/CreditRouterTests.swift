import SwippyCore
import SwippyTestSupport
import Testing

@testable import Credit

@MainActor
@Suite("Credit router and builder")
struct CreditRouterTests {
    let home = StubScreen()
    let navigator: FakeNavigator
    let interactor = FakeCreditInteractor()
    let router: CreditRouter

    init() {
        navigator = FakeNavigator(root: home)
        router = CreditRouter(interactor: interactor, navigator: navigator)
    }

    /// The router started over the fake interactor, its dashboard pushed by the host.
    private func started() -> any Screen {
        let dashboard = router.start()
        navigator.push(dashboard)
        return dashboard
    }

    @Test func theDashboardStep_isTheDashboard_andEveryOtherStepTheFlowScreen() {
        let flow: [CreditState.Step] = [
            .moveCard, .moveAccount, .moveAmount, .moveConfirm, .movePIN, .moveResult, .loan(.amount), .loanReview,
            .loanResult, .calculator(.rate), .calculatorResult, .applications,
        ]
        #expect(CreditRouter.screen(for: .dashboard) == .dashboard)
        #expect(flow.allSatisfy { CreditRouter.screen(for: $0) == .flow })
    }

    @Test func start_returnsTheDashboard_andPushesNothing() {
        let dashboard = router.start()
        #expect(dashboard is ModuleScreen<DashboardViewModel>)
        #expect(navigator.pushCount == 0)
    }

    @Test func aFlowStep_pushesTheFlowScreenOnce_andTheDashboardPopsBackToIt() {
        let dashboard = started()
        interactor.state.update { $0.step = .moveAccount }
        interactor.state.update { $0.step = .moveAmount }
        #expect(navigator.pushCount == 2)
        #expect(navigator.stack.count == 3)
        #expect(navigator.top is ModuleScreen<FlowViewModel>)
        interactor.state.update { $0.step = .dashboard }
        #expect(navigator.stack.count == 2)
        #expect(navigator.top === dashboard)
    }

    @Test func aFlowScreenTheShellPopped_isPushedAgainForTheNextFlow() {
        let dashboard = started()
        interactor.state.update { $0.step = .applications }
        navigator.pop(to: dashboard)
        interactor.state.update { $0.step = .dashboard }
        interactor.state.update { $0.step = .calculator(.amount) }
        #expect(navigator.pushCount == 3)
        #expect(navigator.stack.count == 3)
    }

    @Test func theRouter_holdsTheNavigatorWeakly() {
        weak var weakNavigator: FakeNavigator?
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
