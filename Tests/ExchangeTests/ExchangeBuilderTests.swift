import SwippyCore
import SwippyTestSupport
import Testing

@testable import Exchange

@MainActor
@Suite("Exchange builder: the hub and its screens, wired and released")
struct ExchangeBuilderTests {
    let dependency = FakeExchangeDependency()
    let listener = FakeExchangeListener()

    @Test func build_returnsTheLoadedHub() {
        let screen = ExchangeBuilder(dependency: dependency).build(listener: listener, navigator: FakeNavigator())
        let lines = screen.render(RenderContext(width: 60))
        #expect(lines.contains("  1. Rates against INR"))
        #expect(screen.prompt == Prompt("Choose an option (1-5)"))
    }

    @Test func choosingABase_throughThePicker_savesItGoesBackToTheHubAndTellsTheListener() {
        let navigator = Navigator()
        navigator.setRoot(StubScreen())
        weak var weakPicker: (any Screen)?
        let hub = ExchangeBuilder(dependency: dependency).build(listener: listener, navigator: navigator)
        navigator.push(hub)
        do {
            hub.handle("5")
            weakPicker = navigator.top
            navigator.top?.handle("eur")
        }
        #expect(navigator.top === hub)
        #expect(weakPicker == nil)
        #expect(dependency.repository.savedBases == ["EUR"])
        #expect(listener.bases == ["EUR"])
        #expect(hub.render(RenderContext(width: 60)).contains("  1. Rates against EUR"))
    }

    @Test func theRatesTable_opensAChart_andEveryPoppedScreenIsReleased() {
        let navigator = Navigator()
        navigator.setRoot(StubScreen())
        let hub = ExchangeBuilder(dependency: dependency).build(listener: listener, navigator: navigator)
        navigator.push(hub)
        weak var weakRates: (any Screen)?
        weak var weakChart: (any Screen)?
        do {
            hub.handle("1")
            weakRates = navigator.top
            navigator.top?.handle("jpy")
            weakChart = navigator.top
        }
        #expect(weakChart?.render(RenderContext(width: 60)).first == "INR per 1 JPY")
        navigator.pop()
        navigator.pop()
        #expect(weakChart == nil)
        #expect(weakRates == nil)
        #expect(navigator.top === hub)
    }

    @Test func theHub_andEveryScreenOverIt_areReleasedWhenPopped() {
        let navigator = Navigator()
        navigator.setRoot(StubScreen())
        weak var weakHub: (any Screen)?
        weak var weakConverter: (any Screen)?
        do {
            let hub = ExchangeBuilder(dependency: dependency).build(listener: listener, navigator: navigator)
            weakHub = hub
            navigator.push(hub)
            hub.handle("3")
            weakConverter = navigator.top
        }
        #expect(weakConverter?.render(RenderContext(width: 60)).first == "Converter")
        navigator.popToRoot()
        #expect(weakConverter == nil)
        #expect(weakHub == nil)
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
