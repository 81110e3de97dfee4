import SwippyCore
import SwippyData
import SwippyTestSupport
import Testing

@testable import Accounts

/// An active account emptied by a withdrawal still offers withdraw and move, and refuses both with its reason
/// rather than asking for an amount there is no money for.
@MainActor
@Suite("Accounts: an empty account")
struct AccountsEmptyAccountTests {
    let repository = FakeAccountsRepository()

    /// Salary, active, with its whole balance withdrawn.
    func emptiedSalary() -> AccountsInteractor {
        let interactor = AccountsInteractor(
            repository: repository, reference: TransferFixture.reference(), zone: SwippyDate.utc)
        interactor.load()
        interactor.open(at: 1)
        interactor.choose(.withdraw)
        interactor.typeAmount("500.50")
        return interactor
    }

    @Test func withdrawing_fromAnEmptyAccount_isRefused_andStaysOnTheAccount() {
        let interactor = emptiedSalary()
        #expect(interactor.state.value.opened?.balance == 0)
        #expect(interactor.state.value.opened?.status == .active)
        interactor.choose(.withdraw)
        #expect(interactor.state.value.step == .account)
        #expect(interactor.state.value.notice?.text == "Salary is empty: there is nothing to withdraw.")
    }

    @Test func moving_fromAnEmptyAccount_isRefused_andStaysOnTheAccount() {
        let interactor = emptiedSalary()
        interactor.choose(.move)
        #expect(interactor.state.value.step == .account)
        #expect(interactor.state.value.notice?.text == "Salary is empty: there is nothing to move.")
    }
}
