import Foundation
import SwippyCore
import SwippyData
import SwippyTestSupport
import Testing

@testable import Dispute

/// Whole screens, each at 80 and 40 columns with colour off and on, compared with the files in
/// `Tests/Snapshots/DisputeTests` (re-record: `SWIPPY_RECORD_SNAPSHOTS=1 swift test --filter DisputeViewTests`).
@MainActor
@Suite("Dispute view")
struct DisputeViewTests {
    private func check(_ name: String, _ model: DisputeViewModel) {
        #expect(Snapshot.checkScreen(named: name) { DisputeView.render(model, $0) } == nil)
    }

    private var empty: DisputeState { DisputeState(support: TestWallet.support, pageSize: 3, zone: TestWallet.zone) }

    // MARK: - Disputes and support

    @Test func hub() {
        check("hub", DisputeHubPresenter.viewModel(for: empty))
    }

    @Test func raise_sources() {
        var state = DisputeStateSamples.raiseAtTransactions()
        state.raise.step = .source
        check("raise-sources", RaiseDisputePresenter.viewModel(for: state))
    }

    @Test func raise_transactions() {
        var state = DisputeStateSamples.raiseAtTransactions()
        state.raise.transactions[1].eligibility = .credit
        state.raise.transactions[2].eligibility = .alreadyDisputed(id: "DSP-1001", status: .open)
        check("raise-transactions", RaiseDisputePresenter.viewModel(for: state))
    }

    @Test func raise_confirm() {
        var state = DisputeStateSamples.raiseAtTransactions()
        state.raise.transaction = DisputeStateSamples.transaction("t-new")
        state.raise.reason = .notReceived
        state.raise.description = "The parcel never came, and the shop does not answer."
        state.raise.step = .confirm
        check("raise-confirm", RaiseDisputePresenter.viewModel(for: state))
    }

    @Test func myDisputes() {
        let state = DisputeStateSamples.loaded([
            DisputeStateSamples.dispute("DSP-1002", on: "t-acc", status: .inReview),
            DisputeStateSamples.dispute("DSP-1001", on: "t-new", status: .withdrawn),
        ])
        check("my-disputes", MyDisputesPresenter.viewModel(for: state))
    }

    @Test func detail_openWithTimeline() {
        var dispute = DisputeStateSamples.dispute()
        dispute.status = .inReview
        dispute.timeline.append(
            DisputeEvent(status: .inReview, at: testNow + 48 * hour, note: "Our team is reviewing it"))
        var state = DisputeStateSamples.loaded([dispute])
        state.detail = DisputeState.Detail(id: dispute.id)
        check("detail", DisputeDetailPresenter.viewModel(for: state))
    }

    @Test func detail_askingToWithdraw() {
        var state = DisputeStateSamples.loaded([DisputeStateSamples.dispute()])
        state.detail = DisputeState.Detail(id: "DSP-1001", confirmingWithdrawal: true)
        check("detail-withdraw", DisputeDetailPresenter.viewModel(for: state))
    }

    @Test func detail_failedToLoad() {
        var state = empty
        state.list.phase = .failed("Could not load your disputes: disk full")
        state.detail = DisputeState.Detail(id: "DSP-1001")
        check("detail-error", DisputeDetailPresenter.viewModel(for: state))
    }

    @Test func contactSupport() {
        check("contact-support", ContactSupportPresenter.viewModel(for: empty))
    }

    @Test func emailSupport_message() {
        var state = empty
        state.email.subject = "Card question"
        state.email.step = .body
        check("email-support", EmailSupportPresenter.viewModel(for: state))
    }

    @Test func messageSent() {
        var state = empty
        state.email.step = .sent(
            OutboxMessage(
                id: "MSG-1001", to: "support@swippy.example", subject: "Card question",
                body: "Charged twice yesterday.",
                sentAt: testNow))
        check("message-sent", EmailSentPresenter.viewModel(for: state))
    }

    // MARK: - Card services

    private func cards(_ service: CardServicesState.Service, _ step: CardServicesState.Step) -> CardServicesState {
        var state = CardServicesState()
        state.service = service
        state.step = step
        state.cards = DisputeStateSamples.cards
        state.card = step == .card ? nil : DisputeStateSamples.cards.first
        return state
    }

    @Test func block_cards() {
        check("block-cards", CardServicePresenter.viewModel(for: cards(.block, .card)))
    }

    @Test func block_pin() {
        var state = cards(.block, .pin)
        state.reason = .stolen
        check("block-pin", CardServicePresenter.viewModel(for: state))
    }

    @Test func block_done() {
        var state = cards(.block, .done)
        state.reason = .lost
        state.card?.card.status = .blocked
        check("block-done", CardServicePresenter.viewModel(for: state))
    }

    @Test func activation_typing() {
        var state = cards(.activation, .digits)
        state.typed = "34"
        check("activation-digits", CardServicePresenter.viewModel(for: state))
    }

    @Test func activation_confirm() {
        var state = cards(.activation, .confirm)
        state.typed = "3456"
        check("activation-confirm", CardServicePresenter.viewModel(for: state))
    }

    @Test func unavailable() {
        check(
            "block-unavailable",
            CardServicePresenter.viewModel(
                for: cards(.block, .unavailable("Millennia is already blocked (lost); blocking cannot be undone."))))
    }

    // MARK: - The card picture

    @Test func cardDrawing_cutsLongNames_toStayInsideTheBox() {
        let face = DisputeViewModel.CardFace(
            bank: "Zeta Co-operative Bank of Very Long Names", network: "AMEX", title: "T",
            maskedStart: "•••• •••••• •", typedDigits: "",
            holder: "H",
            status: "Inactive")
        let lines = CardDrawing.lines(face, width: 30)
        #expect(lines[1] == "| Zeta Co-operative Ba… AMEX |")
        #expect(Set(lines.map { DisplayWidth.of($0) }) == [30])
        #expect(lines[4] == "| •••• •••••• •____          |", "Amex groups 4-6-5")
    }

    @Test func noLine_isWiderThanTheScreen_andColourAddsNoWidth() {
        var state = DisputeStateSamples.raiseAtTransactions()
        state.raise.transactions[3].eligibility = .tooOld(windowDays: 120)
        let model = RaiseDisputePresenter.viewModel(for: state)
        for width in [40, 60, 80] {
            let plain = DisputeView.render(model, RenderContext(width: width))
            let colour = DisputeView.render(model, RenderContext(width: width, colorEnabled: true))
            #expect(plain.allSatisfy { DisplayWidth.of($0) <= width })
            #expect(colour.map { DisplayWidth.of($0) } == plain.map { DisplayWidth.of($0) })
        }
    }

    @Test func myDisputes_atFourWidths_keepTheirIDsAndAmounts() {
        let state = DisputeStateSamples.loaded([
            DisputeStateSamples.dispute("DSP-1002", on: "t-acc", status: .inReview),
            DisputeStateSamples.dispute("DSP-1001", on: "t-new", status: .withdrawn),
        ])
        let model = MyDisputesPresenter.viewModel(for: state)
        #expect(Snapshot.checkWidths(named: "my-disputes-widths") { DisputeView.render(model, $0) } == nil)
        for width in Snapshot.layoutWidths {
            let lines = DisputeView.render(model, RenderContext(width: width))
            #expect(
                LayoutCheck.problems(lines, width: width, kept: ["DSP-1002", "DSP-1001"], prompt: model.prompt.text)
                    == [])
        }
    }
}
