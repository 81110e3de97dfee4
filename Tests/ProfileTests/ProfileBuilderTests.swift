import SwippyCore
import SwippyData
import SwippyTestSupport
import Testing

@testable import Profile

@MainActor
@Suite("Profile builder: whole modules, wired")
struct ProfileBuilderTests {
    let dependency = FakeProfileDependency()
    let listener = FakeProfileListener()

    @Test func profileAndFlow_deallocateWhenPopped() {
        let navigator = Navigator()
        navigator.setRoot(StubScreen())
        weak var profile: (any Screen)?
        weak var flow: (any Screen)?
        navigator.push(ProfileBuilder(dependency: dependency).build(listener: listener, navigator: navigator))
        profile = navigator.top
        profile?.handle("2")
        flow = navigator.top
        #expect(navigator.depth == 3)
        navigator.pop()
        #expect(flow == nil)
        #expect(profile != nil)
        navigator.pop()
        #expect(profile == nil)
    }

    @Test func savedFlow_isClosedAndTheProfileShowsTheChange() {
        let navigator = Navigator()
        let profile = ProfileBuilder(dependency: dependency).build(listener: listener, navigator: navigator)
        navigator.setRoot(profile)
        profile.handle("1")
        let flow = navigator.top
        flow?.handle("Asha R. Rao")
        #expect(flow?.takeNotices() == ["Name changed to Asha R. Rao."])
        #expect(navigator.depth == 1)
        #expect(profile.render(RenderContext(width: 60)).contains("  Name           Asha R. Rao"))
    }

    @Test func colour_isSaidOnceWithTheNewValue() {
        let profile = ProfileBuilder(dependency: dependency).build(listener: listener, navigator: FakeNavigator())
        profile.handle("8")
        #expect(profile.takeNotices() == ["Colour is off."])
        #expect(profile.render(RenderContext(width: 60)).contains("  Colour         Off"))
    }

    @Test func forgotLoginPINAlone_tellsTheListenerWhenDone_andIsFreedWhenPopped() {
        dependency.repository.signedInID = nil
        let navigator = FakeNavigator(root: StubScreen())
        weak var flow: (any Screen)?
        do {
            let screen = ProfileBuilder(dependency: dependency).buildForgotLoginPIN(
                listener: listener, navigator: navigator)
            flow = screen
            navigator.push(screen)
            for input in ["9876543210", "asha@example.in", "482913", "2580", "2580"] { screen.handle(input) }
            #expect(screen.takeNotices().last == "Login PIN changed.")
        }
        #expect(listener.forgotLoginPINDoneCallCount == 1)
        #expect(navigator.popCount == 0)
        #expect(dependency.repository.wallet.user("u-asha")?.loginPIN.matches("2580") == true)
        navigator.pop()
        #expect(flow == nil)
    }
}
