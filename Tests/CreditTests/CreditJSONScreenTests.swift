import SwippyCore
import SwippyData
import SwippyTestSupport
import Testing

@testable import Credit

/// Credit's screens drawn by the second View (`--ui json`, `JSONView`): their view models' fields, read back as
/// JSON.
@MainActor
@Suite("Credit screens through the JSON View")
struct CreditJSONScreenTests {
    /// Asha's lines and accounts, 20,000 to withdraw from the first line into Savings, on `step`.
    static func state(_ step: CreditState.Step) -> CreditState {
        let repository = FakeCreditRepository()
        var state = CreditState()
        state.lines = repository.lines()
        state.accounts = repository.accounts()
        state.linePosition = 0
        state.accountID = "a-savings"
        state.amount = 20_000
        state.step = step
        return state
    }

    static func interactor(_ step: CreditState.Step) -> FakeCreditInteractor {
        let interactor = FakeCreditInteractor()
        interactor.state.send(state(step))
        return interactor
    }

    func allScreens() throws -> [JSONScreen] {
        [
            try JSONScreen.drawn(
                DashboardPresenter(interactor: Self.interactor(.dashboard)), initial: .initial,
                render: CreditView.render),
            try JSONScreen.drawn(
                FlowPresenter(interactor: Self.interactor(.moveConfirm)), initial: .initial, render: CreditView.render),
            try JSONScreen.drawn(
                FlowPresenter(interactor: Self.interactor(.calculator(.amount))), initial: .initial,
                render: CreditView.render),
        ]
    }

    @Test func everyScreenOfTheModule_isDrawnHere() throws {
        let drawn = try allScreens()
        #expect(drawn.allSatisfy { $0.type == "screen" && $0.module == "Credit" })
        #expect(Set(drawn.compactMap(\.screen)) == (try ScreenCoverage.presenters(ofModule: "Credit")))
    }

    @Test func theDashboard_isItsTablesAndMenu() throws {
        let dashboard = try #require(try allScreens().first)
        #expect(dashboard.screen == "DashboardPresenter")
        #expect(dashboard.text("lines", "0", "1") == "Limit")
        #expect(dashboard.text("lines", "1", "0") == "Millennia Credit Card ••3456")
        #expect(dashboard.text("lines", "1", "3") == "₹99,757.67")
        #expect(dashboard.text("dues", "0", "1") == "₹242.33 · Due in 6 days")
        #expect(dashboard.count("interest") == 6)
        #expect(dashboard.text("interest", "2", "amount") == "₹1,240.50")
        #expect(dashboard.count("menu") == 5)
        #expect(dashboard.text("menu", "3", "title") == "EMI calculator")
        #expect(dashboard.prompt["numbers"] as? Int == 5)
    }

    @Test func theFlow_confirmsWithItsAmounts_andAsksOneQuestionAtATime() throws {
        let screens = try allScreens()
        let confirm = screens[1]
        #expect(confirm.screen == "FlowPresenter" && confirm.text("title") == "Withdraw cash")
        #expect(confirm.fieldValues("Cash") == ["₹20,000.00"])
        #expect(confirm.fieldValues("Fee") == ["₹500.00"])
        #expect(confirm.fieldValues("Into") == ["Savings"])
        #expect(confirm.text("footer")?.hasPrefix("Fee 2.5% (at least ₹250.00)") == true)
        #expect(confirm.prompt["answer"] as? String == "yes-no")
        let calculator = screens[2]
        #expect(calculator.text("title") == "EMI calculator" && calculator.text("message") == "Loan amount?")
        #expect(calculator.promptText == "Amount" && calculator.prompt["answer"] as? String == "text")
    }
}
