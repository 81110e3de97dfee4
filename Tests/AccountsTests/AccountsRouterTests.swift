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

    let home = StubScreen()
    let navigator: FakeNavigator
    let listener = FakeAccountsListener()
    let interactor = AccountsInteractor(
        repository: FakeAccountsRepository(), reference: TransferFixture.reference(), zone: SwippyDate.utc)
    let router: AccountsRouter

    init() {
        navigator = FakeNavigator(root: home)
        router = AccountsRouter(interactor: interactor, navigator: navigator, listener: listener)
    }

    /// The router started, its list screen pushed by the host.
    private func started() -> any Screen {
        let list = router.start()
        navigator.push(list)
        return list
    }

    @Test func everyStep_mapsToItsScreen() {
        let list: [AccountsState.Step] = [.list, .addName, .addCurrency]
        let account: [AccountsState.Step] = [
            .account, .depositSource, .depositAmount, .withdrawAmount, .rename, .close,
        ]
        #expect(list.map(AccountsRouter.screen(for:)) == Array(repeating: .list, count: list.count))
        #expect(account.map(AccountsRouter.screen(for:)) == Array(repeating: .account, count: account.count))
        #expect(AccountsRouter.screen(for: .moveOut) == .moveFlow)
    }

    @Test func start_returnsTheListScreen_andPushesNothing() {
        let list = router.start()
        #expect(list is ModuleScreen<AccountsListViewModel>)
        #expect(navigator.pushCount == 0)
    }

    @Test func anAccountStep_pushesTheAccountScreenOnce() {
        _ = started()
        interactor.open(at: 0)
        #expect(navigator.stack.count == 3)
        #expect(navigator.top is ModuleScreen<AccountViewModel>)
        interactor.choose(.withdraw)
        interactor.typeAmount("1")
        #expect(navigator.stack.count == 3)
        #expect(navigator.pushCount == 2)
    }

    @Test func aListStep_popsBackToTheList() {
        let list = started()
        interactor.open(at: 0)
        #expect(interactor.back())
        #expect(navigator.top === list)
        interactor.startAdd()
        #expect(navigator.top === list)
        #expect(navigator.stack.count == 2)
    }

    @Test func moveOut_handsTheOpenAccountToTheListener_andMovesNothing() {
        _ = started()
        interactor.open(at: 0)
        let pushes = navigator.pushCount
        interactor.choose(.move)
        #expect(listener.movedFrom == ["a-savings"])
        #expect(navigator.pushCount == pushes)
        interactor.load()
        #expect(interactor.state.value.step == .account)
        #expect(navigator.stack.count == 3)
    }

    @Test func anAccountScreenTheShellPopped_isPushedAgainWhenAskedFor() {
        let list = started()
        interactor.open(at: 0)
        navigator.pop(to: list)
        #expect(interactor.back())
        interactor.open(at: 1)
        #expect(navigator.stack.count == 3)
        #expect(navigator.pushCount == 3)
    }

    @Test func theBuilder_pushesAccountsThroughTheRealNavigator() throws {
        let navigator = Navigator()
        navigator.setRoot(StubScreen())
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
        list.handle("1")
        navigator.top?.handle("3")
        #expect(listener.movedFrom == ["a-savings"])
    }

    @Test func theModule_isReleasedWhenItsScreensArePopped() {
        weak var list: (any Screen)?
        weak var account: (any Screen)?
        weak var interactor: AccountsInteractor?
        do {
            let navigator = Navigator()
            navigator.setRoot(home)
            let screen = AccountsBuilder(dependency: Dependency()).build(listener: listener, navigator: navigator)
            list = screen
            interactor = ((screen as? ModuleScreen<AccountsListViewModel>)?.presenter).flatMap {
                Mirror(reflecting: $0).descendant("interactor") as? AccountsInteractor
            }
            navigator.push(screen)
            screen.handle("1")
            account = navigator.top
            #expect(list != nil && account != nil && interactor != nil)
            navigator.pop(to: home)
        }
        #expect(list == nil)
        #expect(account == nil)
        #expect(interactor == nil)
    }
}
