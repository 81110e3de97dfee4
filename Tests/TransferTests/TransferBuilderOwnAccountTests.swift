import Foundation
import SwippyCore
import SwippyData
import SwippyTestSupport
import Testing

@testable import Transfer

@MainActor
@Suite("Transfer builder: a move from a chosen account (the Accounts module's entry)")
struct TransferBuilderOwnAccountTests {
    let listener = FakeTransferListener()

    @Test func aChosenSource_startsOnTheOwnAccountStep_andBackLeavesTheFlow() {
        let navigator = Navigator()
        let origin = StubScreen()
        navigator.setRoot(origin)
        let screen = TransferBuilder(dependency: TransferBuilderTests.Dependency())
            .build(listener: listener, navigator: navigator, origin: origin, ownAccountFrom: "a-salary")
        navigator.push(screen)
        let model = (screen as? ModuleScreen<TransferViewModel>)?.currentViewModel
        #expect(model?.title == "Send money · Own account")
        #expect(model?.choices.first?.first == "Savings")
        #expect(!screen.goBack())
    }

    @Test func aChosenSource_movesMoneyToTheOwnAccountPicked() {
        let navigator = Navigator()
        let origin = StubScreen()
        navigator.setRoot(origin)
        let dependency = TransferBuilderTests.Dependency()
        navigator.push(
            TransferBuilder(dependency: dependency).build(
                listener: listener, navigator: navigator, origin: origin, ownAccountFrom: "a-salary"))
        for input in ["1", "100", "", "1", TransferFixture.pin] { navigator.top?.handle(input) }
        #expect(
            dependency.repository.wallet.accounts.first { $0.id == "a-salary" }?.balance == Decimal(string: "400.50"))
        #expect(dependency.repository.wallet.accounts.first { $0.id == "a-savings" }?.balance == 10_100)
    }
}
