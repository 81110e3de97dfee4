import SwippyCore
import SwippyData
import Testing

@testable import Credit

@MainActor
@Suite("Credit flow help")
struct CreditFlowHelpTests {
    func help(_ step: CreditState.Step, _ change: (inout CreditState) -> Void = { _ in }) -> [String] {
        var state = CreditState()
        state.step = step
        change(&state)
        return FlowPresenter.viewModel(for: state).helpLines
    }

    @Test func theLoanReview_listsNAndPForPaging_andOnlyTheWordNoDiscards() {
        let lines = help(.loanReview)
        #expect(lines.contains("n / p    next / previous page of the schedule"))
        #expect(lines.contains("no       do not submit (the application is discarded)"))
        #expect(!lines.contains { $0.hasPrefix("n        ") })
    }

    @Test func questionsWithoutAKeptValue_listNoPagingAndNoBrackets() {
        for step in [CreditState.Step.loan(.amount), .loan(.income), .calculator(.amount)] {
            let lines = help(step)
            #expect(!lines.contains { $0.contains("n / p") || $0.contains("brackets") }, "\(step)")
            #expect(lines.contains("b        back one step"))
        }
    }

    @Test func aQuestionWithAKeptValue_saysEnterKeepsIt() {
        let lines = help(.loan(.tenure)) { $0.loan.years = 20 }
        #expect(lines.first == "Type the answer to the question. Enter keeps the value shown in brackets.")
    }

    @Test func theCalculatorResult_pagesWithNAndP() {
        #expect(help(.calculatorResult).contains("n / p    next / previous page of the schedule"))
    }
}
