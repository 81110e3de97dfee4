import Foundation
import SwippyCore
import SwippyData
import SwippyTestSupport
import Testing

@testable import Transfer

/// The Sent screen of a converted move shows both legs and the rate, as the confirm screen quoted them.
@MainActor
@Suite("Transfer: a converted receipt shows both legs and the rate")
struct TransferConvertedReceiptTests {
    let repository = FakeTransferRepository()

    @Test func theSentScreen_showsSentReceivedAndTheRate() throws {
        repository.wallet.accounts.append(
            BankAccount(
                id: "a-pounds", userID: "u-asha", name: "Pounds", bankName: "HDFC Bank", number: "50100000009999",
                ifsc: "HDFC0000123", kind: "savings", currency: "GBP", balance: 0, status: .active))
        let interactor = TransferInteractor.make(repository)
        interactor.prepare(to: .ownAccount(id: "a-pounds"), amount: 1000)
        let quote = try #require(interactor.state.value.quote)
        let confirmRate = ConfirmPresenter.viewModel(for: interactor.state.value).fields.first { $0.label == "Rate" }
        interactor.submit(pin: TransferFixture.pin)
        let model = ResultPresenter.viewModel(for: interactor.state.value)
        #expect(model.fields.contains(.init("Amount", "₹1,000.00", keep: true)))
        #expect(model.fields.contains(.init("They received", quote.received.formatted, keep: true)))
        let rate = try #require(model.fields.first { $0.label == "Rate" })
        #expect(rate == confirmRate)
        #expect(rate.value.text.contains(quote.rateText))
    }

    @Test func aSendInOneCurrency_hasNoRate() {
        let interactor = TransferInteractor.make(repository)
        interactor.prepare(to: .ownAccount(id: "a-salary"), amount: 100)
        interactor.submit(pin: TransferFixture.pin)
        let model = ResultPresenter.viewModel(for: interactor.state.value)
        #expect(!model.fields.contains { $0.label == "Rate" || $0.label == "They received" })
    }
}
