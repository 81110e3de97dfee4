import Foundation
import SwippyCore
import SwippyData
import SwippyTestSupport
import Testing

@testable import Accounts

@MainActor
@Suite("A blocked or locked account")
struct BlockedAccountTests {
    let interactor = FakeAccountsInteractor()

    func salary(_ status: AccountStatus, balance: Decimal) -> AccountViewModel? {
        var state = AccountsScreens.state(.account, opened: "a-salary")
        if let index = state.accounts.firstIndex(where: { $0.id == "a-salary" }) {
            state.accounts[index].balance = balance
            state.accounts[index].status = status
        }
        return AccountPresenter.viewModel(for: state)
    }

    @Test func holdingMoney_offersOnlyRename_andSaysWhy() throws {
        let model = try #require(salary(.blocked, balance: 500))
        #expect(model.menu.map(\.title) == ["Rename"])
        #expect(
            model.message == "Blocked: no money moves in or out of it, so it cannot be closed while it holds money.")
        #expect(model.prompt == Prompt.option(count: 1))
    }

    @Test func empty_canAlsoBeClosed() throws {
        let model = try #require(salary(.locked, balance: 0))
        #expect(model.menu.map(\.title) == ["Rename", "Close account"])
        #expect(model.message == "Locked: no money moves in or out of it.")
    }

    @Test func active_offersEverything_andSaysNothing() throws {
        let model = try #require(salary(.active, balance: 500))
        #expect(model.menu.count == AccountOption.allCases.count)
        #expect(model.message == nil)
    }
}
