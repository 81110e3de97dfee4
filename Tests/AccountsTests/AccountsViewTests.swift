import SwippyCore
import SwippyData
import SwippyTestSupport
import Testing

@testable import Accounts

/// Whole screens at 80 and 40 columns, colour off and on, compared with `Tests/Snapshots/AccountsTests/*.txt`.
/// Re-record after an intended change: `SWIPPY_RECORD_SNAPSHOTS=1 swift test --filter AccountsViewTests`.
@MainActor
@Suite("Accounts views")
struct AccountsViewTests {
    nonisolated static let names = [
        "list", "list-empty", "add-currency", "account", "account-empty", "deposit-source", "close-funded",
    ]

    static func render(_ name: String, _ context: RenderContext) -> [String] {
        switch name {
        case "list":
            return AccountsView.render(AccountsListPresenter.viewModel(for: AccountsScreens.state(.list)), context)
        case "list-empty":
            var state = AccountsScreens.state(.list)
            state.accounts = []
            return AccountsView.render(AccountsListPresenter.viewModel(for: state), context)
        case "add-currency":
            var state = AccountsScreens.state(.addCurrency)
            state.newAccountName = "Account 1"
            return AccountsView.render(AccountsListPresenter.viewModel(for: state), context)
        case "account":
            let state = AccountsScreens.state(.account, opened: "a-savings", transactions: 5)
            return AccountsView.render(AccountPresenter.viewModel(for: state), context)
        case "account-empty":
            return AccountsView.render(
                AccountPresenter.viewModel(for: AccountsScreens.state(.account, opened: "a-joint")), context)
        case "deposit-source":
            let state = AccountsScreens.state(.depositSource, opened: "a-savings")
            return AccountsView.render(AccountPresenter.viewModel(for: state), context)
        default:
            return AccountsView.render(
                AccountPresenter.viewModel(for: AccountsScreens.state(.close, opened: "a-savings")), context)
        }
    }

    @Test(arguments: names)
    func everyScreen_matchesItsSnapshot(_ name: String) {
        #expect(Snapshot.checkScreen(named: name) { Self.render(name, $0) } == nil)
    }

    @Test(arguments: Array(stride(from: 24, through: 100, by: 4)))
    func noBalanceMaskedNumberOrStatus_isEverCut(_ width: Int) {
        let state = AccountsScreens.state(.list)
        let lines =
            Self.render("list", RenderContext(width: width)) + Self.render("account", RenderContext(width: width))
        let text = lines.joined(separator: "\n")
        for account in state.accounts {
            #expect(text.contains(account.money.formatted), "\(account.money.formatted) at \(width) columns")
            #expect(text.contains(Mask.tail(account.number)), "\(account.number) at \(width) columns")
        }
        #expect(text.contains("Blocked") && text.contains("+₹104.00"))
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= width }, "a line wider than \(width)")
    }

    @Test func theList_atFourWidths_keepsNumbersAndBalances_aligned() {
        let state = AccountsScreens.state(.list)
        let model = AccountsListPresenter.viewModel(for: state)
        #expect(Snapshot.checkWidths(named: "list-widths") { AccountsView.render(model, $0) } == nil)
        for width in Snapshot.layoutWidths {
            let lines = AccountsView.render(model, RenderContext(width: width))
            let balances = state.accounts.map(\.money.formatted)
            #expect(
                LayoutCheck.problems(
                    lines, width: width, kept: balances, masked: state.accounts.map(\.number), aligned: balances,
                    prompt: model.prompt.text) == [])
        }
    }
}
