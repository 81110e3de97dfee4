import Foundation
import SwippyCore
import SwippyData
import SwippyTestSupport
import Testing

@testable import Credit

/// Three lines of ₹1,00,000 each with ₹242.33 in use: "Line 1" active, "Line 2" blocked, "Line 3" inactive.
@MainActor
@Suite("Credit: blocked and inactive cards")
struct CreditBlockedCardTests {
    let repository = FakeCreditRepository()
    let interactor: CreditInteractor

    init() {
        let template = repository.wallet.cards[0]
        repository.wallet.cards = [CardStatus.active, .blocked, .inactive].enumerated().map { index, status in
            var card = template
            card.title = "Line \(index + 1)"
            card.number = "4386 2894 0012 \(1001 + index)"
            card.status = status
            return card
        }
        interactor = CreditInteractor(
            repository: repository, reference: TransferFixture.reference(perTransfer: 200_000), zone: SwippyDate.utc)
        interactor.load()
    }

    var state: CreditState { interactor.state.value }

    @Test func aBlockedOrInactiveLine_hasNothingAvailable_andAddsNothingToTheTotal() throws {
        #expect(state.lines.map(\.available) == [Decimal(9_975_767) / 100, 0, 0])
        let model = DashboardPresenter.viewModel(for: state)
        #expect(model.lines[2].map(\.text) == ["Line 2 ••1002", "₹1,00,000.00", "₹242.33", "Blocked", "0%"])
        #expect(model.lines[3][3].text == "Inactive")
        let total = try #require(model.lines.first { $0.first?.text == "Total" })
        #expect(total.map(\.text) == ["Total", "₹1,00,000.00", "₹242.33", "₹99,757.67", "0%"])
        #expect(model.lines.last?.first?.text == "Not in the total: 2 blocked or inactive cards")
    }

    @Test func withdraw_offersOnlyTheActiveCard() {
        interactor.start(.withdraw)
        #expect(state.step == .moveAccount, "one usable line: straight to the account")
        #expect(state.line?.card.title == "Line 1")
    }

    @Test func withdraw_withNoActiveCard_saysWhy_andStaysOnTheDashboard() {
        repository.wallet.cards.removeFirst()
        interactor.load()
        interactor.start(.withdraw)
        #expect(state.step == .dashboard)
        #expect(
            state.notice?.text
                == "No active card has a credit line: cash cannot be drawn from a blocked or inactive card.")
    }

    @Test func repay_stillOffersTheBlockedCard_namedAsBlocked() {
        interactor.start(.repay)
        #expect(state.step == .moveCard)
        let model = FlowPresenter.moveModel(state)
        #expect(
            model.menu.map(\.detail) == [
                "₹99,757.67 available · ₹242.33 in use", "Blocked · ₹242.33 in use",
                "Inactive · ₹242.33 in use",
            ])
        interactor.choose(at: 1)
        #expect(state.line?.card.title == "Line 2")
        #expect(state.step == .moveAccount)
    }
}
