import Foundation
import SwippyCore
import SwippyData
import SwippyTestSupport
import Testing

@testable import Accounts

@MainActor
@Suite("A closed account")
struct ClosedAccountTests {
    let interactor = FakeAccountsInteractor()

    func closedSalary() -> (AccountPresenter, FakeScreenView<AccountViewModel>) {
        var state = AccountsScreens.state(.account, opened: "a-salary")
        if let index = state.accounts.firstIndex(where: { $0.id == "a-salary" }) {
            state.accounts[index].balance = 0
            state.accounts[index].status = .closed
        }
        interactor.state.send(state)
        let presenter = AccountPresenter(interactor: interactor)
        let view = FakeScreenView<AccountViewModel>()
        presenter.view = view
        presenter.start()
        return (presenter, view)
    }

    @Test func offersOnlyItsHistory() throws {
        let (_, view) = closedSalary()
        let model = try #require(view.last)
        #expect(model.menu.isEmpty)
        #expect(model.message == "Closed: it keeps its history only.")
        #expect(model.prompt == Prompt("Type b to go back"))
    }

    @Test func aNumber_isNotAnAction_andSaysWhy() {
        let (presenter, view) = closedSalary()
        presenter.handle("1")
        #expect(interactor.chosenActions.isEmpty)
        #expect(
            view.lastNotice == "Salary is closed: it keeps its history only. Type n or p to page it, or b to go back.")
    }

    @Test func anOpenAccount_stillOffersEveryAction() throws {
        interactor.state.send(AccountsScreens.state(.account, opened: "a-savings"))
        let presenter = AccountPresenter(interactor: interactor)
        let view = FakeScreenView<AccountViewModel>()
        presenter.view = view
        presenter.start()
        #expect(view.last?.menu.count == AccountOption.allCases.count)
        presenter.handle("5")
        #expect(interactor.chosenActions == [.close])
    }
}
