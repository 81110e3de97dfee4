import SwippyCore
import SwippyTestSupport
import Testing

@testable import SwippyApp

/// The home menu as whole screens: 80 and 40 columns, colour off and on, kept in Tests/Snapshots.
/// Re-record with `SWIPPY_RECORD_SNAPSHOTS=1 swift test --filter HomeViewTests`, then review the diff.
@MainActor
@Suite("Home view")
struct HomeViewTests {
    static let model = HomePresenter.viewModel(for: HomeState(userName: "Asha Rao", entries: AppRouter.features))

    @Test func home_atEveryWidthAndColour() {
        #expect(Snapshot.checkScreen(named: "home") { HomeView.render(Self.model, $0) } == nil)
    }

    @Test(arguments: [80, 40, 38])
    func everyTitleWordAndDescription_isWhole(width: Int) {
        let text = HomeView.render(Self.model, RenderContext(width: width)).joined(separator: "\n")
        let flowing = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for row in Self.model.rows {
            #expect(text.contains(row.title))
            #expect(text.contains("(\(row.word))"))
            #expect(flowing.contains(row.summary))
        }
        #expect(!text.contains("…"))
    }

    @Test(arguments: [80, 40, 32, 24])
    func noLine_isWiderThanTheScreen(width: Int) {
        for context in [RenderContext(width: width), RenderContext(width: width, colorEnabled: true)] {
            let lines = HomeView.render(Self.model, context)
            #expect(lines.allSatisfy { DisplayWidth.of($0) <= width })
        }
    }
}

/// The signed-in home screen of the real binary at 100, 80, 60 and 40 columns: every credit line keeps its
/// card's last four digits, and no line is wider than the screen.
@Suite("Home at four widths")
struct HomeWidthsTests {
    @Test func home_atFourWidths_keepsTheCardDigits() throws {
        var lines: [String] = []
        for width in Snapshot.layoutWidths {
            let output = try SwippyProcess.run(
                input: SwippyProcess.signInAsDemoUser + "q\n",
                environment: ["COLUMNS": "\(width)", "SWIPPY_TEST_NOW": "2026-11-22T10:00:00Z"])
            let screen = output.stdout.components(separatedBy: "\n")
            let home = Array(screen.drop { !$0.hasPrefix("Hello, Asha Rao") })
            #expect(!home.isEmpty)
            #expect(home.allSatisfy { DisplayWidth.of($0) <= width }, "\(width)")
            for digits in ["••3456", "••7788"] {
                #expect(home.contains { $0.contains(digits) }, "\(digits) at \(width)")
            }
            lines += ["── \(width) columns ──"] + home
        }
        #expect(Snapshot.check(lines, named: "home-widths") == nil)
    }
}
