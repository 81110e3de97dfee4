import SwippyCore
import SwippyTestSupport
import Testing

/// Issue 37: each screen of the real binary fits the terminal it is drawn on. At 80×24, 100×30, 60×20 and 40×20
/// (`LINES` and `COLUMNS`, so the app knows the window), home, History (two pages), its Filters, Credit and a
/// transfer's check: no line wider than the window, no screen (with its prompt and a line for a notice) taller,
/// History's amounts in one column on both pages. The screens are kept in one snapshot file.
@Suite("End to end: screens fit their terminal")
struct ScreenFitEndToEndTests {
    static let sizes = [(80, 24), (100, 30), (60, 20), (40, 20)]

    /// Home, History and its next page, Filters after `out`, Credit, then a transfer to its check.
    static let input =
        SwippyProcess.signInAsDemoUser + "history\nn\nf\nout\nb\nh\ncredit\nh\n"
        + "transfer\n1\n3\n9123456780\n1\n500\nLunch\nq\n"

    /// Screens too full for 40×20 even drawn tight (ten accounts and cards to name, a credit table stacked three
    /// lines a card): they still keep every line within the width, and drawn in place on a terminal they keep
    /// their title and show the rest a window at a time (`TallScreen`, `TallScreenTests`).
    static let tallerAt40x20: Set<String> = ["Filters", "Credit line"]

    /// The screens kept in the snapshot.
    static let snapshotted: Set<String> = ["Swippy", "History", "Filters", "Credit line", "Send money · Confirm"]

    /// Each screen of `output`: from its title (a line underlined with "=") to its prompt line, both included.
    static func screens(_ output: String) -> [(title: String, lines: [String])] {
        let lines = output.components(separatedBy: "\n")
        var found: [(title: String, lines: [String])] = []
        var index = 0
        while index + 1 < lines.count {
            let title = lines[index]
            let rule = lines[index + 1]
            guard !title.isEmpty, !rule.isEmpty, rule.allSatisfy({ $0 == "=" }),
                DisplayWidth.of(rule) == DisplayWidth.of(title)
            else {
                index += 1
                continue
            }
            let end = lines[index...].firstIndex { $0.contains(" > ") } ?? lines.count - 1
            found.append((title, Array(lines[index...end])))
            index = end + 1
        }
        return found
    }

    /// The display column where each History row's amount ends (its first line ends in the amount).
    static func amountEdges(_ lines: [String]) -> [Int] {
        lines.filter { $0.range(of: #"^ *\d+\. .*[0-9]\.[0-9][0-9]$"#, options: .regularExpression) != nil }
            .map { DisplayWidth.of($0) }
    }

    @Test func home_history_filters_credit_andATransferCheck_fitEveryWindow() throws {
        var snapshot: [String] = []
        for (width, height) in Self.sizes {
            let output = try SwippyProcess.run(
                input: Self.input,
                environment: [
                    "COLUMNS": "\(width)", "LINES": "\(height)", "SWIPPY_TEST_NOW": "2026-11-22T10:00:00Z",
                ])
            let screens = Self.screens(output.stdout)
            let titles = screens.map(\.title)
            for title in ["Swippy", "History", "Filters", "Credit line", "Send money · Confirm"] {
                #expect(titles.contains(title), "\(title) at \(width)×\(height): \(titles)")
            }
            for screen in screens {
                let drawn = screen.lines.dropLast()  // the prompt line also holds what the shell said after it
                #expect(drawn.allSatisfy { DisplayWidth.of($0) <= width }, "\(screen.title) at \(width)×\(height)")
                let fits = screen.lines.count + 1 <= height
                if width == 40, Self.tallerAt40x20.contains(screen.title) { continue }
                #expect(fits, "\(screen.title) is \(screen.lines.count) lines with its prompt at \(width)×\(height)")
            }
            let home = screens.first { $0.title == "Swippy" }?.lines ?? []
            for kept in ["Your money", "₹1,76,951.25", "Credit line", "Savings", "••5432", "(exchange)"] {
                #expect(home.contains { $0.contains(kept) }, "home keeps \(kept) at \(width)×\(height)")
            }
            let pages = screens.filter { $0.title == "History" }.prefix(2).map(\.lines)
            #expect(pages.count == 2)
            #expect(pages.first?.contains { $0.contains("page 1 of") } == true)
            #expect(pages.last?.contains { $0.contains("page 2 of") } == true)
            let edges = Set(pages.flatMap(Self.amountEdges))
            #expect(edges.count == 1, "amounts end in columns \(edges.sorted()) at \(width)×\(height)")
            if width == 80 {
                #expect(pages.first?.contains("  1–14 of 23 rows · page 1 of 2") == true, "14 rows at 80×24")
            }
            let filters = screens.last { $0.title == "Filters" }?.lines ?? []
            #expect(filters.contains { $0.contains("money out · 17 of 23") })
            #expect(output.stdout.contains("17 of 23 transactions shown."))
            for screen in screens where Self.snapshotted.contains(screen.title) {
                snapshot += ["── \(width)×\(height): \(screen.title) ──"] + screen.lines.dropLast()
            }
        }
        #expect(Snapshot.check(snapshot, named: "screens-fit") == nil)
    }

    /// A refusal on a terminal is wrapped at a word boundary, not broken mid-word by the terminal: at 40 columns
    /// 'Unknown choice "zzzz". Type a number 1-5, or ? for help.' breaks before "1-5".
    @Test(.enabled(if: SwippyProcess.terminalAvailable))
    func aRefusalOnATerminal_isWrappedAtWordBoundaries() throws {
        let session = try TerminalSession(columns: 40, rows: 20)
        #expect(session.waitForPrompt(after: 0), "no prompt: \(session.text)")
        let mark = session.enter("zzzz")
        let said = session.text(after: mark)
        #expect(
            said.range(of: #"Type a number\r?\n1-5, or \? for help\."#, options: .regularExpression) != nil,
            "\(said)")
        session.type("q\r")
        #expect(session.waitForExit() == 0)
    }
}
