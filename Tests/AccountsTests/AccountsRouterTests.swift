import Foundation
import SwippyCore
import SwippyData
import SwippyTestSupport
import Testing

@testable import Accounts

@MainActor
@Suite("Accounts router and builder")
struct AccountsRouterTests {
    final class Dependency: AccountsDependency {
        let repository = FakeAccountsRepository()
        var accountsRepository: any AccountsRepository { repository }
        var accountsReferenceData: ReferenceData { TransferFixture.reference() }
        var accountsTimeZone: TimeZone { SwippyDate.utc }
    }

    @Test func openingAnAccount_pushesItsScreen_andBackPopsToTheList() throws {
        let navigator = Navigator()
        navigator.setRoot(StubScreen())
        let listener = FakeAccountsListener()
        let list = AccountsBuilder(dependency: Dependency()).build(listener: listener, navigator: navigator)
        navigator.push(list)
        list.handle("1")
        #expect(navigator.depth == 3)
        let account = try #require(navigator.top)
        account.handle("4")
        #expect(navigator.depth == 3)
        #expect(account.goBack())
        #expect(account.goBack())
        #expect(navigator.top === list)
    }

    @Test func moving_handsTheOpenAccountToTheListener() {
        let navigator = Navigator()
        navigator.setRoot(StubScreen())
        let listener = FakeAccountsListener()
        let list = AccountsBuilder(dependency: Dependency()).build(listener: listener, navigator: navigator)
        navigator.push(list)
        list.handle("1")
        navigator.top?.handle("3")
        #expect(listener.movedFrom == ["a-savings"])
    }

    @Test func theRouter_followsTheStep_evenWhenNoScreenAskedForIt() throws {
        let navigator = Navigator()
        navigator.setRoot(StubScreen())
        let interactor = AccountsInteractor(
            repository: FakeAccountsRepository(), reference: TransferFixture.reference(), zone: SwippyDate.utc)
        let router = AccountsRouter(interactor: interactor, navigator: navigator, listener: FakeAccountsListener())
        let list = router.start()
        #expect(navigator.depth == 1)
        navigator.push(list)
        interactor.open(at: 0)
        #expect(navigator.depth == 3)
        interactor.typeAmount("1")
        #expect(navigator.depth == 3)
        #expect(interactor.back())
        #expect(navigator.top === list)
    }

    @Test func theModule_isReleasedWhenItsScreensArePopped() {
        let navigator = Navigator()
        let root = StubScreen()
        navigator.setRoot(root)
        let listener = FakeAccountsListener()
        weak var list: (any Screen)?
        weak var account: (any Screen)?
        weak var interactor: AccountsInteractor?
        do {
            let screen = AccountsBuilder(dependency: Dependency()).build(listener: listener, navigator: navigator)
            list = screen
            interactor = ((screen as? ModuleScreen<AccountsListViewModel>)?.presenter).flatMap {
                Mirror(reflecting: $0).descendant("interactor") as? AccountsInteractor
            }
            navigator.push(screen)
            screen.handle("1")
            account = navigator.top
        }
        #expect(list != nil && account != nil && interactor != nil)
        navigator.pop(to: root)
        #expect(list == nil)
        #expect(account == nil)
        #expect(interactor == nil)
    }
}
