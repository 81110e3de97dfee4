import Foundation
import SwippyCore
import SwippyData
import SwippyTestSupport
import Testing

@testable import Home

@Suite("Home summary: total, balances, credit line, newest activity")
struct HomeSummaryTests {
    static func render(_ wallet: WalletState, width: Int = 80) throws -> [String] {
        let reference = try RepositoryFiles.mockData().reference
        return ScreenRenderer.render(
            HomeSummary.blocks(MoneySummary(userID: "u-asha", wallet: wallet, reference: reference)),
            RenderContext(width: width))
    }

    static func demoWallet() throws -> WalletState {
        try RepositoryFiles.mockData().wallet
    }

    @Test func theDemoUser_seesTotalBalancesCreditLineAndFiveNewest() throws {
        let lines = try Self.render(Self.demoWallet())
        #expect(lines.contains("  Total  ₹1,76,951.25"))
        #expect(lines.contains { $0.hasPrefix("  Savings") && $0.hasSuffix("₹1,25,000.50") })
        #expect(lines.contains { $0.hasPrefix("  Millennia Credit Card ••3456") && $0.hasSuffix("₹1,49,757.67") })
        let recent = try #require(lines.firstIndex(of: "Recent activity"))
        #expect(lines.count - recent - 2 == MoneySummary.recentCount)
    }

    @Test func anotherCurrency_makesTheTotalApproximate() throws {
        var wallet = try Self.demoWallet()
        wallet.accounts.append(
            BankAccount(
                id: "acc-x", userID: "u-asha", name: "Dollars", bankName: "Swippy", number: "7700000007",
                ifsc: "SWPY0000001",
                kind: "savings", currency: "USD", balance: 100))
        #expect(try Self.render(wallet).contains { $0.hasPrefix("  Total  ≈ ₹") })
    }

    @Test func aUserWithNothing_seesWhatToDo() throws {
        var wallet = try Self.demoWallet()
        wallet.accounts.removeAll { $0.userID == "u-asha" }
        wallet.transactions.removeAll()
        wallet.cards.removeAll()
        let lines = try Self.render(wallet)
        #expect(lines.contains("  You have no accounts yet: type accounts to add one."))
        #expect(lines.contains("  No credit card with a limit yet: type cards to see your cards."))
        #expect(lines.contains("  No transactions yet: type transfer to send money."))
    }

    @Test func at40Columns_noAmountIsCut() throws {
        let lines = try Self.render(Self.demoWallet(), width: 40)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 40 })
        #expect(lines.joined(separator: "\n").contains("₹1,25,000.50"))
    }

    @Test func recentActivity_readAtAMoment_isCompact_withTheZoneSaidOnce() throws {
        var summary = MoneySummary(
            userID: "u-asha", wallet: try Self.demoWallet(), reference: try RepositoryFiles.mockData().reference)
        summary.now = SwippyDate.parse("2026-11-22T10:00:00Z")
        let lines = ScreenRenderer.render(HomeSummary.blocks(summary), RenderContext(width: 80))
        #expect(lines.contains("Recent activity · Times in GMT"))
        #expect(lines.contains { $0.hasPrefix("  12 Nov, 12:21  Uber India") })
        #expect(!lines.contains { $0.contains("2026, ") || $0.contains(" GMT ") })
        summary.now = SwippyDate.parse("2027-01-02T10:00:00Z")
        let nextYear = ScreenRenderer.render(HomeSummary.blocks(summary), RenderContext(width: 80))
        #expect(nextYear.contains { $0.hasPrefix("  12 Nov 2026, 12:21  Uber India") })
    }

    @MainActor @Test func theHomeScreen_showsTheMoneyBetweenGreetingAndMenu() throws {
        let state = HomeState(
            userName: "Asha Rao", entries: HomeFixture.entries, shellWords: HomeFixture.shellWords,
            money: MoneySummary(
                userID: "u-asha", wallet: try Self.demoWallet(), reference: try RepositoryFiles.mockData().reference))
        let model = HomePresenter.viewModel(for: state)
        #expect(Snapshot.checkScreen(named: "home-money") { HomeView.render(model, $0) } == nil)
        let lines = HomeView.render(model, RenderContext(width: 80))
        #expect(Array(lines.prefix(4)) == ["Swippy", "======", "Hello, Asha Rao.", ""])
    }
}
