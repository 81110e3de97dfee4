import SwippyCore
import SwippyTestSupport
import Testing

@testable import Home

/// The builder's menu: wired to the repository and the listener, and freed with everything it owns when popped.
@MainActor
@Suite("Home builder")
struct HomeBuilderTests {
    @Test func theMenu_greets_handsAChoiceToTheListener_andIsFreedWhenPopped() {
        let navigator = FakeNavigator(root: StubScreen("Before"))
        let listener = FakeHomeListener()
        let builder = HomeBuilder(dependency: FakeHomeDependency(FakeHomeRepository(userName: "Asha Rao")))
        weak var released: (any Screen)?
        do {
            let screen = builder.build(
                entries: HomeFixture.entries, shellWords: HomeFixture.shellWords, listener: listener,
                navigator: navigator)
            navigator.push(screen)
            #expect(screen.render(RenderContext(width: 80)).contains("Hello, Asha Rao."))
            #expect(screen.completionWords.suffix(4) == ["back", "help", "home", "quit"])
            screen.handle("1")
            released = screen
        }
        #expect(listener.chosen == ["cards"])
        #expect(released != nil)
        navigator.pop()
        #expect(released == nil)
    }
}
