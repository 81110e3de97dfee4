import Foundation
import SwippyCore
import SwippyData
import SwippyTestSupport
import Testing

@testable import Accounts

/// Closing an account that holds money offers its whole balance, prefilled: the move flow starts with it and
/// Enter takes it on the withdraw step; a move or withdrawal chosen from the actions has nothing prefilled.
@MainActor
@Suite("Accounts: closing an account that holds money")
struct AccountsCloseWithMoneyTests {
    let repository = FakeAccountsRepository()
    let listener = FakeAccountsListener()
    let interactor: AccountsInteractor
    let navigator = FakeNavigator(root: StubScreen())
    let router: AccountsRouter

    init() {
        interactor = AccountsInteractor(
            repository: repository, reference: TransferFixture.reference(perTransfer: 50_000), zone: SwippyDate.utc)
        router = AccountsRouter(interactor: interactor, navigator: navigator, listener: listener)
        navigator.push(router.start())
        interactor.load()
        interactor.open(at: 1)
        interactor.choose(.close)
    }

    @Test func theCloseStep_namesTheWholeBalance() {
        let model = AccountPresenter.viewModel(for: interactor.state.value)
        #expect(
            model.menu.map(\.title) == [
                "Move the whole ₹500.50 to another own account", "Withdraw the whole ₹500.50", "Keep the account",
            ])
    }

    @Test func move_handsTheWholeBalanceToTheHost() {
        interactor.chooseCloseOption(at: 0)
        #expect(listener.movedFrom == ["a-salary"])
        #expect(listener.movedAmounts == [Decimal(string: "500.50")])
    }

    @Test func withdraw_offersTheWholeBalance_andEnterTakesIt_thenCloseConfirms() {
        interactor.chooseCloseOption(at: 1)
        let model = AccountPresenter.viewModel(for: interactor.state.value)
        #expect(model.prompt.text == "Amount (Enter for ₹500.50)")
        interactor.typeAmount("")
        #expect(interactor.state.value.opened?.balance == 0)
        #expect(interactor.state.value.notice?.text == "Withdrew ₹500.50. New balance ₹0.00.")
        interactor.choose(.close)
        #expect(interactor.state.value.closeOptions == [.confirm, .keep])
    }

    @Test func aMoveChosenFromTheActions_hasNothingPrefilled() {
        _ = interactor.back()
        interactor.choose(.move)
        #expect(listener.movedAmounts == [nil])
        _ = interactor.back()
        interactor.choose(.withdraw)
        #expect(AccountPresenter.viewModel(for: interactor.state.value).prompt.text == "Amount")
        interactor.typeAmount("")
        #expect(interactor.state.value.opened?.balance == Decimal(string: "500.50"), "Enter is no amount here")
    }
}
