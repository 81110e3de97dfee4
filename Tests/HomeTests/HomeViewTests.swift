import SwippyCore
import SwippyTestSupport
import Testing

@testable import Home

/// The home menu as whole screens: 80 and 40 columns, colour off and on, kept in Tests/Snapshots.
/// Re-record with `SWIPPY_RECORD_SNAPSHOTS=1 swift test --filter HomeViewTests`, then review the diff.
@MainActor
@Suite("Home view")
struct HomeViewTests {
    static let model = HomePresenter.viewModel(for: HomeFixture.asha)

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
