import Foundation
import SwippyCore
import SwippyData
import Testing
@testable import Dispute

@MainActor
@Suite("Dispute view")
struct DisputeViewTests {
    private let context = RenderContext(width: 50)

    @Test func hub_rendersTitleTextAndNumberedOptions() {
        let model = DisputeHubPresenter.viewModel(for: DisputeState(support: TestWallet.support, pageSize: 3))
        let lines = DisputeView.render(model, context)
        #expect(lines == [
            "Disputes and support",
            "====================",
            "",
            "  Question a charge, follow your disputes, reach",
            "  us, or block and switch cards.",
            "",
            "  1. Raise a dispute",
            "  2. My disputes",
            "  3. Contact support",
            "  4. Email support",
            "  5. Block a lost or stolen card",
            "  6. Activate or deactivate a card",
        ])
    }

    @Test func cardDrawing_fillsInTheTypedDigits() {
        let face = DisputeViewModel.CardFace(
            bank: "HDFC Bank", network: "VISA", title: "Millennia Credit Card", typedDigits: "34", holder: "ASHA RAO",
            status: "Active")
        let lines = DisputeView.render(DisputeViewModel(title: "Card", blocks: [.card(face)]), RenderContext(width: 36))
        #expect(lines == [
            "Card",
            "====",
            "",
            "  +--------------------------------+",
            "  | HDFC Bank                 VISA |",
            "  | Millennia Credit Card          |",
            "  |                                |",
            "  | •••• •••• •••• 34__            |",
            "  | ASHA RAO                Active |",
            "  +--------------------------------+",
        ])
    }

    @Test func cardDrawing_cutsLongNames_toStayInsideTheBox() {
        let face = DisputeViewModel.CardFace(
            bank: "Zeta Co-operative Bank of Very Long Names", network: "AMEX", title: "T", typedDigits: "", holder: "H",
            status: "Inactive")
        let lines = CardDrawing.lines(face, width: 30)
        #expect(lines[1] == "| Zeta Co-operative Ba… AMEX |")
        #expect(Set(lines.map { DisplayWidth.of($0) }) == [30])
        #expect(lines[4] == "| •••• •••• •••• ____        |")
    }

    @Test func disputeDetail_showsFieldsAndTimeline_withoutColour() {
        let transaction = TestWallet.transaction("t-1", testNow - 2 * day, card: "4386")
        let dispute = Dispute(
            id: "DSP-1001", transactionID: "t-1", reason: .chargedTwice, description: "Twice at the same shop.",
            status: .inReview, raisedAt: testNow,
            timeline: [DisputeEvent(status: .open, at: testNow, note: "Dispute raised"),
                       DisputeEvent(status: .inReview, at: testNow + 48 * hour, note: "Our team is reviewing it")])
        var state = DisputeState(support: TestWallet.support, pageSize: 3)
        state.list = DisputeList(phase: .loaded, disputes: [dispute], transactions: ["t-1": transaction])
        state.detail = DisputeState.Detail(id: "DSP-1001")
        let model = DisputeDetailPresenter.viewModel(for: state)
        #expect(DisputeView.render(model, RenderContext(width: 60)) == [
            "Dispute DSP-1001",
            "================",
            "",
            "  Status       in review",
            "  Transaction  19 Nov 2026 · Shop t-1",
            "  Amount       ₹250.00",
            "  Reason       Charged twice",
            "  Raised       21 Nov 2026, 12:00",
            "",
            "  Twice at the same shop.",
            "",
            "Timeline",
            "--------",
            "  21 Nov 2026, 12:00  open       Dispute raised",
            "  23 Nov 2026, 12:00  in review  Our team is reviewing it",
            "",
            "  1. Withdraw this dispute",
        ])
    }

    @Test func table_dropsEmptyTrailingCells_andShowsCommands() {
        let model = DisputeViewModel(
            title: "T", blocks: [.table(heading: nil, rows: [["1.", "a", "-₹1.00", ""], ["2.", "bb", "-₹10.00", "too old"]],
                                        rightAligned: [0, 2], emptyText: "")],
            commands: ["n  Next page"])
        #expect(DisputeView.render(model, context) == [
            "T", "=", "",
            "  1.  a    -₹1.00",
            "  2.  bb  -₹10.00  too old",
            "", "  n  Next page",
        ])
    }

    @Test func emptyTable_andErrors_readAsOneLine() {
        let model = DisputeViewModel(
            title: "T", blocks: [.table(heading: "Timeline", rows: [], rightAligned: [], emptyText: "No events yet."),
                                 .error("Could not load.")])
        #expect(DisputeView.render(model, context) == [
            "T", "=", "", "Timeline", "--------", "  No events yet.", "", "  Error: Could not load.",
        ])
    }

    @Test func statusPill_usesColourOnlyWhenEnabled() {
        let model = DisputeViewModel(title: "T", blocks: [.fields([.init(label: "Status", value: "open", tone: .warning)])])
        #expect(!DisputeView.render(model, context).joined().contains("\u{1B}"))
        #expect(DisputeView.render(model, RenderContext(width: 50, colorEnabled: true)).joined().contains("\u{1B}[43;30m open "))
    }
}
