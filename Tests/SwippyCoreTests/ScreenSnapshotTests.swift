import SwippyCore
import SwippyTestSupport
import Testing

@Suite("Screen snapshots")
struct ScreenSnapshotTests {
    @Test func everyBlock_at80And40Columns_colourOffAndOn() {
        #expect(Snapshot.checkScreen(named: "every-block") { ScreenRenderer.render(SampleScreen.blocks, $0) } == nil)
    }

    @Test func everyBlock_atTwentyColumns() {
        #expect(
            Snapshot.check(
                ScreenRenderer.render(SampleScreen.blocks, RenderContext(width: 20)), named: "every-block-20") == nil)
    }
}
