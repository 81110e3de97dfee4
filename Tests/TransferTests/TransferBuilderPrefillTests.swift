import Foundation
import SwippyCore
import SwippyData
import SwippyTestSupport
import Testing

@testable import Transfer

@MainActor
@Suite("Transfer builder: a repeated transfer (History's entry)")
struct TransferBuilderPrefillTests {
    let listener = FakeTransferListener()

    static let prefill = TransferPrefill(
        sourceID: "a-salary", payee: .ownAccount(id: "a-savings"), amount: 100, note: "Again")

    @Test func aPrefill_startsOnTheAmount_keepingAmountAndNote_andSendsOnlyWithThePIN() {
        let navigator = Navigator()
        let origin = StubScreen()
        navigator.setRoot(origin)
        let dependency = TransferBuilderTests.Dependency()
        navigator.push(
            TransferBuilder(dependency: dependency).build(
                listener: listener, navigator: navigator, origin: origin, prefill: Self.prefill))
        let model = (navigator.top as? ModuleScreen<TransferViewModel>)?.currentViewModel
        #expect(model?.title == "Send money · Amount")
        #expect(model?.prompt.text.contains("Enter keeps") == true)
        for input in ["", "", "1"] { navigator.top?.handle(input) }
        #expect(
            dependency.repository.wallet.accounts.first { $0.id == "a-savings" }?.balance == 10_000,
            "nothing moves before the PIN")
        navigator.top?.handle(TransferFixture.pin)
        #expect(dependency.repository.wallet.accounts.first { $0.id == "a-savings" }?.balance == 10_100)
        #expect(dependency.repository.wallet.transactions.last?.note == "Again")
    }

    @Test func aPrefillWithoutPayee_asksWhoToPay_keepingTheAmount() {
        let navigator = Navigator()
        let origin = StubScreen()
        navigator.setRoot(origin)
        var prefill = Self.prefill
        prefill.payee = nil
        navigator.push(
            TransferBuilder(dependency: TransferBuilderTests.Dependency()).build(
                listener: listener, navigator: navigator, origin: origin, prefill: prefill))
        let model = (navigator.top as? ModuleScreen<TransferViewModel>)?.currentViewModel
        #expect(model?.title.hasPrefix("Send money · ") == true)
        #expect(model?.title != "Send money · Amount")
    }
}
