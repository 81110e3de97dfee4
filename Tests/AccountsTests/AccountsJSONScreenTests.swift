import SwippyCore
import SwippyData
import SwippyTestSupport
import Testing

@testable import Accounts

/// Accounts' screens drawn by the second View (`--ui json`, `JSONView`): their view models' fields, read back as
/// JSON.
@MainActor
@Suite("Accounts screens through the JSON View")
struct AccountsJSONScreenTests {
    func interactor(_ step: AccountsState.Step) -> FakeAccountsInteractor {
        let interactor = FakeAccountsInteractor()
        interactor.state.send(AccountsScreens.state(step, opened: "a-savings", transactions: 4))
        return interactor
    }

    func allScreens() throws -> [JSONScreen] {
        [
            try JSONScreen.drawn(
                AccountsListPresenter(interactor: interactor(.list)), initial: .initial, render: AccountsView.render),
            try JSONScreen.drawn(
                AccountPresenter(interactor: interactor(.account)), initial: .initial, render: AccountsView.render),
            try JSONScreen.drawn(
                AccountPresenter(interactor: interactor(.depositPIN)), initial: .initial, render: AccountsView.render),
        ]
    }

    @Test func everyScreenOfTheModule_isDrawnHere() throws {
        let drawn = try allScreens()
        #expect(drawn.allSatisfy { $0.type == "screen" && $0.module == "Accounts" })
        #expect(Set(drawn.compactMap(\.screen)) == (try ScreenCoverage.presenters(ofModule: "Accounts")))
    }

    @Test func theList_isOneCardPerAccount_withItsAmountAndStatus() throws {
        let list = try #require(try allScreens().first)
        #expect(list.screen == "AccountsListPresenter")
        #expect(list.text("summary") == "4 open accounts · total ₹12,406.50")
        #expect(list.count("accounts") == 4)
        #expect(list.text("accounts", "0", "title") == "Savings")
        #expect(list.text("accounts", "0", "amount") == "₹10,406.00")
        #expect(list.text("accounts", "2", "status") == "Blocked")
        #expect(list.text("accounts", "2", "status", "style", "case") == "pill")
        #expect(list.text("commands", "0", "key") == "a")
        #expect(list.prompt["numbers"] as? Int == 4)
    }

    @Test func anAccount_isItsFields_aPageOfHistory_andItsMenu() throws {
        let screens = try allScreens()
        let account = screens[1]
        #expect(account.screen == "AccountPresenter" && account.text("title") == "Savings")
        #expect(account.fieldValues("Balance") == ["₹10,406.00"])
        #expect(account.fieldValues("Status") == ["Active"])
        #expect(account.count("history") == 3)
        #expect(account.text("history", "0", "2") == "+₹103.00")
        #expect(account.text("historyTitle") == "Transactions · 1–3 of 4 · page 1 of 2")
        #expect(account.text("menu", "4", "title") == "Close account")
        #expect(account.prompt["numbers"] as? Int == 5)
        let pin = screens[2]
        #expect(pin.promptText == "Transaction PIN" && pin.prompt["answer"] as? String == "secret")
        #expect(pin.count("menu") == 0)
    }
}
