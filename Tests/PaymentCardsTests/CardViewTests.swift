import Foundation
import SwippyCore
import SwippyData
import Testing

@testable import PaymentCards

@MainActor
@Suite("Card views: exact lines at width 60, colour off")
struct CardViewTests {
    let context = RenderContext(width: 60)
    let card = Sample.card(
        "Millennia Credit Card", id: "card_1", due: Sample.due("242.33", .pending("due in 6 days")),
        actions: [.viewDetails, .payNow, .viewLastStatement], creditLimit: 150_000)

    @Test func theActionsScreen_showsTheSummaryTheCardsOwnActionsAndItsServices() {
        let model = CardPresenter.actionsModel(card, options: CardOption.offered(for: card))
        #expect(
            PaymentCardsView.render(model, context) == [
                "Millennia Credit Card",
                "=====================",
                "  Bank     HDFC Bank",
                "  Network  VISA",
                "  Number   •••• •••• •••• 3456",
                "  Holder   ASHA RAO",
                "  Due      ₹242.33 · Due in 6 days",
                "",
                "  1. View details",
                "  2. Pay now",
                "  3. View last statement",
                "  4. Block card",
                "  5. Deactivate card",
            ])
    }

    @Test func anInactiveCardWithoutActionsOrDue_offersBlockingAndActivation() {
        let plain = Sample.card(
            "SimplySAVE Card", number: "6522 4100 3344 5566", type: "RUPAY", bank: "SBI Card",
            actions: [], status: .inactive)
        let model = CardPresenter.actionsModel(plain, options: CardOption.offered(for: plain))
        #expect(
            PaymentCardsView.render(model, context) == [
                "SimplySAVE Card",
                "===============",
                "  Bank     SBI Card",
                "  Network  RUPAY",
                "  Number   •••• •••• •••• 5566",
                "  Holder   ASHA RAO",
                "  Due      No due",
                "  Status   Inactive",
                "",
                "  1. Block card",
                "  2. Activate card",
            ])
        #expect(model.prompt == Prompt("Choose an option (1-2)"))
    }

    @Test func aBlockedCardWithoutActionsOrDue_saysSo() {
        let plain = Sample.card(
            "SimplySAVE Card", number: "6522 4100 3344 5566", type: "RUPAY", bank: "SBI Card",
            actions: [], status: .blocked)
        let model = CardPresenter.actionsModel(plain, options: CardOption.offered(for: plain))
        #expect(
            PaymentCardsView.render(model, context) == [
                "SimplySAVE Card",
                "===============",
                "  Bank     SBI Card",
                "  Network  RUPAY",
                "  Number   •••• •••• •••• 5566",
                "  Holder   ASHA RAO",
                "  Due      No due",
                "  Status   Blocked",
                "",
                "  This card offers no actions.",
            ])
        #expect(model.prompt == Prompt("Type b to go back"))
    }

    @Test func theDetailsScreen_addsStatusAndLimit_andNoInternalIds() {
        #expect(
            PaymentCardsView.render(CardPresenter.detailsModel(card), context) == [
                "Millennia Credit Card · details",
                "===============================",
                "  Bank          HDFC Bank",
                "  Network       VISA",
                "  Number        •••• •••• •••• 3456",
                "  Holder        ASHA RAO",
                "  Due           ₹242.33 · Due in 6 days",
                "  Status        Active",
                "  Credit limit  ₹1,50,000.00",
            ])
    }

    @Test func theDetailsScreen_showsTheExpiry_andSaysWhenItIsPast() {
        var expiring = card
        expiring.expiry = CardExpiry(month: 8, year: 2029)
        let now = Date(timeIntervalSince1970: 1_793_620_800)  // 2026-11-02
        let fields = { (model: CardViewModel) in model.fields.map { "\($0.label)=\($0.value)" } }
        #expect(fields(CardPresenter.detailsModel(expiring, at: now)).contains("Expires=08/29"))
        expiring.expiry = CardExpiry(month: 10, year: 2026)
        #expect(fields(CardPresenter.detailsModel(expiring, at: now)).contains("Expires=10/26 · expired"))
        expiring.expiry = CardExpiry(month: 11, year: 2026)
        #expect(
            fields(CardPresenter.detailsModel(expiring, at: now)).contains("Expires=11/26"), "valid through its month")
        #expect(
            !fields(CardPresenter.detailsModel(card, at: now)).contains { $0.hasPrefix("Expires") }, "unknown: no row")
    }

    @Test func aCardWithoutBankNetworkOrTitle_getsFallbackLabels_neverABlankRow() {
        var bare = card
        bare.bankName = "  "
        bare.type = ""
        bare.title = ""
        bare.number = "5241 8300 1122 7812"
        let lines = PaymentCardsView.render(CardPresenter.detailsModel(bare), context)
        #expect(lines.first == "Card ••7812 · details")
        #expect(lines.contains("  Bank          Unknown bank"))
        #expect(lines.contains("  Network       Mastercard"), "named by its digits")
        bare.number = "•••• •••• •••• 7812"
        #expect(
            PaymentCardsView.render(CardPresenter.detailsModel(bare), context).contains(
                "  Network       Unknown network"))
    }

    @Test func theDetailsOfABlockedCard_sayWhy() {
        var blocked = Sample.card("Travel One", status: .blocked)
        blocked.blockReason = "Reported lost"
        let lines = PaymentCardsView.render(CardPresenter.detailsModel(blocked), context)
        #expect(lines.last == "  Blocked for  Reported lost")
        #expect(lines.contains("  Status       Blocked"))
    }

    @Test
    func theDetailsOfABlockedCard_showTheStatusOnce() {
        var blocked = Sample.card("Travel One", status: .blocked)
        blocked.blockReason = "Reported lost"
        let lines = PaymentCardsView.render(CardPresenter.detailsModel(blocked), context)
        #expect(lines.filter { $0.hasPrefix("  Status ") }.count == 1)
    }

    @Test func theStatementScreen_listsTheLatestMonth() throws {
        let transactions = [
            Sample.transaction("t0", "2026-10-31T23:59:00Z", "Amazon.in", "1499"),
            Sample.transaction("t1", "2026-11-03T18:40:00Z", "Starbucks India", "242.33"),
            Sample.transaction("t2", "2026-11-05T09:00:00Z", "Payment received", "2099", .credit),
            Sample.transaction("t3", "2026-11-20T10:00:00Z", "Zomato", "842.33"),
        ]
        let statement = try #require(CardStatement.latest(of: card, from: transactions.reversed()))  // newest first
        #expect(
            PaymentCardsView.render(
                CardPresenter.statementModel(card, .success(statement), zone: SwippyDate.utc), context) == [
                    "Millennia Credit Card · last statement",
                    "======================================",
                    "  Period   Nov 2026",
                    "  Card     •••• •••• •••• 3456",
                    "  Spent    ₹1,084.66",
                    "  Paid     ₹2,099.00",
                    "  Due now  ₹242.33 · Due in 6 days",
                    "",
                    "Transactions",
                    "------------",
                    "  03 Nov 2026  Starbucks India     -₹242.33",
                    "  05 Nov 2026  Payment received  +₹2,099.00",
                    "  20 Nov 2026  Zomato              -₹842.33",
                ])
    }

    @Test func aStatementFailure_showsTheMessage() {
        let model = CardPresenter.statementModel(
            card, .failure(PaymentCardsError(message: "No statement yet: this card has no transactions.")),
            zone: SwippyDate.utc)
        #expect(
            PaymentCardsView.render(model, context) == [
                "Millennia Credit Card · last statement",
                "======================================",
                "",
                "  No statement yet: this card has no transactions.",
            ])
    }

    @Test func aSectionWithoutRows_saysNothingInThisPeriod() {
        let model = CardViewModel(
            title: "T", fields: [], sectionTitle: "Transactions", rows: [], message: nil, options: [], prompt: Prompt())
        #expect(
            PaymentCardsView.render(model, context) == [
                "T", "=", "", "Transactions", "------------", "  Nothing in this period.",
            ])
    }

    @Test func withColourOn_theDueIsAPill() {
        let model = CardPresenter.actionsModel(card, options: [])
        let lines = PaymentCardsView.render(model, RenderContext(width: 60, colorEnabled: true))
        // The pill's padding spaces come out of the gap, so the coloured line is as wide as the plain one.
        #expect(lines.contains("  Due    \u{1B}[41;97m ₹242.33 · Due in 6 days \u{1B}[0m"))
        let plain = PaymentCardsView.render(model, context)
        #expect(lines.map(DisplayWidth.of) == plain.map(DisplayWidth.of))
    }
}
