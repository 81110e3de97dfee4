import SwippyCore
import SwippyData
import SwippyTestSupport
import Testing

@testable import Profile

@MainActor
@Suite("Profile router: follows the step")
struct ProfileRouterTests {
    let interactor = FakeProfileInteractor()
    let listener = FakeProfileListener()
    let navigator = Navigator()
    /// The flows' fake interactors, in the order the router asked for them.
    final class Flows {
        var made: [FakeProfileFlowInteractor] = []
    }
    let flows = Flows()

    init() {
        navigator.setRoot(StubScreen())
    }

    func router() -> ProfileRouter {
        let flows = flows
        return ProfileRouter(
            interactor: interactor,
            makeFlow: { kind in
                let flow = FakeProfileFlowInteractor(
                    ProfileFlowState(kind: kind, signedInUser: TestUsers.asha, userID: "u-asha", currencies: []))
                flows.made.append(flow)
                return flow
            },
            navigator: navigator, listener: listener)
    }

    func step(_ step: ProfileState.Step) {
        interactor.state.update { $0.step = step }
    }

    @Test func screenForStep_isTheOneMapping() {
        #expect(ProfileRouter.screen(for: .menu) == .profile)
        #expect(ProfileRouter.screen(for: .flow(.editEmail)) == .flow(.editEmail))
        var flow = ProfileFlowState(kind: .editName, signedInUser: nil, userID: nil, currencies: [])
        #expect(ProfileRouter.screen(for: flow) == .flow(.editName))
        flow.isFinished = true
        #expect(ProfileRouter.screen(for: flow) == .profile)
    }

    @Test func aFlowStep_pushesItsScreenWithAFreshInteractor_andTheMenuPopsBack() {
        let router = router()
        navigator.push(router.start())
        let profile = navigator.top
        step(.flow(.editEmail))
        #expect(navigator.depth == 3)
        #expect(navigator.top?.prompt.text == "New email")
        #expect(flows.made.map(\.state.value.kind) == [.editEmail])
        step(.menu)
        #expect(navigator.top === profile)
        step(.flow(.editEmail))
        #expect(flows.made.count == 2)
    }

    @Test func aFinishedFlow_popsBackToTheProfile_andIsFreed() {
        let router = router()
        navigator.push(router.start())
        let profile = navigator.top
        weak var flowScreen: (any Screen)?
        step(.flow(.editName))
        flowScreen = navigator.top
        flows.made.first?.state.update { $0.isFinished = true }
        #expect(navigator.top === profile)
        #expect(flowScreen == nil)
        #expect(listener.forgotLoginPINDoneCallCount == 0)
    }

    @Test func aFlowOnItsOwn_leavesThroughTheListenerWhenOver_andPushesNothing() {
        let screen = router().start(.flow(.forgotLoginPIN))
        navigator.push(screen)
        #expect(screen.prompt.text == "Registered mobile number")
        flows.made.first?.state.update { $0.isFinished = true }
        #expect(listener.forgotLoginPINDoneCallCount == 1)
        #expect(navigator.depth == 2)
    }

    @Test func signOut_tellsTheListener() {
        router().navigate(to: .signOut)
        #expect(listener.signOutCallCount == 1)
        #expect(navigator.depth == 1)
    }

    @Test func holdsTheListenerAndTheNavigatorWeakly() {
        var strongListener: FakeProfileListener? = FakeProfileListener()
        weak let releasedListener = strongListener
        var strongNavigator: FakeNavigator? = FakeNavigator()
        weak let releasedNavigator = strongNavigator
        let router = ProfileRouter(
            interactor: interactor,
            makeFlow: { _ in
                FakeProfileFlowInteractor(
                    ProfileFlowState(
                        kind: .editName, signedInUser: nil, userID: nil, currencies: []))
            },
            navigator: strongNavigator ?? FakeNavigator(), listener: strongListener ?? listener)
        strongListener = nil
        strongNavigator = nil
        #expect(releasedListener == nil)
        #expect(releasedNavigator == nil)
        router.navigate(to: .signOut)
    }
}
