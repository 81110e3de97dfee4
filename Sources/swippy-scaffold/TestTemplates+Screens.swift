extension TestTemplates {
    static func viewTests(_ m: ModuleName) -> String {
        let rule = String(repeating: "=", count: m.title.count)
        let snapshots = SnapshotTemplates.screens(m).map { screen in
            #"""

                @Test func \#(screen.name.split(separator: "-").last ?? "screen")_matchesItsSnapshot() {
                    let model = \#(screen.model)
                    #expect(Snapshot.checkScreen(named: "\#(screen.name)") { \#(screen.view).render(model, $0) } == nil)
                }
            """#
        }.joined(separator: "\n")
        return #"""
            import SwippyCore
            import SwippyTestSupport
            import Testing
            @testable import \#(m.name)

            /// Whole screens: exact lines at 40 columns, colour off, below, and every variant (80/40 columns, colour
            /// off/on) in Tests/Snapshots/\#(m.name)Tests (re-record: SWIPPY_RECORD_SNAPSHOTS=1 swift test --filter
            /// \#(m.name)ViewTests).
            @MainActor
            @Suite("\#(m.name) view")
            struct \#(m.name)ViewTests {
                let context = RenderContext(width: 40)

                /// Twelve sample items, loaded, on page `page` (from 0), or with item `open` shown.
                static func state(page: Int = 0, open: Int? = nil) -> \#(m.name)State {
                    var state = \#(m.name)State()
                    state.phase = .loaded
                    state.items = \#(m.name)Samples.items(12)
                    for _ in 0..<page { _ = state.paging.turn(forward: true) }
                    if let open { state.step = .detail(open) }
                    return state
                }

                @Test func theFirstPage_numbersItsItems_keepingEachValueWhole() {
                    let model = \#(m.name)ListPresenter.viewModel(for: Self.state())
                    #expect(
                        \#(m.name)ListView.render(model, context) == [
                            "\#(m.title)",
                            "\#(rule)",
                            "",
                            "  1–5 of 12 items · page 1 of 3",
                            "",
                            "  1.  Item 1  ₹1.00",
                            "  2.  Item 2  ₹2.00",
                            "  3.  Item 3  ₹3.00",
                            "  4.  Item 4  ₹4.00",
                            "  5.  Item 5  ₹5.00",
                            "",
                            "  n  Next page",
                        ])
                }

                @Test func anItem_showsItsFields() {
                    let model = \#(m.name)DetailPresenter.viewModel(for: Self.state(open: 0))
                    #expect(
                        \#(m.name)DetailView.render(model, context) == [
                            "Item 1",
                            "======",
                            "",
                            "  Item 1 of 12",
                            "",
                            "  Amount  ₹1.00",
                            "  Note    Sample 1",
                        ])
                }

                @Test func loading_saysWhatLoads() {
                    #expect(
                        \#(m.name)ListView.render(.initial, context) == [
                            "\#(m.title)",
                            "\#(rule)",
                            "",
                            "  Loading the items…",
                        ])
                }
            \#(snapshots)
            }

            """#
    }

    static func endToEndTests(_ m: ModuleName) -> String {
        #"""
        import Foundation
        import SwippyTestSupport
        import Testing

        /// The real app, its input piped: the home word opens \#(m.name)'s list of the demo user's newest
        /// transactions, a number opens one, b goes back to the list and b again back home.
        @Suite("\#(m.name) end to end")
        struct \#(m.name)EndToEndTests {
            @Test func theHomeWord_opensTheList_thenAnItem_andBackTwiceReturnsHome() throws {
                let app = try RunningSwippy(["--ephemeral"], environment: SwippyProcess.environment())
                app.send(SwippyProcess.signInAsDemoUser)
                #expect(app.waitForOutput("\#(m.title)  (\#(m.kebab))"), "home lists the module with its word")
                app.send("\#(m.kebab)\n")
                #expect(app.waitForOutput("Choose an item (1-"))
                app.send("2\n")
                #expect(app.waitForOutput("Type b to go back to the list"))
                app.send("b\n")
                app.send("b\n")
                app.send("q\n")
                let output = app.finish()
                #expect(output.status == 0)
                #expect(output.stderr.isEmpty)
                let screens = output.stdout.components(separatedBy: "\n\n\#(m.title)\n").dropFirst()
                #expect(screens.count == 2, "the list, then the list again after the item")
                #expect(screens.first?.contains("  1–5 of ") == true)
                let item = screens.first?.components(separatedBy: "\n  2.  ").dropFirst().first ?? ""
                #expect(item.contains("Item 2 of "), "the second item's screen follows the list")
                #expect(item.contains("  Amount  ") && item.contains("  Reference  "))
                #expect(screens.last?.contains("Hello, ") == true, "b on the list goes home")
                #expect(screens.last?.contains("Unknown") == false)
            }
        }

        """#
    }
}
