import Foundation
import SwippyCore
import SwippyData
import SwippyTestSupport
import Testing

@testable import Accounts

@MainActor
@Suite("Accounts interactor")
struct AccountsInteractorTests {
    let repository = FakeAccountsRepository()

    func make() -> AccountsInteractor {
        let interactor = AccountsInteractor(
            repository: repository, reference: TransferFixture.reference(), zone: SwippyDate.utc)
        interactor.load()
        return interactor
    }

    func opened(_ index: Int = 0) -> AccountsInteractor {
        let interactor = make()
        interactor.open(at: index)
        return interactor
    }

    @Test func load_readsTheUsersAccounts() {
        let interactor = make()
        #expect(interactor.state.value.accounts.map(\.id) == ["a-savings", "a-salary", "a-joint", "a-frozen"])
        #expect(interactor.state.value.step == .list)
    }

    @Test func everyIntent_sendsOneState() {
        let interactor = make()
        var count = 0
        let token = interactor.state.observe { _ in count += 1 }
        interactor.open(at: 0)
        interactor.choose(.addMoney)
        interactor.chooseDepositSource(at: 1)
        interactor.typeAmount("250")
        #expect(count == 5)
        token.cancel()
    }

    @Test func adding_withEnter_takesTheDefaultName_thenTheCurrency() {
        let interactor = make()
        interactor.startAdd()
        #expect(interactor.state.value.step == .addName)
        interactor.typeNewAccountName("")
        #expect(interactor.state.value.newAccountName == "Account 1")
        interactor.chooseCurrency(at: 1)
        #expect(interactor.state.value.step == .list)
        #expect(interactor.state.value.accounts.last?.name == "Account 1")
        #expect(interactor.state.value.accounts.last?.currency == "GBP")
        #expect(interactor.state.value.notice?.text.hasPrefix("Opened Account 1 (GBP) at Swippy") == true)
    }

    @Test func adding_aTakenName_saysWhyOnTheSameStep() {
        let interactor = make()
        interactor.startAdd()
        interactor.typeNewAccountName("SALARY")
        #expect(interactor.state.value.step == .addName)
        #expect(interactor.state.value.notice?.text == "You already have an account named SALARY. Choose another name.")
        #expect(repository.saveCount == 0)
    }

    @Test func deposit_fromASource_addsMoneyAndGoesBackToTheAccount() {
        let interactor = opened()
        interactor.choose(.addMoney)
        interactor.chooseDepositSource(at: 1)
        interactor.typeAmount("250.50")
        let state = interactor.state.value
        #expect(state.step == .account)
        #expect(state.opened?.balance == Decimal(string: "10250.50"))
        #expect(state.history.first?.counterparty == "Bank transfer")
        #expect(state.notice?.text == "Added ₹250.50 from Bank transfer. New balance ₹10,250.50.")
    }

    nonisolated static let badAmounts: [(String, String)] = [
        ("", "Enter an amount, for example 1500 or 1500.50."),
        ("abc", "An amount has digits and at most one decimal point, for example 1500.50."),
        ("-5", "The amount cannot be negative."),
        ("0", "The amount must be more than 0."),
        ("1.234", "Use at most 2 decimal places."),
        ("500.51", "Insufficient balance: Salary has ₹500.50 available."),
        ("5000.01", "Limit exceeded: one transfer can move at most ₹5,000.00."),
    ]

    @Test(arguments: badAmounts)
    func aBadWithdrawal_saysWhyOnTheSameStep_andMovesNothing(_ text: String, message: String) {
        let interactor = opened(1)
        interactor.choose(.withdraw)
        interactor.typeAmount(text)
        #expect(interactor.state.value.step == .withdrawAmount)
        #expect(interactor.state.value.notice?.text == message)
        #expect(repository.wallet == TransferFixture.wallet())
    }

    @Test func aBlockedAccount_refusesWithdrawAndMove_withItsReason() {
        let interactor = opened(2)
        interactor.choose(.withdraw)
        #expect(interactor.state.value.step == .account)
        #expect(
            interactor.state.value.notice?.text == "Joint is blocked: money cannot leave it. Choose another account.")
        interactor.choose(.addMoney)
        #expect(interactor.state.value.notice?.text == "Joint is blocked and cannot receive money.")
    }

    @Test func moving_fromAFundedActiveAccount_goesToTheMoveStep_andAReloadReturns() {
        let interactor = opened()
        interactor.choose(.move)
        #expect(interactor.state.value.step == .moveOut)
        interactor.load()
        #expect(interactor.state.value.step == .account)
    }

    @Test func closing_aFundedAccount_offersMoveWithdrawOrKeep() {
        let interactor = opened(1)
        interactor.choose(.close)
        #expect(interactor.state.value.step == .close)
        #expect(interactor.state.value.closeOptions == [.move, .withdraw, .keep])
        interactor.chooseCloseOption(at: 1)
        #expect(interactor.state.value.step == .withdrawAmount)
        interactor.typeAmount("500.50")
        interactor.choose(.close)
        #expect(interactor.state.value.closeOptions == [.confirm, .keep])
        interactor.chooseCloseOption(at: 0)
        #expect(interactor.state.value.opened?.status == .closed)
        #expect(interactor.state.value.notice?.text == "Closed Salary. Its history stays here.")
        interactor.choose(.withdraw)
        #expect(interactor.state.value.notice?.text == "Salary is closed: it keeps its history only.")
    }

    @Test func renaming_toATakenName_isRefused_andAFreeOneIsSaved() {
        let interactor = opened()
        interactor.choose(.rename)
        interactor.typeRename("salary")
        #expect(interactor.state.value.step == .rename)
        interactor.typeRename("Household")
        #expect(interactor.state.value.opened?.name == "Household")
        #expect(interactor.state.value.step == .account)
    }

    @Test func history_isPagedNewestFirst() {
        for amount in 1...4 { _ = try? repository.deposit(Decimal(amount), into: "a-savings", from: "Bank transfer") }
        let interactor = opened()
        #expect(interactor.state.value.visibleHistory.map(\.amount) == [4, 3, 2, 1])
        interactor.turnPage(forward: false)
        #expect(interactor.state.value.notice?.text == "This is the first page.")
    }

    @Test func back_leavesAFormForTheAccount_andTheAccountForTheList() {
        let interactor = opened()
        interactor.choose(.rename)
        #expect(interactor.back())
        #expect(interactor.state.value.step == .account)
        #expect(interactor.back())
        #expect(interactor.state.value.step == .list)
        #expect(!interactor.back())
    }

    @Test func aFailedSave_isSaid_andNothingChanges() {
        let interactor = opened()
        repository.failure = DataFileError.unwritable(file: "/x", reason: "disk full")
        interactor.choose(.addMoney)
        interactor.chooseDepositSource(at: 1)
        interactor.typeAmount("10")
        #expect(interactor.state.value.notice?.text.hasPrefix("Could not save your change") == true)
        #expect(interactor.state.value.opened?.balance == 10_000)
    }
}
