import SwippyCore
import SwippyData
import SwippyTestSupport
import Testing
@testable import Transfer

@MainActor
@Suite("Transfer views")
struct TransferViewTests {
    let context = RenderContext(width: 60)

    @Test func theSourceStep_listsAccountsWithBalancesRightAligned() {
        var state = TransferPresenterTests.loaded()
        state.accounts = Array(state.accounts.prefix(3))
        #expect(StepView.render(SourcePresenter.viewModel(for: state), context) == [
            "Send money · From",
            "=================",
            "",
            "  Send from which account?",
            "",
            "  1.  Savings  HDFC Bank ••9812           ₹10,000.00",
            "  2.  Salary   HDFC Bank ••8812              ₹500.50",
            "  3.  Joint    HDFC Bank ••7812  Blocked   ₹1,200.00",
        ])
    }

    @Test func theConfirmStep_showsAmountWithCurrencyFeeTotalAndNote() {
        var state = TransferPresenterTests.loaded(.confirm)
        state.sourceID = "a-savings"
        state.payee = .beneficiary(TransferFixture.priya)
        state.fee = 5
        state.amount = 1_500
        state.note = "Rent"
        let model = ConfirmPresenter.viewModel(for: state)
        #expect(StepView.render(model, context) == [
            "Send money · Confirm",
            "====================",
            "  From     Savings · HDFC Bank ••9812 · ₹10,000.00",
            "  To       Priya Sharma",
            "  Bank     State Bank of India",
            "  Account  •••••••5678",
            "  IFSC     SBIN0001234",
            "  Amount   ₹1,500.00 (INR)",
            "  Fee      ₹5.00",
            "  Total    ₹1,505.00",
            "  Note     Rent",
            "",
            "  Check the details before you send.",
            "",
            "  1.  Confirm and enter the transaction PIN",
            "  2.  Cancel",
        ])
        #expect(model.prompt == Prompt("Choose (1-2)"))
    }

    @Test func aFailedResult_saysWhyAndThatNoMoneyMoved() {
        var state = TransferPresenterTests.loaded(.result)
        state.outcome = .refused(.verificationFailed("Account verification failed: IFSC ABCD0123456 is not in the bank directory."))
        #expect(StepView.render(ResultPresenter.viewModel(for: state), context) == [
            "Send money · Not sent",
            "=====================",
            "",
            "  Account verification failed: IFSC ABCD0123456 is not in",
            "  the bank directory. No money moved.",
            "",
            "  1.  Done",
        ])
    }

    @Test func theIFSCStep_offersTheFinder() {
        var state = TransferPresenterTests.loaded(.newAccount(.ifsc))
        state.form = NewAccountForm(name: "Anil", accountNumber: "123456789012", ifsc: "")
        let model = NewAccountPresenter.viewModel(for: state)
        #expect(StepView.render(model, context) == [
            "Send money · New bank account",
            "=============================",
            "  Name     Anil",
            "  Account  ••••••••9012",
            "",
            "  Step 4 of 4. Type b to step back; what you typed is kept.",
            "",
            "  f  Find an IFSC by bank and branch",
        ])
        #expect(model.prompt == Prompt("IFSC (11 characters)"))
    }

    @Test func aLongRow_isCutToTheWidth() {
        let model = StepViewModel(title: "T", choices: [[String(repeating: "x", count: 80)]], prompt: Prompt())
        let lines = StepView.render(model, RenderContext(width: 20))
        #expect(lines.last == "  1.  xxxxxxxxxxxxx…")
    }
}
