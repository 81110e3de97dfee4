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

            /// Pushes the list screen, which holds its presenter and so the router.
            private func start() {
                let router = \#(m.name)Router(interactor: interactor, navigator: navigator, listener: listener)
                navigator.push(router.start())
            }

            @Test func start_returnsTheListScreen_andPushesNothing() {
                let screen = \#(m.name)Router(interactor: interactor, navigator: navigator, listener: listener).start()
                #expect(screen.render(RenderContext(width: 40)).first == "\#(m.title)")
                #expect(interactor.loadCallCount == 1)
                #expect(navigator.pushCount == 0)
            }

            @Test func theDetailStep_pushesTheDetailScreenOnce() {
                start()
                interactor.state.update { $0.items = \#(m.name)Samples.items(3) }
                interactor.state.update { $0.step = .detail(1) }
                interactor.state.update { $0.notice = Notice("Said.", after: nil) }
                #expect(navigator.pushCount == 2)
                #expect(navigator.top?.render(RenderContext(width: 40)).first == "Item 2")
            }

            @Test func theListStep_popsBackToTheList() {
                start()
                let list = navigator.top
                interactor.state.update { $0.items = \#(m.name)Samples.items(3) }
                interactor.state.update { $0.step = .detail(0) }
                interactor.state.update { $0.step = .list }
                #expect(navigator.popToCount == 1)
                #expect(navigator.top === list)
            }

            @Test func theClosedStep_tellsTheListener_andLeavesTheStackToIt() {
                start()
                interactor.state.update { $0.step = .closed }
                #expect(listener.closeCount == 1)
                #expect(navigator.popCount == 0)
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
                interactor.state.update { $0.step = .closed }
                #expect(screen.render(RenderContext(width: 40)).first == "\#(m.title)", "following on, no one to tell")
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
            let dependency = Fake\#(m.name)Dependency(
                repository: Fake\#(m.name)Repository(items: \#(m.name)Samples.items(7)))
            let listener = Fake\#(m.name)Listener()
            let navigator = Navigator()

            init() {
                navigator.setRoot(StubScreen())
            }

            @Test func build_returnsTheLoadedList() {
                let screen = \#(m.name)Builder(dependency: dependency).build(listener: listener, navigator: navigator)
                #expect(screen.render(RenderContext(width: 40)).contains("  1–5 of 7 items · page 1 of 2"))
                #expect(screen.prompt == Prompt("Choose an item (1-7)"))
            }

            @Test func theHostsPageSize_pagesTheList() {
                let fitted = Fake\#(m.name)Dependency(
                    repository: Fake\#(m.name)Repository(items: \#(m.name)Samples.items(7)), pageSize: 3)
                let screen = \#(m.name)Builder(dependency: fitted).build(listener: listener, navigator: navigator)
                #expect(screen.render(RenderContext(width: 40)).contains("  1–3 of 7 items · page 1 of 3"))
            }

            @Test func anItem_opensItsDetail_andBackReturnsToTheList_releasingTheDetail() {
                let list = \#(m.name)Builder(dependency: dependency).build(listener: listener, navigator: navigator)
                navigator.push(list)
                weak var weakDetail: (any Screen)?
                do {
                    list.handle("7")
                    weakDetail = navigator.top
                    #expect(weakDetail?.render(RenderContext(width: 40)).first == "Item 7")
                    #expect(navigator.top?.goBack() == true)
                }
                #expect(navigator.top === list)
                #expect(weakDetail == nil)
                #expect(list.takeNotices().isEmpty)
            }

            @Test func leavingTheList_tellsTheListener() {
                let list = \#(m.name)Builder(dependency: dependency).build(listener: listener, navigator: navigator)
                navigator.push(list)
                #expect(list.goBack())
                #expect(listener.closeCount == 1)
            }

            @Test func theModule_isReleasedWhenPopped() {
                weak var weakList: (any Screen)?
                weak var weakDetail: (any Screen)?
                do {
                    let list = \#(m.name)Builder(dependency: dependency).build(listener: listener, navigator: navigator)
                    navigator.push(list)
                    list.handle("2")
                    weakList = list
                    weakDetail = navigator.top
                }
                #expect(weakList != nil)
                #expect(weakDetail !== weakList)
                navigator.popToRoot()
                #expect(weakList == nil)
                #expect(weakDetail == nil)
            }

            @Test func theModule_doesNotKeepItsListenerAlive() {
                weak var weakListener: Fake\#(m.name)Listener?
                let screen: any Screen
                do {
                    let listener = Fake\#(m.name)Listener()
                    weakListener = listener
                    screen = \#(m.name)Builder(dependency: dependency).build(listener: listener, navigator: navigator)
                }
                #expect(weakListener == nil)
                #expect(screen.revision > 0)
            }
        }

        """#
    }
}
