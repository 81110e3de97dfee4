import Foundation
import SwippyData
import SwippyTestSupport
import Testing

@testable import Transfer

@MainActor
@Suite("Transfer interactor: a move between one's own accounts in two currencies")
struct TransferConversionTests {
    let repository = FakeTransferRepository()

    init() {
        repository.wallet.accounts.append(
            BankAccount(
                id: "a-pounds", userID: "u-asha", name: "Pounds", bankName: "HDFC Bank", number: "50100000009999",
                ifsc: "HDFC0000123", kind: "savings", currency: "GBP", balance: 0, status: .active))
    }

    private func movingToPounds() -> TransferInteractor {
        let interactor = TransferInteractor.make(repository)
        interactor.chooseSource(at: 0)
        interactor.choosePayeeKind(.ownAccount)
        let index = interactor.state.value.ownTargets.firstIndex { $0.id == "a-pounds" }
        interactor.chooseOwnAccount(at: index ?? -1)
        return interactor
    }

    @Test func anAmountThatWouldArriveAsNothing_isRefusedWhereItIsTyped_inWords() {
        let interactor = movingToPounds()
        #expect(interactor.state.value.receivingCurrency == "GBP")

        interactor.typeAmount("0.50")

        #expect(interactor.state.value.amount == nil)
        #expect(interactor.state.value.notice?.text.hasSuffix("is less than £0.01 at today's rate.") == true)
    }

    @Test func aConvertedMove_quotesWhatArrives_roundedDown() throws {
        let interactor = movingToPounds()

        interactor.typeAmount("1000")

        let quote = try #require(interactor.state.value.quote)
        #expect(quote.sent == Money(1000, "INR"))
        #expect(quote.received.currency == "GBP")
        #expect(quote.received.amount <= 1000 * quote.rate)
        #expect(1000 * quote.rate - quote.received.amount < Decimal(string: "0.01") ?? 0)
    }
}
