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

    @Test func list_opensEachCommandsStep_andSearchesWithASlash() {
        let interactor = interactor()
        let presenter = HistoryListPresenter(interactor: interactor, router: router, zone: HistoryFixture.utc)
        let view = FakeScreenView<HistoryViewModel>()
        presenter.view = view
        presenter.start()
        var steps: [HistoryState.Step] = []
        for input in ["f", "c", "e", "m", "2"] {
            presenter.handle(input)
            steps.append(interactor.state.value.step)
        }
        #expect(steps == [.filters, .chart, .export, .report, .details("t5")])
        #expect(router.destinations.isEmpty, "the router follows the step; the presenter does not ask it")
        presenter.handle("/coffee")
        #expect(interactor.state.value.rows.map(\.id) == ["t6"])
        presenter.handle("/")
        #expect(interactor.state.value.rows.count == 6)
        presenter.handle("zz")
        #expect(
            view.notices.last
                == "Unknown choice \"zz\". Type a number 1-6, n for the next page, b to go back, or ? for help.")
    }

    @Test func list_numbersRowsAcrossPages_andANumberOnAnotherPageOpensThatRow() {
        let interactor = interactor()
        let presenter = HistoryListPresenter(interactor: interactor, router: router, zone: HistoryFixture.utc)
        let view = FakeScreenView<HistoryViewModel>()
        presenter.view = view
        presenter.start()
        interactor.turnPage(forward: true)
        #expect(view.last?.prompt == Prompt("Choose a transaction (1-6)"))
        #expect(view.last?.parts.contains(.text("5–6 of 6 rows · page 2 of 2")) == true)
        presenter.handle("1")
        #expect(interactor.state.value.step == .details(interactor.state.value.rows[0].id))
        #expect(interactor.state.value.paging.page == 0, "the list turns to the page of the row opened")
        withExtendedLifetime(presenter) {}
    }

    @Test func list_viewModel_saysWhatIsApplied_andNamesFiltersWhenEmpty() {
        let interactor = interactor()
        interactor.load()
        interactor.search("coffee")
        var model = HistoryListPresenter.viewModel(for: interactor.state.value, zone: HistoryFixture.utc)
        #expect(model.parts.first == .text("Search: coffee · 1 of 6"))
        interactor.applyFilter("in")
        model = HistoryListPresenter.viewModel(for: interactor.state.value, zone: HistoryFixture.utc)
        #expect(
            model.parts.contains(
                .text(
                    "Nothing matches search \"coffee\", money in. Type x to clear all, or f to change the filters.")))
        #expect(model.prompt == Prompt("Type a command"))
    }

    @Test func report_showsWhatWillBeSent_asksYesNo_andGoesBackOnlyAfterSending() throws {
        let interactor = interactor()
        interactor.load()
        interactor.open(.report)
        let presenter = HistoryReportPresenter(interactor: interactor, router: router)
        let view = FakeScreenView<HistoryViewModel>()
        presenter.view = view
        presenter.start()
        #expect(view.last?.prompt == Prompt("Days"))
        presenter.handle("1 Nov 2026 to today")
        let asked = try #require(view.last)
        #expect(asked.prompt == Prompt.confirm("Send it?"))
        #expect(
            asked.parts.first
                == .fields([
                    .init(label: "To", value: "asha@example.in", keep: true),
                    .init(label: "Days", value: "01 Nov 2026 to 22 Nov 2026", keep: true),
                    .init(label: "Transactions", value: "3", keep: true),
                ]))
        #expect(router.destinations.isEmpty)
        #expect(presenter.goBack(), "b at the question returns to the days")
        #expect(view.last?.prompt == Prompt("Days"))
        presenter.handle("1 Nov 2026 to today")
        presenter.handle("n")
        #expect(view.last?.notice?.text == "Not sent. Type other days, or b to go back.")
        #expect(!presenter.goBack(), "b on the days leaves the screen")
        #expect(repository.reports.isEmpty)
        presenter.handle("1 Nov 2026 to today")
        presenter.handle("y")
        #expect(repository.reports.count == 1)
        #expect(interactor.state.value.step == .list, "the router follows the list step back")
    }

    @Test func list_totals_sayTheyCoverEveryMatchingRow_onEveryPage() throws {
        let interactor = interactor()
        interactor.load()
        var model = HistoryListPresenter.viewModel(for: interactor.state.value, zone: HistoryFixture.utc)
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
        model = HistoryListPresenter.viewModel(for: interactor.state.value, zone: HistoryFixture.utc)
        #expect(model.parts.contains { if case .totals("Totals of the 1 matching", _) = $0 { true } else { false } })
        interactor.search("")
        interactor.applyFilter("out")
        model = HistoryListPresenter.viewModel(for: interactor.state.value, zone: HistoryFixture.utc)
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
        let model = HistoryListPresenter.viewModel(for: state, zone: HistoryFixture.utc)
        #expect(model.parts.contains(.text("1–6 of 9,99,998 rows · page 1 of 1,66,667")))
    }

    @Test func details_ofATransferSent_offersRepeat_andRoutesIt() {
        var sent = HistoryFixture.history[0]
        sent.category = "transfer"
        repository.history = [sent]
        repository.disputes = []
        let interactor = interactor()
        interactor.load()
        interactor.openRow(at: 0)
        let presenter = HistoryDetailsPresenter(interactor: interactor, router: router, zone: HistoryFixture.utc)
        presenter.start()
        presenter.handle("r")
        #expect(router.destinations == [.repeatTransfer(sent)])
        let model = HistoryDetailsPresenter.viewModel(for: interactor.state.value, zone: HistoryFixture.utc)
        #expect(model.prompt == Prompt("Type r, d or t"))
    }

    @Test func details_repeatsDisputesAndShares() {
        let interactor = interactor()
        interactor.load()
        interactor.openRow(at: 0)
        let presenter = HistoryDetailsPresenter(interactor: interactor, router: router, zone: HistoryFixture.utc)
        let view = FakeScreenView<HistoryViewModel>()
        presenter.view = view
        presenter.start()
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
        let model = HistoryDetailsPresenter.viewModel(for: interactor.state.value, zone: HistoryFixture.utc)
        #expect(
            model.parts.contains(
                .plain([
                    "Date: 21 Nov 2026, 10:00 GMT", "Amount: -₹450.00", "Direction: Money out",
                    "Counterparty: Blue Tokai Coffee",
                    "Account: Savings ••4821", "Category: food", "Note: flat white", "Reference: REF-t6",
                    "Status: Completed · disputed (DSP-1001, open)", "Dispute: DSP-1001 · open · raised 22 Nov 2026",
                ])))
    }

    @Test func details_afterADisputeIsRaised_showIt_andDAnswersOnceInPlace() {
        repository.disputes = []
        let interactor = interactor()
        interactor.load()
        interactor.openRow(at: 0)
        let presenter = HistoryDetailsPresenter(interactor: interactor, router: router, zone: HistoryFixture.utc)
        let view = FakeScreenView<HistoryViewModel>()
        presenter.view = view
        presenter.start()
        #expect(view.last?.prompt == Prompt("Type d or t"))
        presenter.handle("d")
        #expect(router.destinations == [.dispute(HistoryFixture.history[0])])
        // Dispute's flow raises DSP-1002 and the person comes back: the details read the disputes again.
        repository.disputes = [
            Dispute(
                id: "DSP-1002", transactionID: "t6", reason: .other, description: "x", status: .open,
                raisedAt: HistoryFixture.now, timeline: [])
        ]
        presenter.didReappear()
        #expect(interactor.state.value.step == .details("t6"))
        let model = HistoryDetailsPresenter.viewModel(for: interactor.state.value, zone: HistoryFixture.utc)
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
        #expect(view.last?.prompt == Prompt("Type t"))
        let noticesBefore = view.notices.count
        presenter.handle("d")
        #expect(router.destinations.count == 1, "no second trip to Dispute")
        #expect(view.notices.count == noticesBefore + 1)
        #expect(view.lastNotice == "This transaction already has an open dispute (DSP-1002).")
        presenter.handle("1")
        #expect(
            view.lastNotice == "Type t to share as text, or b to go back.", "d is not offered once a dispute is open")
    }

    @Test func export_asksThePath_thenReturnsToTheList() {
        let interactor = interactor()
        interactor.load()
        interactor.open(.export)
        let presenter = HistoryExportPresenter(interactor: interactor, router: router, defaultName: "d.csv")
        presenter.start()
        #expect(
            HistoryExportPresenter.viewModel(for: interactor.state.value, defaultName: "d.csv").prompt == Prompt("File")
        )
        presenter.handle("out.csv")
        #expect(interactor.state.value.step == .list, "the router follows the list step back")
        #expect(router.destinations.isEmpty)
        #expect(repository.files["out.csv"] != nil)
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
        let interactor = interactor()
        interactor.load()
        let presenter = HistoryFiltersPresenter(interactor: interactor)
        presenter.start()
        presenter.handle("out")
        #expect(interactor.state.value.filter.direction == .debit)
    }
}
