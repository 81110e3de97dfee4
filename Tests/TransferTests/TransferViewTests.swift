import SwippyCore
import SwippyData
import Testing
@testable import Transfer

@MainActor
@Suite("Transfer views")
struct TransferViewTests {
    let context = RenderContext(width: 60)

    @Test func theSourceStep_listsAccountsWithBalancesRightAligned() {
        let accounts = Array(Fixture.wallet().accounts.prefix(3))
        let lines = StepView.render(SourcePresenter.viewModel(accounts: accounts, paying: []), context)
        #expect(lines == [
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
        let model = ConfirmPresenter.viewModel(
            fields: [.init(label: "From", value: "Savings"), .init(label: "To", value: "Priya Sharma")],
            amount: Money(1_500, "INR"), fee: Money(5, "INR"), note: "Rent")
        #expect(StepView.render(model, context) == [
            "Send money · Confirm",
            "====================",
            "  From    Savings",
            "  To      Priya Sharma",
            "  Amount  ₹1,500.00 (INR)",
            "  Fee     ₹5.00",
            "  Total   ₹1,505.00",
            "  Note    Rent",
            "",
            "  Check the details before you send.",
            "",
            "  1.  Confirm and enter the transaction PIN",
            "  2.  Cancel",
        ])
        #expect(model.prompt == Prompt("Choose (1-2)"))
    }

    @Test func aFailedResult_saysWhyAndThatNoMoneyMoved() {
        let model = ResultPresenter.viewModel(
            outcome: .failure(.verificationFailed("Account verification failed: IFSC ABCD0123456 is not in the bank directory.")),
            cardDue: nil, canSave: false)
        #expect(StepView.render(model, context) == [
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
        let model = NewAccountPresenter.viewModel(
            form: NewAccountForm(name: "Anil", accountNumber: "123456789012", ifsc: ""), field: .ifsc, fromField: [], bank: nil)
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
