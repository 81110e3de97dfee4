import SwippyTestSupport
import Testing

@testable import SwippyCore

/// One layout per list at a width, note rows across a table, and menus whose details take at most two lines.
@Suite("Tables that fit: whole-list widths, note rows, menu details")
struct TableFitTests {
    private static let columns: [Block.Column] = [.keepRight, .shrink, .shrink, .keepRight]

    /// A page of a list whose cells differ from page to page.
    private func page(_ rows: [[Block.Cell]], _ width: Int, measured: [Int]? = nil) -> [String] {
        let columns = measured.map { widths in zip(Self.columns, widths).map { $0.measured($1) } } ?? Self.columns
        return ScreenRenderer.render([.table(columns, rows: rows)], RenderContext(width: width))
    }

    private let first: [[Block.Cell]] = [["1.", "Uber", "Savings ••7812", "-₹2,300.00"]]
    private let second: [[Block.Cell]] = [
        ["2.", "Green Acres Apartments and Sons Ltd", "Flipkart Axis Bank Card ••4321", "-₹22,000.00"]
    ]

    @Test func pagesMeasuredOverTheWholeList_keepTheirAmountColumn_atEveryWidth() {
        for width in [100, 80, 60, 40] {
            let widths = [2, 35, 30, 11]
            let lines = page(first, width, measured: widths) + page(second, width, measured: widths)
            let edges = Set(
                LayoutCheck.rightEdges(of: "-₹2,300.00", in: lines)
                    + LayoutCheck.rightEdges(of: "-₹22,000.00", in: lines))
            #expect(edges.count == 1, "amounts end in \(edges.sorted()) at \(width): \(lines)")
            #expect(lines.allSatisfy { DisplayWidth.of($0) <= width })
        }
    }

    @Test func pagesMeasuredOnlyByThemselves_moveTheAmountColumn() {
        let lines = page(first, 80) + page(second, 80)
        let edges = Set(
            LayoutCheck.rightEdges(of: "-₹2,300.00", in: lines) + LayoutCheck.rightEdges(of: "-₹22,000.00", in: lines))
        #expect(edges.count == 2, "the test above proves something only if unmeasured pages differ")
    }

    @Test func aKeptCellWiderThanTheListsWidth_widensItsColumn_neverCut() {
        let lines = page([["1.", "Rent", "Savings", "-₹12,34,56,789.00"]], 60, measured: [2, 10, 10, 11])
        #expect(lines.joined().contains("-₹12,34,56,789.00"))
    }

    @Test func aNoteRow_spansTheTable_wrapped_andIsNotMeasured() {
        let rows: [[Block.Cell]] = [
            ["Card", "Limit", "Used"], ["Millennia ••3456", "₹1,50,000.00", "₹242.33"],
            ["Not in the total: 1 blocked or inactive card", "", ""],
        ]
        for width in [80, 60, 40] {
            let lines = ScreenRenderer.render(
                [.table([.shrink, .keepRight, .keepRight], rows: rows)], RenderContext(width: width))
            let words = lines.suffix(from: 2).flatMap { $0.split(separator: " ") }
            #expect(words == "Not in the total: 1 blocked or inactive card".split(separator: " "), "\(lines)")
            if width >= 60 {
                #expect(lines[1].hasPrefix("  Millennia ••3456  "), "the note does not widen the first column")
            }
            #expect(lines.allSatisfy { DisplayWidth.of($0) <= width })
        }
    }

    @Test func menuDetails_takeAtMostTwoLinesBesideTheirTitles_elseGoUnderThem() {
        let items = [
            Block.MenuItem("Payment cards", key: "cards", detail: "Your cards, dues and statements"),
            Block.MenuItem("History", key: "history", detail: "Search, filter, export your transactions"),
            Block.MenuItem("Disputes and support", key: "dispute", detail: "Dispute a charge, get help, block a card"),
        ]
        for width in [100, 80, 60, 40] {
            let lines = ScreenRenderer.render([.menu(items)], RenderContext(width: width))
            #expect(lines.allSatisfy { DisplayWidth.of($0) <= width })
            let starts = lines.indices.filter { lines[$0].range(of: #"^  \d\."#, options: .regularExpression) != nil }
            #expect(starts.count == 3)
            let heights = zip(starts, starts.dropFirst() + [lines.count]).map { $1 - $0 }
            // Beside the title a detail takes at most two lines; under it (at 40 columns), at most two more.
            #expect(heights.allSatisfy { $0 <= (width >= 60 ? 2 : 3) }, "at \(width): \(lines.joined(separator: "\n"))")
        }
    }

    @Test func joinedParts_breakOnlyBetweenParts_afterTheirLead() {
        let parts = ["In ₹3,23,549.00", "Out ₹1,01,131.15", "Net ₹2,22,417.85"]
        let lines = TextLayout.joined(parts, lead: "Totals of all 23 transactions:", RenderContext(width: 40))
        #expect(
            lines == ["  Totals of all 23 transactions:", "  In ₹3,23,549.00 · Out ₹1,01,131.15", "  Net ₹2,22,417.85"])
        let wide = TextLayout.joined(parts, lead: "Totals:", RenderContext(width: 100))
        #expect(wide == ["  Totals: In ₹3,23,549.00 · Out ₹1,01,131.15 · Net ₹2,22,417.85"])
    }

    @Test func joinedParts_withALineLimit_endInMore_whenSomeAreLeftOut() {
        let commands = [
            Block.Command("/TEXT", "Search", short: "search"), Block.Command("f", "Filters", short: "filters"),
            Block.Command("n", "Next page", short: "next"),
            Block.Command("c", "Monthly spending chart", short: "chart"),
            Block.Command("e", "Export these rows as CSV", short: "export"),
        ]
        let block = Block.joined(commands.map(\.brief), maxLines: 1, more: "? more")
        #expect(
            ScreenRenderer.render([block], RenderContext(width: 80))
                == ["  /TEXT search · f filters · n next · c chart · e export"])
        #expect(
            ScreenRenderer.render([block], RenderContext(width: 40)) == ["  /TEXT search · f filters · ? more"])
        #expect(Block.Command("in / out", "Money in or out", short: "").brief == "in / out")
    }

    @Test func shrinkCellsMovedUnderARow_shareOneLine_shortened() {
        let columns: [Block.Column] = [
            .keepRight, Block.Column(.keep, movesBelow: true), Block.Column.shrink.shortest(14),
            Block.Column(.shrink, movesBelow: true).shortest(14), .keepRight,
        ]
        let row: [Block.Cell] = [
            "1.", "05 Nov, 10:00", "Green Acres Apartments · November rent", "Flipkart Axis Bank Card ••4321",
            "-₹22,000.00",
        ]
        for width in [60, 40] {
            let lines = ScreenRenderer.render([.table(columns, rows: [row])], RenderContext(width: width))
            #expect(lines.count == 2, "at \(width): \(lines)")
            #expect(lines[0].hasSuffix("-₹22,000.00"))
            #expect(lines[1].contains("05 Nov, 10:00 · ") && lines[1].hasSuffix("••4321"))
            #expect(lines.allSatisfy { DisplayWidth.of($0) <= width })
        }
    }
}
