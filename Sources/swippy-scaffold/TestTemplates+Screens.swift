extension TestTemplates {
    static func viewTests(_ m: ModuleName) -> String {
        let rule = String(repeating: "=", count: m.title.count)
        let snapshots = SnapshotTemplates.screens(m).map { screen in
            #"""

                @Test func \#(screen.name.split(separator: "-").last ?? "screen")_matchesItsSnapshot() {
                    let model = \#(screen.model)
                    let problem = Snapshot.checkScreen(named: "\#(screen.name)") {
                        \#(screen.view)(model, $0)
                    }
                    #expect(problem == nil)
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
                        \#(m.name)View.renderList(model, context) == [
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
                        \#(m.name)View.renderDetail(model, context) == [
                            "Item 1",
                            "======",
                            "",
                            "  Item 1 of 12",
                            "",
                            "  Amount  ₹1.00",
                            "  Note    Sample 1",
                        ])
                }

                @Test func aLongTitle_givesWay_andTheValueIsKeptWhole() {
                    var state = Self.state()
                    state.items[0] = \#(m.name)Item(
                        title: "A title far too long for a narrow screen", value: "-₹1,23,45,678.90", fields: [])
                    let lines = \#(m.name)View.renderList(
                        \#(m.name)ListPresenter.viewModel(for: state), RenderContext(width: 30))
                    #expect(lines.contains("  1.  A title far too long fo…"))
                    #expect(lines.contains("      -₹1,23,45,678.90"), "the value moves to its own line, whole")
                }

                @Test func textFromAFile_isDrawnSafe() {
                    var state = Self.state(open: 0)
                    state.items[0] = \#(m.name)Item(
                        title: "Shop\u{1B}[2J", value: "₹1.00",
                        fields: [\#(m.name)Field("Note", "a\u{1B}]0;title\u{7}b")])
                    let lines = \#(m.name)View.renderDetail(\#(m.name)DetailPresenter.viewModel(for: state), context)
                    #expect(lines.first?.hasPrefix("Shop") == true)
                    #expect(!lines.joined().contains("\u{1B}"))
                    #expect(!lines.joined().contains("\u{7}"))
                }

                @Test func loading_saysWhatLoads() {
                    #expect(
                        \#(m.name)View.renderList(.initial, context) == [
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
                #expect(app.waitForOutput("(\#(m.kebab))"), "home lists the module by its word")
                app.send("\#(m.kebab)\n")
                #expect(app.waitForOutput("Choose an item (1-"))
                app.send("2\nb\nb\nq\n")
                let output = app.finish()
                #expect(output.status == 0)
                #expect(output.stderr.isEmpty)
                // Each screen is drawn after the prompt before it.
                let screens = output.stdout.components(separatedBy: " > \n")
                let list = screens.firstIndex { $0.hasPrefix("\#(m.title)\n") } ?? screens.count
                guard list + 3 < screens.count else {
                    Issue.record("no list screen followed by three more in:\n\(output.stdout)")
                    return
                }
                let item = screens[list + 1]
                let itemTitle = item.prefix { $0 != "\n" }
                #expect(screens[list].contains("\n  2.  \(itemTitle) "), "the list's second item")
                #expect(item.contains("\n  Item 2 of "))
                #expect(item.contains("\n  Amount ") && item.contains("\n  Reference "), "its fields")
                #expect(screens[list + 2] == screens[list], "b: the list again, as it was")
                #expect(screens[list + 3].hasPrefix("Swippy\n"), "b again: home")
            }
        }

        """#
    }
}
