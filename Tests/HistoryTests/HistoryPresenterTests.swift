import Foundation
import SwippyCore
import SwippyData
import SwippyTestSupport
import Testing

@testable import History

@MainActor
@Suite("History presenters")
struct HistoryPresenterTests {
    let repository = FakeHistoryRepository()
    let router = FakeHistoryRouter()

    func interactor() -> HistoryInteractor {
        HistoryInteractor(
            repository: repository, clock: ManualClock(HistoryFixture.now), zone: HistoryFixture.utc, pageSize: 4)
    }

    /// A state of the fixture's history, loaded and then changed by `change`, as the real interactor makes it.
    func state(_ change: (HistoryInteractor) -> Void = { _ in }) -> HistoryState {
        let interactor = interactor()
        interactor.load()
        change(interactor)
        return interactor.state.value
    }

    /// A fake interactor on `state`, and `presenter` started over it with a view.
    func started<P: ModulePresenter<HistoryViewModel>>(
        _ state: HistoryState, _ presenter: (any HistoryInteracting) -> P
    ) -> (FakeHistoryInteracting, P, FakeScreenView<HistoryViewModel>) {
        let interactor = FakeHistoryInteracting(state)
        let presenter = presenter(interactor)
        let view = FakeScreenView<HistoryViewModel>()
        presenter.view = view
        presenter.start()
        return (interactor, presenter, view)
    }

    @Test func list_loadsOnStart_andForwardsEachCommandToOneIntent() {
        let (interactor, presenter, view) = started(state(), HistoryListPresenter.init)
        #expect(interactor.loadCallCount == 1)
        for input in ["f", "c", "e", "m"] { presenter.handle(input) }
        #expect(interactor.openedSteps == [.filters, .chart, .export, .report])
        presenter.handle("2")
        #expect(interactor.openedRows == [1])
        presenter.handle("/coffee")
        presenter.handle("/")
        presenter.handle("s tea")
        #expect(interactor.searches == ["coffee", "", " tea"])
        presenter.handle("x")
        #expect(interactor.clearAllCallCount == 1)
        presenter.handle("page 2")
        #expect(interactor.typedPages == ["2"])
        presenter.handle("n")
        #expect(interactor.turnedPages == [true])
        presenter.handle("zz")
        #expect(
            view.notices.last
                == "Unknown choice \"zz\". Type a number 1-6, n for the next page, b to go back, or ? for help.")
        presenter.didReappear()
        #expect(interactor.openedSteps.last == .list)
        #expect(interactor.loadCallCount == 1)
    }

    @Test func list_numbersRowsAcrossPages_andANumberOnAnotherPageOpensThatRow() {
        let (interactor, presenter, view) = started(state { $0.turnPage(forward: true) }, HistoryListPresenter.init)
        #expect(view.last?.prompt == Prompt("Choose a transaction (1-6)"))
        #expect(view.last?.parts.contains(.text("5–6 of 6 rows · page 2 of 2")) == true)
        presenter.handle("1")
        #expect(interactor.openedRows == [0])
    }

    @Test func list_viewModel_saysWhatIsApplied_andNamesFiltersWhenEmpty() {
        let interactor = interactor()
        interactor.load()
        interactor.search("coffee")
        var model = HistoryListPresenter.viewModel(for: interactor.state.value)
        #expect(model.parts.first == .text("Search: coffee · 1 of 6 · Times in GMT"))
        interactor.applyFilter("in")
        model = HistoryListPresenter.viewModel(for: interactor.state.value)
        #expect(
            model.parts.contains(
                .text(
                    "Nothing matches search \"coffee\", money in. Type x to clear all, or f to change the filters.")))
        #expect(model.prompt == Prompt("Type a command"))
    }

    @Test func report_forwardsTheDays_thenTheAnswer_andBackReturnsToTheDays() {
        let days = state { $0.open(.report) }
        let (interactor, presenter, view) = started(days, HistoryReportPresenter.init)
        #expect(view.last?.prompt == Prompt("Days"))
        presenter.handle("1 Nov 2026 to today")
        #expect(interactor.reportRanges == ["1 Nov 2026 to today"])
        #expect(!presenter.goBack(), "b on the days leaves the screen")
        interactor.state.send(
            state {
                $0.open(.report)
                $0.sendReport("1 Nov 2026 to today")
            })
        #expect(view.last?.prompt == Prompt.confirm("Send it?"))
        presenter.handle("y")
        presenter.handle("maybe")
        #expect(interactor.reportAnswers == [.yes, nil])
        #expect(presenter.goBack(), "b at the question returns to the days")
        #expect(interactor.openedSteps == [.report])
        #expect(interactor.reportRanges.count == 1)
    }

    @Test func report_viewModel_showsWhatWillBeSent() {
        let asked = HistoryReportPresenter.viewModel(
            for: state {
                $0.open(.report)
                $0.sendReport("1 Nov 2026 to today")
            })
        #expect(asked.prompt == Prompt.confirm("Send it?"))
        #expect(
            asked.parts.first
                == .fields([
                    .init(label: "To", value: "asha@example.in", keep: true),
                    .init(label: "Days", value: "01 Nov 2026 to 22 Nov 2026", keep: true),
                    .init(label: "Transactions", value: "3", keep: true),
                ]))
    }

    @Test func list_totals_sayTheyCoverEveryMatchingRow_onEveryPage() throws {
        let interactor = interactor()
        interactor.load()
        var model = HistoryListPresenter.viewModel(for: interactor.state.value)
        #expect(interactor.state.value.paging.visible(interactor.state.value.rows).count == 4)
        #expect(
            model.parts.contains { if case .totals("Totals of all 6 transactions", _) = $0 { true } else { false } })
        let all = try #require(interactor.state.value.totals)
        #expect(
            all
                == TransactionTotals(
                    HistoryFixture.history, base: "INR", rates: repository.exchangeRates(),
                    code: interactor.state.value.query.code(of:)),
            "the totals are of all six rows, not of the four on the page")
        interactor.search("coffee")
        model = HistoryListPresenter.viewModel(for: interactor.state.value)
        #expect(model.parts.contains { if case .totals("Totals of the 1 matching", _) = $0 { true } else { false } })
        interactor.search("")
        interactor.applyFilter("out")
        model = HistoryListPresenter.viewModel(for: interactor.state.value)
        let count = interactor.state.value.rows.count
        #expect(count > 1)
        #expect(
            model.parts.contains { if case .totals("Totals of all \(count) matching", _) = $0 { true } else { false } })
    }

    @Test func list_counts_areGroupedAsTheRupeeTotalsAre() {
        let interactor = interactor()
        interactor.load()
        var state = interactor.state.value
        #expect(state.totals?.currency == "INR")
        state.paging = Paging(itemCount: 999_998, pageSize: 6)
        let model = HistoryListPresenter.viewModel(for: state)
        #expect(model.parts.contains(.text("1–6 of 9,99,998 rows · page 1 of 1,66,667")))
    }

    @Test func details_ofATransferSent_offersRepeat_andHandsItToTheRouter() {
        var sent = HistoryFixture.history[0]
        sent.category = "transfer"
        repository.history = [sent]
        repository.disputes = []
        let shown = state { $0.openRow(at: 0) }
        let (interactor, presenter, _) = started(shown) { HistoryDetailsPresenter(interactor: $0, router: router) }
        presenter.handle("r")
        #expect(router.destinations == [.repeatTransfer(sent)])
        #expect(interactor.openedSteps.isEmpty && interactor.shareCallCount == 0)
        #expect(HistoryDetailsPresenter.viewModel(for: shown).prompt == Prompt("Type r, d or t"))
    }

    @Test func details_offerOnlyWhatTheTransactionAllows_andShareIsAnIntent() {
        let (interactor, presenter, view) = started(state { $0.openRow(at: 0) }) {
            HistoryDetailsPresenter(interactor: $0, router: router)
        }
        // A card-style purchase cannot be repeated: r is not offered, and typing it says what is.
        presenter.handle("r")
        #expect(router.destinations.isEmpty)
        #expect(view.lastNotice == "Type t to share as text, or b to go back.")
        // t6 already has an open dispute: d is not offered, and typing it says so once, in place.
        #expect(view.last?.prompt == Prompt("Type t"))
        presenter.handle("d")
        #expect(router.destinations.isEmpty)
        #expect(view.lastNotice == "This transaction already has an open dispute (DSP-1001).")
        presenter.handle("t")
        #expect(interactor.shareCallCount == 1)
    }

    @Test func details_shared_listEveryLineToCopy() {
        let model = HistoryDetailsPresenter.viewModel(
            for: state {
                $0.openRow(at: 0)
                $0.share()
            })
        #expect(
            model.parts.contains(
                .plain([
                    "Date: 21 Nov 2026, 10:00 GMT", "Amount: -₹450.00", "Direction: Money out",
                    "Counterparty: Blue Tokai Coffee",
                    "Account: Savings ••4821", "Category: food", "Note: flat white", "Reference: REF-t6",
                    "Status: Completed · disputed (DSP-1001, open)", "Dispute: DSP-1001 · open · raised 22 Nov 2026",
                ])))
    }

    @Test func details_disputeGoesToTheRouter_andOnReturnTheStepIsOpenedAgain() {
        repository.disputes = []
        let (interactor, presenter, view) = started(state { $0.openRow(at: 0) }) {
            HistoryDetailsPresenter(interactor: $0, router: router)
        }
        #expect(view.last?.prompt == Prompt("Type d or t"))
        presenter.handle("d")
        #expect(router.destinations == [.dispute(HistoryFixture.history[0])])
        presenter.didReappear()
        #expect(interactor.openedSteps == [.details("t6")], "the disputes are read again")
    }

    @Test func details_ofMoneyIn_offerNoDispute_andDSaysWhy() {
        var received = HistoryFixture.history[0]
        received.direction = .credit
        repository.history = [received]
        repository.disputes = []
        let shown = state { $0.openRow(at: 0) }
        #expect(
            !HistoryDetailsPresenter.viewModel(for: shown).parts.contains { part in
                if case .commands(let commands) = part { return commands.contains { $0.key == "d" } }
                return false
            })
        let (_, presenter, view) = started(shown) { HistoryDetailsPresenter(interactor: $0, router: router) }
        #expect(view.last?.prompt == Prompt("Type t"))
        presenter.handle("d")
        #expect(router.destinations.isEmpty)
        #expect(view.lastNotice == "Only money going out (a debit) can be disputed.")
    }

    @Test func details_withAnOpenDispute_showIt_andDAnswersOnceInPlace() {
        // Dispute's flow raised DSP-1002 and the person came back: the details read the disputes again.
        repository.disputes = [
            Dispute(
                id: "DSP-1002", transactionID: "t6", reason: .other, description: "x", status: .open,
                raisedAt: HistoryFixture.now, timeline: [])
        ]
        let shown = state { $0.openRow(at: 0) }
        let model = HistoryDetailsPresenter.viewModel(for: shown)
        #expect(
            model.parts.contains(
                .fields([
                    HistoryViewModel.Field(label: "Date", value: "21 Nov 2026, 10:00 GMT", keep: true),
                    HistoryViewModel.Field(label: "Amount", value: "-₹450.00", keep: true),
                    HistoryViewModel.Field(label: "Direction", value: "Money out", keep: false),
                    HistoryViewModel.Field(label: "Counterparty", value: "Blue Tokai Coffee", keep: false),
                    HistoryViewModel.Field(label: "Account", value: "Savings ••4821", keep: false),
                    HistoryViewModel.Field(label: "Category", value: "food", keep: false),
                    HistoryViewModel.Field(label: "Note", value: "flat white", keep: false),
                    HistoryViewModel.Field(label: "Reference", value: "REF-t6", keep: true),
                    HistoryViewModel.Field(
                        label: "Status", value: "Completed · disputed (DSP-1002, open)", keep: false),
                    HistoryViewModel.Field(
                        label: "Dispute", value: "DSP-1002 · open · raised 22 Nov 2026", keep: false),
                ])))
        let (_, presenter, view) = started(shown) { HistoryDetailsPresenter(interactor: $0, router: router) }
        #expect(view.last?.prompt == Prompt("Type t"))
        let noticesBefore = view.notices.count
        presenter.handle("d")
        #expect(router.destinations.isEmpty, "no second trip to Dispute")
        #expect(view.notices.count == noticesBefore + 1)
        #expect(view.lastNotice == "This transaction already has an open dispute (DSP-1002).")
        presenter.handle("1")
        #expect(
            view.lastNotice == "Type t to share as text, or b to go back.", "d is not offered once a dispute is open")
    }

    @Test func export_forwardsThePath_thenTheAnswer_andOffersTheStatesName() {
        let (interactor, presenter, view) = started(state { $0.open(.export) }, HistoryExportPresenter.init)
        #expect(view.last?.prompt == Prompt("File"))
        #expect(
            view.last?.parts.last
                == .text("Type a file path, or press Enter for swippy-transactions-2026-11-22.csv in this folder."))
        #expect(!presenter.goBack(), "b on the path leaves the screen")
        presenter.handle("out.csv")
        #expect(interactor.exportPaths == ["out.csv"])
        var asked = interactor.state.value
        asked.step = .confirmOverwrite("out.csv")
        interactor.state.send(asked)
        #expect(view.last?.prompt == Prompt.confirm("Replace it?"))
        presenter.handle("n")
        #expect(interactor.overwriteAnswers == [.no])
        #expect(presenter.goBack(), "b at the question returns to the path")
        #expect(interactor.openedSteps == [.export])
        #expect(interactor.exportPaths.count == 1)
    }

    @Test func chart_takesNoInput_butSaysHowToLeave() {
        let (interactor, presenter, view) = started(state { $0.open(.chart) }, HistoryChartPresenter.init)
        presenter.handle("1")
        #expect(view.lastNotice == "Type b to go back to the list.")
        #expect(interactor.openedSteps.isEmpty && interactor.loadCallCount == 0)
    }

    @Test func chart_labelsEachMonthWithItsAmount() {
        let interactor = interactor()
        interactor.load()
        interactor.open(.chart)
        let model = HistoryChartPresenter.viewModel(for: interactor.state.value)
        guard case .chart(let bars) = model.parts.last else { return #expect(Bool(false), "no chart") }
        #expect(bars.map(\.amount) == ["₹0.00", "₹0.00", "₹0.00", "₹50.00", "₹1,500.00", "₹10,050.00"])
        #expect(bars.last?.value == 1_005_000)
    }

    @Test func filters_forwardEveryLine() {
        let (interactor, presenter, _) = started(state { $0.open(.filters) }, HistoryFiltersPresenter.init)
        presenter.handle("out")
        presenter.handle("clear all")
        #expect(interactor.filterLines == ["out", "clear all"])
    }
}
