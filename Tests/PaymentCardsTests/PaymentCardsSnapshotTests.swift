import Foundation
import SwippyCore
import SwippyData
import SwippyTestSupport
import Testing

@testable import PaymentCards

/// Whole screens of the module at 80 and 40 columns, colour off and on, against the files in
/// Tests/Snapshots/PaymentCardsTests (re-record with SWIPPY_RECORD_SNAPSHOTS=1, then review the diff).
@MainActor
@Suite("PaymentCards screens: snapshots")
struct PaymentCardsSnapshotTests {
    private let cards = [
        Sample.card("Millennia Credit Card", due: Sample.due("242.33", .pending("due in 6 days"))),
        Sample.card(
            "Amazon Pay ICICI Credit Card", number: "5241 9300 4411 7788", type: "MASTERCARD",
            bank: "ICICI Bank", due: Sample.due("18450", .fullyPaid)),
        Sample.card("SimplySAVE", number: "6522 4100 3344 5566", type: "RUPAY", bank: "SBI Card", status: .blocked),
    ]

    private var fullCard: PaymentCard {
        Sample.card(
            "Millennia Credit Card", id: "card_1", due: Sample.due("242.33", .pending("due in 6 days")),
            actions: [.viewDetails, .payNow, .viewLastStatement], creditLimit: 150_000)
    }

    @Test func theCardList_neverCutsAnAmountOrADueState() {
        var state = PaymentCardsState(pageSize: 2)
        state.phase = .loaded
        state.cards = cards.enumerated().map { WalletCard(position: $0.offset, card: $0.element) }
        let model = PaymentCardsPresenter.viewModel(for: state)
        #expect(Snapshot.checkScreen(named: "card-list") { PaymentCardsView.render(model, $0) } == nil)
        for width in 20...80 {
            let text = PaymentCardsView.render(model, RenderContext(width: width)).joined(separator: "\n")
            #expect(text.contains("Fully paid") && text.contains("₹242.33") && text.contains("Due in 6 days"))
        }
    }

    @Test func aCardsActions() {
        let model = CardPresenter.actionsModel(fullCard, options: CardOption.offered(for: fullCard))
        #expect(Snapshot.checkScreen(named: "card-actions") { PaymentCardsView.render(model, $0) } == nil)
    }

    @Test func aCardsDetails() {
        let model = CardPresenter.detailsModel(fullCard)
        #expect(Snapshot.checkScreen(named: "card-details") { PaymentCardsView.render(model, $0) } == nil)
    }

    @Test func aCardsLastStatement() {
        let transactions = [
            Sample.transaction("t1", "2026-11-03T18:40:00Z", "Starbucks India Koramangala Bengaluru", "242.33"),
            Sample.transaction("t2", "2026-11-05T09:00:00Z", "Payment received", "2099", .credit),
            Sample.transaction("t3", "2026-11-20T10:00:00Z", "Zomato", "18450.75"),
        ]
        let statement = CardStatement.latest(of: fullCard, from: transactions.reversed())  // newest first
        let model = CardPresenter.statementModel(
            fullCard, statement.map { .success($0) } ?? .failure(.init(message: "none")), zone: SwippyDate.utc)
        #expect(Snapshot.checkScreen(named: "card-statement") { PaymentCardsView.render(model, $0) } == nil)
    }

    @Test func theCardList_atFourWidths_keepsEveryLastFourDigitsAndAmount() {
        var state = PaymentCardsState(pageSize: 3)
        state.phase = .loaded
        state.cards = cards.enumerated().map { WalletCard(position: $0.offset, card: $0.element) }
        let model = PaymentCardsPresenter.viewModel(for: state)
        #expect(Snapshot.checkWidths(named: "card-list-widths") { PaymentCardsView.render(model, $0) } == nil)
        for width in Snapshot.layoutWidths {
            let lines = PaymentCardsView.render(model, RenderContext(width: width))
            #expect(
                LayoutCheck.problems(
                    lines, width: width, kept: ["₹242.33", "₹0.00"], masked: cards.map(\.number),
                    prompt: model.prompt.text) == [])
        }
    }
}
