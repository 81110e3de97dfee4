import Foundation
import SwippyCore
import SwippyData
import SwippyTestSupport
import Testing

@testable import Home

/// The home interactor on a fake repository: what `load()` reads and when the state changes.
@MainActor
@Suite("Home interactor")
struct HomeInteractorTests {
    let repository = FakeHomeRepository(userName: "Asha Rao")

    private func makeInteractor() -> HomeInteractor {
        HomeInteractor(entries: HomeFixture.entries, shellWords: HomeFixture.shellWords, repository: repository)
    }

    @Test func beforeLoad_theMenuHasItsEntries_andNoUser() {
        let interactor = makeInteractor()
        #expect(
            interactor.state.value
                == HomeState(userName: nil, entries: HomeFixture.entries, shellWords: HomeFixture.shellWords))
        #expect(repository.readCount == 0)
    }

    @Test func load_readsTheName_theMoneyWithSixCreditLines_andTheQuickTransfers() throws {
        let prefill = TransferPrefill(sourceID: "a", payee: nil, amount: 5, note: "")
        repository.quick = [
            QuickTransfer(payee: "Rahul Mehta", detail: "₹5.00 from Savings last time", prefill: prefill)
        ]
        repository.money = MoneySummary(
            userID: "u-asha", wallet: try RepositoryFiles.mockData().wallet,
            reference: try RepositoryFiles.mockData().reference)
        let interactor = makeInteractor()
        interactor.load()
        #expect(interactor.state.value.userName == "Asha Rao")
        #expect(interactor.state.value.money == repository.money)
        #expect(interactor.state.value.quick == repository.quick)
        #expect(repository.creditLinesKept == [6])
        #expect(interactor.state.value.step == .menu)
    }

    @Test func load_afterANameChange_sendsTheNewName_once() {
        let interactor = makeInteractor()
        var delivered: [String?] = []
        let token = interactor.state.observe { delivered.append($0.userName) }
        interactor.load()
        interactor.load()
        repository.userName = "Asha R."
        interactor.load()
        #expect(delivered == [nil, "Asha Rao", "Asha R."])
        _ = token
    }

    @Test func everyLoad_recomputesTheMoney_soAReappearingHomeShowsTheChange() throws {
        let interactor = makeInteractor()
        let reference = try RepositoryFiles.mockData().reference
        var wallet = try RepositoryFiles.mockData().wallet
        repository.money = MoneySummary(userID: "u-asha", wallet: wallet, reference: reference)
        interactor.load()
        #expect(interactor.state.value.money?.total == Money(Decimal(string: "176951.25") ?? 0, "INR"))
        wallet.accounts[0].balance -= 1_000
        repository.money = MoneySummary(userID: "u-asha", wallet: wallet, reference: reference)
        interactor.load()
        #expect(interactor.state.value.money?.total == Money(Decimal(string: "175951.25") ?? 0, "INR"))
    }
}
