import Foundation
import SwippyCore
import SwippyData
import SwippyTestSupport
import Testing

@testable import Dispute

@MainActor
@Suite("My-disputes and detail presenters")
struct DisputeListPresenterTests {
    private let interactor = FakeDisputeInteractor()
    private let view = FakeScreenView<DisputeViewModel>()

    private func list(at state: DisputeState) -> MyDisputesPresenter {
        interactor.state.send(state)
        let presenter = MyDisputesPresenter(interactor: interactor)
        presenter.view = view
        presenter.start()
        return presenter
    }

    private func detail(at state: DisputeState) -> DisputeDetailPresenter {
        interactor.state.send(state)
        let presenter = DisputeDetailPresenter(interactor: interactor)
        presenter.view = view
        presenter.start()
        return presenter
    }

    // MARK: - My disputes

    @Test func theList_loadsOnStart_andAgainWhenItReappears() {
        let presenter = list(at: DisputeStateSamples.loaded([]))
        #expect(interactor.loadDisputesCallCount == 1)
        #expect(view.displayed.count == 1)
        presenter.didReappear()
        #expect(interactor.loadDisputesCallCount == 2)
    }

    @Test func theList_showsEachDisputeWithItsStatus() {
        let state = DisputeStateSamples.loaded([
            DisputeStateSamples.dispute("DSP-1002", on: "t-acc", status: .inReview), DisputeStateSamples.dispute(),
        ])
        let model = MyDisputesPresenter.viewModel(for: state)
        #expect(model.parts.first == .text("2 disputes"))
        guard case .table(_, _, let rows, _) = model.parts.last else {
            Issue.record("expected the table")
            return
        }
        #expect(rows.first == ["1.", "DSP-1002", "21 Nov 2026", "Shop t-acc", "₹250.00", "in review"])
        #expect(model.prompt == Prompt("Choose a dispute (1-2)"))
    }

    @Test(arguments: [
        (DisputeState.DisputeList.Phase.loading, DisputeViewModel.Part.text("Loading your disputes…")),
        (.failed("disk full"), .error("disk full")),
        (.loaded, .text("You have not raised any disputes.")),
    ])
    func theList_saysWhenThereIsNothingToShow(phase: DisputeState.DisputeList.Phase, block: DisputeViewModel.Part) {
        var state = DisputeStateSamples.loaded([])
        state.list.phase = phase
        #expect(MyDisputesPresenter.viewModel(for: state).parts == [block])
    }

    @Test func manyDisputes_page_numberedAcrossPages_andANumberOnAnotherPageOpensIt() {
        let disputes = (1...8).map { DisputeStateSamples.dispute("DSP-\(1000 + $0)") }
        var state = DisputeStateSamples.loaded(disputes)
        state.list.paging = Paging(itemCount: 8, pageSize: 3).showing(3)
        let model = MyDisputesPresenter.viewModel(for: state)
        #expect(model.parts.first == .text("4–6 of 8 disputes · page 2 of 3"))
        guard case .table(_, _, let rows, _) = model.parts.last else {
            Issue.record("expected the table")
            return
        }
        #expect(rows.map(\.first) == ["4.", "5.", "6."])
        #expect(model.prompt == Prompt("Choose a dispute (1-8)"))
        #expect(model.commands.map(\.key) == ["n", "p"])
        let presenter = list(at: state)
        presenter.handle("n")
        presenter.handle("p")
        #expect(interactor.turnDisputesPageCalls == [true, false])
        presenter.handle("8")
        #expect(interactor.lastOpenedID == "DSP-1008")
    }

    @Test func aNumber_opensThatDispute() {
        let presenter = list(at: DisputeStateSamples.loaded([DisputeStateSamples.dispute()]))
        presenter.handle("1")
        #expect(interactor.lastOpenedID == "DSP-1001")
        presenter.handle("2")
        #expect(view.notices == ["Unknown choice \"2\". Type 1, b to go back, or ? for help."])
        #expect(interactor.openDisputeCallCount == 1)
    }

    // MARK: - Detail

    @Test func theDetail_callsNoIntentOnStart_theIntentThatOpenedItLoadedIt() {
        var state = DisputeStateSamples.loaded([DisputeStateSamples.dispute()])
        state.detail = DisputeState.Detail(id: "DSP-1001")
        _ = detail(at: state)
        #expect(interactor.intentCallCount == 0)
        #expect(view.last?.title == "Dispute DSP-1001")
    }

    @Test func anOpenDispute_offersWithdrawal_andOneAsksFirst() {
        var state = DisputeStateSamples.loaded([DisputeStateSamples.dispute()])
        state.detail = DisputeState.Detail(id: "DSP-1001")
        let presenter = detail(at: state)
        #expect(view.last?.options == ["Withdraw this dispute"])
        presenter.handle("1")
        #expect(interactor.askToWithdrawCallCount == 1)
        presenter.handle("2")
        #expect(view.notices == ["Unknown choice \"2\". Type 1, b to go back, or ? for help."])
    }

    @Test func whileAsking_theAnswerGoesToTheInteractor() {
        var state = DisputeStateSamples.loaded([DisputeStateSamples.dispute()])
        state.detail = DisputeState.Detail(id: "DSP-1001", confirmingWithdrawal: true)
        let presenter = detail(at: state)
        #expect(view.last?.prompt == Prompt("Withdraw it? (y/n)"))
        presenter.handle("n")
        #expect(interactor.lastWithdrawalAnswer == .some(.no))
        #expect(interactor.askToWithdrawCallCount == 0)
    }

    @Test func aClosedDispute_offersNothing() {
        var state = DisputeStateSamples.loaded([DisputeStateSamples.dispute(status: .withdrawn)])
        state.detail = DisputeState.Detail(id: "DSP-1001")
        let presenter = detail(at: state)
        #expect(view.last?.options == [])
        #expect(view.last?.prompt == Prompt("Type b to go back"))
        presenter.handle("1")
        #expect(view.notices == ["Unknown choice \"1\". Type b to go back, or ? for help."])
        #expect(interactor.askToWithdrawCallCount == 0)
    }

    @Test func aDisputeThatIsGone_letsTheInteractorSaySo() {
        let presenter = detail(at: DisputeStateSamples.loaded([]))
        presenter.handle("x")
        #expect(interactor.askToWithdrawCallCount == 1)
        #expect(view.notices.isEmpty)
    }

    @Test func theDetail_showsTheFieldsAndTheTimeline() {
        var state = DisputeStateSamples.loaded([DisputeStateSamples.dispute()])
        state.detail = DisputeState.Detail(id: "DSP-1001")
        let model = DisputeDetailPresenter.viewModel(for: state)
        #expect(model.title == "Dispute DSP-1001")
        guard case .fields(let fields) = model.parts.first else {
            Issue.record("expected fields")
            return
        }
        #expect(fields.map(\.label) == ["Status", "Transaction", "Amount", "Reason", "Raised"])
        #expect(fields.first?.tone == .warning)
        #expect(model.parts.contains(.text("Twice for one ride")))
    }

    @Test func back_leavesTheQuestionThroughTheInteractor() {
        let presenter = detail(at: DisputeStateSamples.loaded([]))
        interactor.stepsBack = true
        #expect(presenter.goBack())
        #expect(interactor.stepBackInDetailCallCount == 1)
        #expect(interactor.backCallCount == 0)
    }

    @Test func back_withoutTheQuestion_leavesTheScreenThroughTheStep() {
        let presenter = detail(at: DisputeStateSamples.loaded([]))
        interactor.stepsBack = false
        #expect(presenter.goBack(), "the router pops, never the shell")
        #expect(interactor.stepBackInDetailCallCount == 1)
        #expect(interactor.backCallCount == 1)
    }

    @Test func back_fromTheList_leavesItThroughTheStep() {
        let presenter = list(at: DisputeStateSamples.loaded([]))
        #expect(presenter.goBack())
        #expect(interactor.backCallCount == 1)
    }
}
