import Foundation
import SwippyCore
import SwippyData
import SwippyTestSupport
import Testing

@testable import PaymentCards

@MainActor
@Suite("PaymentCards views: exact lines at width 60, colour off")
struct PaymentCardsViewTests {
    let context = RenderContext(width: 60)

    static let listCards = [
        Sample.card("Millennia", due: Sample.due("242.33", .pending("due in 6 days"))),
        Sample.card(
            "Amazon Pay", number: "5241 8300 1122 7788", type: "MASTERCARD", bank: "ICICI Bank",
            due: Sample.due("18450", .fullyPaid)),
        Sample.card("SimplySAVE", number: "6522 4100 3344 5566", type: "RUPAY", bank: "SBI Card"),
        Sample.card(
            "Travel One", number: "3056 9309 0259 04", type: "DINERS", bank: "Kotak Mahindra Bank",
            due: Sample.due("0", .fullyPaid), status: .blocked),
    ]

    private func listModel(pageSize: Int = 6, page: Int = 0) -> PaymentCardsViewModel {
        var state = PaymentCardsState(pageSize: pageSize)
        state.phase = .loaded
        state.cards = Self.listCards.enumerated().map { WalletCard(position: $0.offset, card: $0.element) }
        state.paging = Paging(itemCount: state.cards.count, pageSize: pageSize).showing(page * pageSize)
        return PaymentCardsPresenter.viewModel(for: state)
    }

    @Test func theList_showsEachCardWithItsDueAndDetails() {
        #expect(
            PaymentCardsView.render(listModel(), context) == [
                "Payment cards",
                "=============",
                "4 cards",
                "",
                "  1.  Millennia   VISA        ₹242.33  Due in 6 days",
                "      HDFC Bank · •••• •••• •••• 3456 · ASHA RAO",
                "  2.  Amazon Pay  MASTERCARD    ₹0.00  Fully paid",
                "      ICICI Bank · •••• •••• •••• 7788 · ASHA RAO",
                "  3.  SimplySAVE  RUPAY             —  No due",
                "      SBI Card · •••• •••• •••• 5566 · ASHA RAO",
                "  4.  Travel One  DINERS        ₹0.00  Fully paid",
                "      Kotak Mahindra Bank · •••• •••••• 5904 · ASHA RAO",
                "      Blocked",
            ])
    }

    @Test func theSecondPage_numbersOnFromTheFirstAndOffersPrevious() {
        #expect(
            PaymentCardsView.render(listModel(pageSize: 3, page: 1), context) == [
                "Payment cards",
                "=============",
                "4 of 4 cards · page 2 of 2",
                "",
                "  4.  Travel One  DINERS  ₹0.00  Fully paid",
                "      Kotak Mahindra Bank · •••• •••••• 5904 · ASHA RAO",
                "      Blocked",
                "",
                "  p  Previous page",
            ])
    }

    @Test func aCardWithoutBankOrNetwork_isLabelled_andNoLineStartsWithASeparator() {
        var state = PaymentCardsState(pageSize: 6)
        state.phase = .loaded
        var bare = Sample.card("", number: "3782 822463 17812", type: "", bank: "")
        bare.cardHolderName = " "
        state.cards = [WalletCard(position: 0, card: bare)]
        #expect(
            PaymentCardsView.render(PaymentCardsPresenter.viewModel(for: state), context) == [
                "Payment cards",
                "=============",
                "1 card",
                "",
                "  1.  Card ••7812  Amex  —  No due",
                "      Unknown bank · •••• •••••• •7812 · Name not given",
            ])
    }

    @Test func anExpiredCard_saysSoInTheList() {
        var state = PaymentCardsState(pageSize: 6)
        state.phase = .loaded
        state.loadedAt = Date(timeIntervalSince1970: 1_793_620_800)  // 2026-11-02
        var old = Sample.card("Old", status: .inactive)
        old.expiry = CardExpiry(month: 10, year: 2026)
        var current = Sample.card("Current")
        current.expiry = CardExpiry(month: 11, year: 2026)
        state.cards = [WalletCard(position: 0, card: old), WalletCard(position: 1, card: current)]
        let lines = PaymentCardsView.render(PaymentCardsPresenter.viewModel(for: state), context)
        #expect(lines.contains("      Inactive · Expired 10/26"))
        #expect(!lines.joined().contains("Expired 11/26"), "a card is valid through its expiry month")
    }

    @Test func loading_saysSo() {
        #expect(
            PaymentCardsView.render(PaymentCardsViewModel.initial, context) == [
                "Payment cards", "=============", "", "  Loading your cards…",
            ])
    }

    @Test func aFailure_showsTheErrorAndTryAgain() {
        var state = PaymentCardsState(pageSize: 6)
        state.phase = .failed("Could not load your cards: disk on fire")
        #expect(
            PaymentCardsView.render(PaymentCardsPresenter.viewModel(for: state), context) == [
                "Payment cards", "=============", "", "  Error: Could not load your cards: disk on fire", "",
                "  r  Try again",
            ])
    }

    @Test func noCards_saysSo() {
        var state = PaymentCardsState(pageSize: 6)
        state.phase = .loaded
        #expect(
            PaymentCardsView.render(PaymentCardsPresenter.viewModel(for: state), context) == [
                "Payment cards", "=============", "",
                "  You have no payment cards yet. A card you add shows here",
                "  with its due and statements.",
            ])
    }

    @Test func withColourOn_theDueStateIsAPill() {
        let lines = PaymentCardsView.render(listModel(), RenderContext(width: 80, colorEnabled: true))
        #expect(lines[4].hasSuffix("\u{1B}[41;97m Due in 6 days \u{1B}[0m"))
        #expect(lines[6].hasSuffix("\u{1B}[42;30m Fully paid \u{1B}[0m"))
    }

    @Test
    func everyLine_fitsTheWidthWithTheRealCardTitles() throws {
        let cards = try realCards()
        var state = PaymentCardsState(pageSize: 6)
        state.phase = .loaded
        state.cards = cards.enumerated().map { WalletCard(position: $0.offset, card: $0.element) }
        let lines = PaymentCardsView.render(PaymentCardsPresenter.viewModel(for: state), context)
        for line in lines {
            #expect(DisplayWidth.of(line) <= 60, "\(line)")
        }
    }

    private func realCards() throws -> [PaymentCard] {
        try RepositoryFiles.mockData().wallet.cards
    }
}
