import SwippyCore

/// What `?` lists on the flow screen: only what the current step accepts.
enum FlowHelp {
    static func lines(_ state: CreditState, prompt: Prompt) -> [String] {
        let back = "b        back one step"
        switch state.step {
        case .dashboard:
            return [back]
        case .moveCard:
            return ["A number chooses that card (its number in the whole list, on any page)."]
                + (state.linePaging.pageCount > 1 ? ["n / p    next / previous page"] : []) + [back]
        case .moveAccount:
            return ["A number chooses that account.", back]
        case .loan(.employment):
            return ["A number chooses that type." + kept(prompt), back]
        case .moveConfirm, .loan(.consent):
            return ["y / n    yes / no", back]
        case .loanReview:
            return ["y        submit the application", "n        do not submit (the application is discarded)",
                    "next / prev    next / previous page of the schedule", back]
        case .movePIN:
            return ["Type your PIN.", back]
        case .moveAmount, .loan, .calculator:
            return ["Type the answer to the question." + kept(prompt), back]
        case .calculatorResult:
            return ["n / p    next / previous page of the schedule", "Enter    back"]
        case .moveResult, .loanResult, .applications:
            return ["Enter    back"]
        }
    }

    private static func kept(_ prompt: Prompt) -> String {
        prompt.text.contains("Enter keeps") ? " Enter keeps the value shown in brackets." : ""
    }
}
