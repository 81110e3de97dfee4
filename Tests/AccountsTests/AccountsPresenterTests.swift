import SwippyCore
import SwippyData
import SwippyTestSupport
import Testing

@testable import Accounts

@MainActor
@Suite("Accounts presenters")
struct AccountsPresenterTests {
    let interactor = FakeAccountsInteractor()

    func list() -> (AccountsListPresenter, FakeScreenView<AccountsListViewModel>) {
        let presenter = AccountsListPresenter(interactor: interactor)
        let view = FakeScreenView<AccountsListViewModel>()
        presenter.view = view
        presenter.start()
        return (presenter, view)
    }

    func account(_ step: AccountsState.Step) -> (AccountPresenter, FakeScreenView<AccountViewModel>) {
        interactor.state.send(AccountsScreens.state(step, opened: "a-savings"))
        let presenter = AccountPresenter(interactor: interactor)
        let view = FakeScreenView<AccountViewModel>()
        presenter.view = view
        presenter.start()
        return (presenter, view)
    }

    @Test func theList_loadsOnStart_andShowsEveryAccountWithTheTotal() {
        interactor.state.send(AccountsScreens.state(.list))
        let (_, view) = list()
        #expect(interactor.loadCallCount == 1)
        #expect(view.last?.accounts.map(\.title) == ["Savings", "Salary", "Joint", "Frozen"])
        #expect(view.last?.summary == "4 open accounts · total ₹12,000.50")
        #expect(view.last?.accounts.first?.status == .pill("Active", .good))
    }

    @Test func theList_opensByNumber_addsByA_andHintsOtherwise() {
        interactor.state.send(AccountsScreens.state(.list))
        let (presenter, view) = list()
        presenter.handle("2")
        presenter.handle("a")
        presenter.handle("x")
        #expect(interactor.lastOpenIndex == 1)
        #expect(interactor.startAddCallCount == 1)
        #expect(view.lastNotice == MenuInput.unknownHint("x", count: 4))
    }

    @Test func theAddForm_forwardsTheNameAndTheCurrency() {
        interactor.state.send(AccountsScreens.state(.addName))
        let (presenter, view) = list()
        #expect(view.last?.prompt == Prompt("Name"))
        presenter.handle("Trip")
        #expect(interactor.typedNames == ["Trip"])
        interactor.state.send(AccountsScreens.state(.addCurrency))
        presenter.handle("2")
        #expect(interactor.chosenCurrencies == [1])
        #expect(view.last?.choices.count == AccountsScreens.currencies.count)
    }

    @Test func help_saysWhatEachStepTakes_notTheListsCommands() {
        #expect(
            AccountsListPresenter.viewModel(for: AccountsScreens.state(.list)).helpLines.first
                == "A number opens that account.")
        #expect(
            AccountsListPresenter.viewModel(for: AccountsScreens.state(.addCurrency)).helpLines.first
                == "A number chooses the new account's currency.")
        let sources = AccountPresenter.viewModel(for: AccountsScreens.state(.depositSource, opened: "a-savings"))
        #expect(sources.helpLines.contains("n / p    next / previous page of sources"))
        #expect(!sources.helpLines.joined().contains("transactions"))
        let amount = AccountPresenter.viewModel(for: AccountsScreens.state(.withdrawAmount, opened: "a-savings"))
        #expect(amount.helpLines.first == "Type an amount in INR.")
    }

    @Test func anEmptyWallet_saysWhatToDo() {
        var state = AccountsScreens.state(.list)
        state.accounts = []
        let model = AccountsListPresenter.viewModel(for: state)
        #expect(model.emptyText == "You have no accounts yet. Type a to add one.")
        #expect(model.summary.isEmpty)
    }

    @Test func theAccount_mapsActionsPagesAndForms() {
        let (presenter, view) = account(.account)
        presenter.handle("1")
        presenter.handle("5")
        presenter.handle("n")
        presenter.handle("p")
        presenter.handle("9")
        #expect(interactor.chosenActions == [.addMoney, .close])
        #expect(interactor.turnedPages == [true, false])
        #expect(view.lastNotice == MenuInput.unknownHint("9", count: 5))
        #expect(view.last?.fields.first { $0.label == "Balance" }?.value.text == "₹10,000.00")
    }

    @Test func amountRenameSourceAndCloseSteps_forwardWhatIsTyped() {
        let (presenter, _) = account(.withdrawAmount)
        presenter.handle("12.50")
        interactor.state.send(AccountsScreens.state(.rename, opened: "a-savings"))
        presenter.handle("Home")
        interactor.state.send(AccountsScreens.state(.depositSource, opened: "a-savings"))
        presenter.handle("2")
        interactor.state.send(AccountsScreens.state(.close, opened: "a-savings"))
        presenter.handle("3")
        #expect(interactor.typedAmounts == ["12.50"])
        #expect(interactor.typedRenames == ["Home"])
        #expect(interactor.chosenSources == [1])
        #expect(interactor.chosenCloseOptions == [2])
    }

    @Test func manyDepositSources_page_andAreNumberedAcrossPages() {
        var many = AccountsScreens.state(.depositSource, opened: "a-savings")
        many.depositSources = (1...20).map { "Card \($0) ••\(1000 + $0)" } + ["Bank transfer"]
        many.sourcePaging = many.sourcePaging.showing(3)
        let model = AccountPresenter.viewModel(for: many)
        #expect(model.menu.map(\.title) == ["Card 4 ••1004", "Card 5 ••1005", "Card 6 ••1006"], "one page, not all 21")
        #expect(model.firstOption == 4)
        #expect(model.prompt == Prompt("Choose a source (1-21)"))
        #expect(model.message == "Add money to Savings from: 4–6 of 21 · page 2 of 7")
        #expect(model.commands.map(\.key) == ["b", "n", "p"])
        interactor.state.send(many)
        let view = FakeScreenView<AccountViewModel>()
        let presenter = AccountPresenter(interactor: interactor)
        presenter.view = view
        presenter.start()
        presenter.handle("n")
        #expect(interactor.turnedPages == [true])
        presenter.handle("21")
        presenter.handle("22")
        #expect(interactor.chosenSources == [20], "a number on another page chooses that source")
        #expect(
            view.lastNotice
                == "Unknown choice \"22\". Type a number 1-21, n or p for another page, b to go back, or ? for help.")
        withExtendedLifetime(presenter) {}
    }

    @Test func theCloseStep_takesYesAndNo() {
        var empty = AccountsScreens.state(.close, opened: "a-savings")
        empty.accounts[0].balance = 0
        interactor.state.send(empty)
        let presenter = AccountPresenter(interactor: interactor)
        presenter.start()
        presenter.handle("y")
        presenter.handle("no")
        #expect(interactor.chosenCloseOptions == [0, 1])
    }

    @Test func back_asksTheInteractor_andTheRouterFollows() {
        let (presenter, _) = account(.rename)
        #expect(presenter.goBack())
        #expect(interactor.backCallCount == 1)
        interactor.backResult = false
        #expect(!presenter.goBack())
        presenter.didReappear()
        #expect(interactor.loadCallCount == 1)
    }

    @Test func theCloseStep_ofAFundedAccount_showsTheReason() {
        let model = AccountPresenter.viewModel(for: AccountsScreens.state(.close, opened: "a-savings"))
        #expect(model.message == "Savings holds ₹10,000.00: move it out first.")
        #expect(
            model.menu.map(\.title) == [
                "Move the whole ₹10,000.00 to another own account", "Withdraw the whole ₹10,000.00",
                "Keep the account",
            ])
    }
}
