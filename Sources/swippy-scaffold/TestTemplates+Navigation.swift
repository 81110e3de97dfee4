extension TestTemplates {
    static func routerTests(_ m: ModuleName) -> String {
        #"""
        import SwippyCore
        import SwippyTestSupport
        import Testing
        @testable import \#(m.name)

        @MainActor
        @Suite("\#(m.name) router")
        struct \#(m.name)RouterTests {
            let navigator = FakeNavigator(root: StubScreen())
            let listener = Fake\#(m.name)Listener()
            let interactor = Fake\#(m.name)Interactor()

            @Test func start_returnsTheScreen_andPushesNothing() {
                let screen = \#(m.name)Router(interactor: interactor, navigator: navigator, listener: listener).start()
                #expect(screen.prompt == Prompt())
                #expect(interactor.loadCallCount == 1)
                #expect(navigator.pushCount == 0)
            }

            @Test func theChosenStep_popsTheScreenAndTellsTheListener() {
                let router = \#(m.name)Router(interactor: interactor, navigator: navigator, listener: listener)
                navigator.push(router.start())
                interactor.state.update { $0.step = .chosen("Second") }
                #expect(navigator.popCount == 1)
                #expect(navigator.stack.count == 1)
                #expect(listener.chosenItems == ["Second"])
            }

            @Test func otherChanges_goNowhere() {
                let router = \#(m.name)Router(interactor: interactor, navigator: navigator, listener: listener)
                navigator.push(router.start())
                interactor.state.update { $0.items = ["First"] }
                #expect(navigator.popCount == 0)
                #expect(listener.chosenItems.isEmpty)
            }

            @Test func theRouter_holdsNavigatorAndListenerWeakly() {
                weak var weakNavigator: FakeNavigator?
                weak var weakListener: Fake\#(m.name)Listener?
                let screen: any Screen
                do {
                    let navigator = FakeNavigator()
                    let listener = Fake\#(m.name)Listener()
                    weakNavigator = navigator
                    weakListener = listener
                    screen = \#(m.name)Router(interactor: interactor, navigator: navigator, listener: listener).start()
                }
                #expect(weakNavigator == nil)
                #expect(weakListener == nil)
                interactor.state.update { $0.step = .chosen("First") }
                #expect(screen.render(RenderContext(width: 40)).first == "\#(m.name)", "following on, nothing to pop")
            }
        }

        """#
    }

    static func builderTests(_ m: ModuleName) -> String {
        #"""
        import SwippyCore
        import SwippyTestSupport
        import Testing
        @testable import \#(m.name)

        @MainActor
        @Suite("\#(m.name) builder")
        struct \#(m.name)BuilderTests {
            let dependency = Fake\#(m.name)Dependency(repository: Fake\#(m.name)Repository(items: ["First", "Second"]))
            let listener = Fake\#(m.name)Listener()

            @Test func build_returnsALoadedScreen() {
                let screen = \#(m.name)Builder(dependency: dependency)
                    .build(listener: listener, navigator: FakeNavigator())
                #expect(screen.render(RenderContext(width: 40)).suffix(2) == ["  1. First", "  2. Second"])
                #expect(screen.prompt == Prompt("Choose an item (1-2)"))
                #expect(screen.helpLines == ["A number chooses that item.", "r        reload the items"])
            }

            @Test func choosingAnItem_popsTheScreenReleasesItAndTellsTheListener() {
                let navigator = Navigator()
                navigator.setRoot(StubScreen())
                weak var weakScreen: (any Screen)?
                do {
                    let screen = \#(m.name)Builder(dependency: dependency)
                        .build(listener: listener, navigator: navigator)
                    navigator.push(screen)
                    weakScreen = screen
                    screen.handle("2")
                }
                #expect(navigator.isAtRoot)
                #expect(weakScreen == nil)
                #expect(listener.chosenItems == ["Second"])
            }

            @Test func aReload_isSaidOnceEachTime() {
                let screen = \#(m.name)Builder(dependency: dependency)
                    .build(listener: listener, navigator: FakeNavigator())
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
                    let screen = \#(m.name)Builder(dependency: dependency)
                        .build(listener: listener, navigator: navigator)
                    navigator.push(screen)
                    weakScreen = screen
                }
                #expect(weakScreen != nil)
                navigator.pop()
                #expect(weakScreen == nil)
            }

            @Test func theModule_doesNotKeepItsListenerAlive() {
                weak var weakListener: Fake\#(m.name)Listener?
                let screen: any Screen
                do {
                    let listener = Fake\#(m.name)Listener()
                    weakListener = listener
                    screen = \#(m.name)Builder(dependency: dependency)
                        .build(listener: listener, navigator: FakeNavigator())
                }
                #expect(weakListener == nil)
                #expect(screen.revision > 0)
            }
        }

        """#
    }
}
