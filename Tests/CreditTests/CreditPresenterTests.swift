import SwippyCore
import SwippyData
import SwippyTestSupport
import Testing

@testable import Credit

@MainActor
@Suite("Credit presenters")
struct CreditPresenterTests {
    let interactor = FakeCreditInteractor()

    func dashboard() -> (DashboardPresenter, FakeScreenView<DashboardViewModel>) {
        let presenter = DashboardPresenter(interactor: interactor)
        let view = FakeScreenView<DashboardViewModel>()
        presenter.view = view
        return (presenter, view)
    }

    func flow(at step: CreditState.Step) -> (FlowPresenter, FakeScreenView<FlowViewModel>) {
        interactor.state.update { $0.step = step }
        let presenter = FlowPresenter(interactor: interactor)
        let view = FakeScreenView<FlowViewModel>()
        presenter.view = view
        return (presenter, view)
    }

    @Test func dashboard_startShowsThenLoads_andANumberStartsThatAction() {
        let (presenter, view) = dashboard()
        presenter.start()
        #expect(view.displayed.count == 1)
        #expect(interactor.calls == ["load"])
        presenter.handle("3")
        #expect(interactor.calls == ["load", "start homeLoan"])
        presenter.handle("n")
        #expect(interactor.calls.last == "next")
        presenter.handle("9")
        #expect(view.lastNotice == MenuInput.unknownHint("9", count: 5))
        #expect(interactor.calls.count == 3)
    }

    @Test func flow_menuSteps_choose_andYesNoSteps_answer() {
        let (presenter, view) = flow(at: .moveAccount)
        interactor.state.update { $0.accounts = TransferFixture.wallet().accounts(of: "u-asha") }
        presenter.handle("2")
        #expect(interactor.calls == ["choose 1"])
        presenter.handle("x")
        #expect(view.lastNotice == MenuInput.unknownHint("x", count: 2))
        interactor.state.update { $0.step = .loanReview }
        presenter.handle("n")
        presenter.handle("next")
        presenter.handle("maybe")
        presenter.handle("no")
        #expect(interactor.calls == ["choose 1", "next", "next", "type maybe", "answer no"], "n pages, never discards")
    }

    @Test func flow_PIN_isSubmitted_andBackStepsTheInteractor() {
        let (presenter, _) = flow(at: .movePIN)
        presenter.handle("592741")
        #expect(interactor.calls == ["submit pin"])
        #expect(presenter.goBack())
        #expect(interactor.calls.last == "back")
        interactor.backResult = false
        #expect(!presenter.goBack())
    }

    @Test func flow_questions_takeTypedText_evenEmpty() {
        let (presenter, _) = flow(at: .loan(.city))
        presenter.handle("Pune")
        presenter.handle("")
        #expect(interactor.calls == ["type Pune", "type "])
    }

    @Test func employment_enterGoesToTheInteractor_whichKeepsTheTypeChosenBefore() {
        let (presenter, view) = flow(at: .loan(.employment))
        presenter.handle("")
        #expect(interactor.calls == ["type "])
        #expect(view.lastNotice == nil, "not refused as nothing typed: Enter keeps the earlier choice")
        presenter.handle("2")
        #expect(interactor.calls == ["type ", "choose 1"])
    }

    @Test func theLoanReview_pagesWithWords_becauseNAnswersNo() {
        var state = CreditState()
        state.step = .loanReview
        state.paging = Paging(itemCount: 240, pageSize: 6)
        #expect(CreditText.pageLine(state.paging, words: true) == "1–6 of 240 · page 1 of 40 · next, prev")
        #expect(CreditText.pageLine(state.paging) == "1–6 of 240 · page 1 of 40 · n next, p previous")
    }

    @Test func viewModels_sayTheRuleBeforeConfirming_andAskForThePINSecretly() {
        var state = CreditState()
        let repository = FakeCreditRepository()
        state.lines = repository.lines()
        state.accounts = repository.accounts()
        state.linePosition = 0
        state.accountID = "a-savings"
        state.amount = 20_000
        state.step = .moveConfirm
        let confirm = FlowPresenter.viewModel(for: state)
        #expect(confirm.fields.contains(Block.Field("Fee", "₹500.00", keep: true)))
        #expect(
            confirm.footer
                == "Fee 2.5% (at least ₹250.00); interest 3.5% a month from the day of the withdrawal until repaid.")
        #expect(confirm.prompt == Prompt.confirm("Confirm?"))
        state.step = .movePIN
        #expect(FlowPresenter.viewModel(for: state).prompt == .secret("Transaction PIN"))
        state.step = .dashboard
        let dashboard = DashboardPresenter.viewModel(for: state)
        #expect(dashboard.lines.count == 3)
        #expect(dashboard.utilisation.count == 6)
        #expect(dashboard.menu.count == 5)
    }
}
