import Foundation
import SwippyCore
import SwippyData
import SwippyTestSupport
import Testing

@testable import PaymentCards

/// A card the user already holds is refused at the number step, before the expiry, holder and bank are typed.
@MainActor
@Suite("PaymentCards: Add card refuses a duplicate number at once")
struct AddCardDuplicateNumberTests {
    let repository = FakeAddCardRepository()

    /// A Luhn-valid number kept whole on Asha's one card, so the number step can recognise it.
    static let held = "4111 1111 1111 1111"

    @Test func aNumberTheUserHolds_isRefusedAtTheNumberStep() {
        repository.wallet.cards[0].number = Self.held
        let interactor = AddCardInteractor(repository: repository, listener: nil)
        interactor.type("4111111111111111")
        #expect(interactor.state.value.step == .number)
        #expect(
            interactor.state.value.notice?.text
                == "You already have Millennia Credit Card ••1111: this card is in your list.")
        #expect(repository.saveCount == 0)
    }

    @Test func anotherNumberWithTheSameLastFour_goesOn_andTheBankDecides() {
        repository.wallet.cards[0].number = Self.held
        let interactor = AddCardInteractor(repository: repository, listener: nil)
        interactor.type("5500 0000 0008 1111")
        #expect(interactor.state.value.step == .expiry)
    }

    @Test func theLedgerRule_matchesDigitsNotSpacing() throws {
        var wallet = TransferFixture.wallet()
        wallet.cards[0].number = Self.held
        let number = try CardNumber.parse("4111111111111111").get()
        #expect(Ledger.duplicateCardRefusal(number: number, userID: "u-asha", in: wallet) != nil)
        #expect(Ledger.duplicateCardRefusal(number: number, userID: "u-rahul", in: wallet) == nil)
    }
}
