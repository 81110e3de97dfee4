import SwippyCore
import SwippyTestSupport
import Testing
@testable import Exchange

@MainActor
@Suite("Exchange builder")
struct ExchangeBuilderTests {
    let dependency = FakeExchangeDependency(repository: FakeExchangeRepository(items: ["First", "Second"]))
    let listener = FakeExchangeListener()

    @Test func build_returnsALoadedScreen() {
        let screen = ExchangeBuilder(dependency: dependency).build(listener: listener, navigator: FakeNavigator())
        #expect(screen.render(RenderContext(width: 40)).suffix(2) == ["  1. First", "  2. Second"])
        #expect(screen.prompt == Prompt("Choose an item (1-2)"))
        #expect(screen.helpLines == ["A number chooses that item.", "r        reload the items"])
    }

    @Test func choosingAnItem_popsTheScreenReleasesItAndTellsTheListener() {
        let navigator = Navigator()
        navigator.setRoot(StubScreen())
        weak var weakScreen: (any Screen)?
        do {
            let screen = ExchangeBuilder(dependency: dependency).build(listener: listener, navigator: navigator)
            navigator.push(screen)
            weakScreen = screen
            screen.handle("2")
        }
        #expect(navigator.isAtRoot)
        #expect(weakScreen == nil)
        #expect(listener.chosenItems == ["Second"])
    }

    @Test func aReload_isSaidOnceEachTime() {
        let screen = ExchangeBuilder(dependency: dependency).build(listener: listener, navigator: FakeNavigator())
        #expect(screen.takeNotices().isEmpty)
        screen.handle("r")
        #expect(screen.takeNotices() == ["The items are up to date."])
        screen.handle("r")
        #expect(screen.takeNotices() == ["The items are up to date."])
    }

    @Test func theScreen_isReleasedWhenPopped() {
        let navigator = Navigator()
        navigator.setRoot(StubScreen())
        weak var weakScreen: (any Screen)?
        do {
            let screen = ExchangeBuilder(dependency: dependency).build(listener: listener, navigator: navigator)
            navigator.push(screen)
            weakScreen = screen
        }
        #expect(weakScreen != nil)
        navigator.pop()
        #expect(weakScreen == nil)
    }

    @Test func theModule_doesNotKeepItsListenerAlive() {
        weak var weakListener: FakeExchangeListener?
        let screen: any Screen
        do {
            let listener = FakeExchangeListener()
            weakListener = listener
            screen = ExchangeBuilder(dependency: dependency).build(listener: listener, navigator: FakeNavigator())
        }
        #expect(weakListener == nil)
        #expect(screen.revision > 0)
    }
}
