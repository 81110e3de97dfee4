import SwippyCore
import SwippyTestSupport
import Testing
@testable import Exchange

/// Whole screens: exact lines at 40 columns below, and every variant (80/40 columns, colour off/on) in
/// Tests/Snapshots/ExchangeTests (re-record: SWIPPY_RECORD_SNAPSHOTS=1 swift test --filter ExchangeViewTests).
@MainActor
@Suite("Exchange view")
struct ExchangeViewTests {
    let context = RenderContext(width: 40)

    @Test func items_areANumberedMenu() {
        let model = ExchangeViewModel(content: .items(["First", "Second"]), prompt: Prompt())
        #expect(ExchangeView.render(model, context) == [
            "Exchange",
            "========",
            "",
            "  1. First",
            "  2. Second",
        ])
    }

    @Test func loading_saysWhatLoads() {
        #expect(ExchangeView.render(.initial, context) == [
            "Exchange",
            "========",
            "",
            "  Loading the items…",
        ])
    }

    @Test func items_matchesItsSnapshot() {
        let model = ExchangeViewModel(content: .items(["First", "Second"]), prompt: Prompt())
        #expect(Snapshot.checkScreen(named: "exchange-items") { ExchangeView.render(model, $0) } == nil)
    }

    @Test func failed_matchesItsSnapshot() {
        let model = ExchangeViewModel(content: .failed("No items today"), prompt: Prompt())
        #expect(Snapshot.checkScreen(named: "exchange-failed") { ExchangeView.render(model, $0) } == nil)
    }
}
