import Foundation
import SwippyCore
import SwippyData
import SwippyTestSupport
import Testing

@testable import History

@MainActor
@Suite("History interactor")
struct HistoryInteractorTests {
    let repository = FakeHistoryRepository()
    let clock = ManualClock(HistoryFixture.now)

    func loaded() -> HistoryInteractor {
        let interactor = HistoryInteractor(repository: repository, clock: clock, zone: HistoryFixture.utc, pageSize: 4)
        interactor.load()
        return interactor
    }

    var ids: (HistoryInteractor) -> [String] { { $0.state.value.rows.map(\.id) } }

    @Test func load_readsTheHistoryOnce_newestFirst_withTotalsInTheBase() throws {
        let interactor = loaded()
        #expect(ids(interactor) == ["t6", "t5", "t4", "t3", "t2", "t1"])
        let totals = try #require(interactor.state.value.totals)
        #expect("\(totals.moneyIn)" == "25100")
        #expect("\(totals.moneyOut)" == "11600")
        #expect(totals.isApproximate)
        interactor.turnPage(forward: true)
        interactor.search("coffee")
        interactor.applyFilter("out")
        #expect(repository.queryCount == 1, "paging, search and filters reuse the loaded history")
    }

    @Test func slashAlone_withNoSearch_saysThereIsNoneToClear_andWithOne_clearsIt() {
        let interactor = loaded()
        interactor.search("")
        #expect(
            interactor.state.value.notice?.text
                == "No search to clear: type / and words to search, for example /coffee.")
        #expect(ids(interactor).count == 6)
        interactor.search("swig")
        #expect(ids(interactor) == ["t3"])
        interactor.search(" ")
        #expect(interactor.state.value.filter.search == nil)
        #expect(ids(interactor).count == 6)
    }

    @Test func theCategories_areFoundWhenTheFiltersOpen_notWhenHistoryOpens() {
        let interactor = loaded()
        #expect(interactor.state.value.categories == nil)
        interactor.open(.filters)
        #expect(interactor.state.value.categories == ["food", "salary", "shopping", "transfer"])
        var sent = repository.history[0]
        sent.id = "t7"
        sent.category = "pets"
        repository.history.insert(sent, at: 0)
        interactor.open(.list)
        #expect(interactor.state.value.categories == nil, "a changed history finds them again")
        interactor.applyFilter("category PETS")
        #expect(interactor.state.value.filter.category == "pets")
        #expect(ids(interactor) == ["t7"])
    }

    @Test func backOnTheList_showsWhatWasSentMeanwhile_onTheSamePage() {
        let interactor = loaded()
        interactor.turnPage(forward: true)
        let before = interactor.state.value.rows.count
        var sent = repository.history[0]
        sent.id = "t7"
        sent.note = "sent from details"
        sent.date = sent.date.addingTimeInterval(60)
        repository.history.insert(sent, at: 0)
        interactor.open(.details("t6"))
        interactor.open(.list)
        #expect(interactor.state.value.rows.count == before + 1)
        #expect(interactor.state.value.rows.first?.id == "t7")
        #expect(interactor.state.value.paging.page == 1, "the page the user was on")
        #expect(repository.queryCount == 2, "read again once, on the way back")
    }

    @Test func paging_slicesTheRows_andSaysWhenThereIsNoMore() {
        let interactor = loaded()
        #expect(
            interactor.state.value.paging.visible(interactor.state.value.rows).map(\.id) == ["t6", "t5", "t4", "t3"])
        interactor.turnPage(forward: true)
        #expect(interactor.state.value.paging.visible(interactor.state.value.rows).map(\.id) == ["t2", "t1"])
        interactor.turnPage(forward: true)
        #expect(interactor.state.value.notice?.text == "This is the last page.")
        interactor.turnPage(forward: false)
        interactor.turnPage(forward: false)
        #expect(interactor.state.value.notice?.text == "This is the first page.")
    }

    @Test func searchAndFilters_combine_andClearOneOrAll() {
        let interactor = loaded()
        interactor.applyFilter("category food")
        #expect(ids(interactor) == ["t6", "t3"])
        interactor.applyFilter("from 1 Nov 2026")
        #expect(ids(interactor) == ["t6"])
        interactor.applyFilter("clear category")
        #expect(ids(interactor) == ["t6", "t5", "t4"])
        interactor.applyFilter("currency usd")
        #expect(ids(interactor) == ["t4"])
        interactor.applyFilter("account 1")  // Dollars ••0042 sorts first
        #expect(ids(interactor) == ["t4"])
        interactor.applyFilter("clear all")
        interactor.search("swig")
        #expect(ids(interactor) == ["t3"])
        interactor.clearAll()
        #expect(ids(interactor).count == 6)
        #expect(interactor.state.value.notice?.text == "Search and filters cleared.")
    }

    @Test(arguments: [
        (
            "from 2026-02-30",
            "There is no day 2026-02-30. Use 2026-11-01, 1 Nov 2026, today, yesterday or 30d (30 days ago)."
        ),
        ("min abc", "An amount has digits and at most one decimal point, for example 1500.50."),
        ("currency XYZ", "Unknown currency \"XYZ\". Use one of INR, USD."),
        ("category pets", "No category \"pets\". Use one of food, salary, shopping, transfer."),
        ("account 9", "Choose an account or card by its number, 1 to 2."),
        ("sideways", "Unknown filter \"sideways\". " + HistoryInteractor.filterHelp),
        ("clear nothing", "Clear what? search, from, to, min, max, currency, direction, account, category or all."),
        ("", "Nothing typed. " + HistoryInteractor.filterHelp + " Type b when done."),
        (
            String(repeating: "x", count: 300),
            "Unknown filter \"" + String(repeating: "x", count: 20) + "…\". " + HistoryInteractor.filterHelp
        ),
    ])
    func badInput_saysWhyInOneLine_andChangesNothing(line: String, reason: String) {
        let interactor = loaded()
        interactor.applyFilter("out")
        let before = interactor.state.value.filter
        interactor.applyFilter(line)
        #expect(interactor.state.value.notice?.text == reason)
        #expect(interactor.state.value.filter == before)
    }

    /// Both ends of a date filter are whole days: a transaction on the first day and one late on the last day
    /// are in, one the day after is not (the filter's own rule, through the real `TransactionQuery`).
    @Test func aDateFilter_keepsTheFirstAndTheLastDay_whole() {
        let interactor = loaded()
        interactor.applyFilter("from 20 Nov 2026")
        interactor.applyFilter("to 21 Nov 2026")
        #expect(ids(interactor) == ["t6", "t5"])
        interactor.applyFilter("to 20 Nov 2026")
        #expect(ids(interactor) == ["t5"])
        interactor.applyFilter("to 21 Nov 2026")
        interactor.applyFilter("from 21 Nov 2026")
        #expect(ids(interactor) == ["t6"])
    }

    @Test func fromAfterTo_andMinAboveMax_areRefused() {
        let interactor = loaded()
        interactor.applyFilter("to 1 Nov 2026")
        interactor.applyFilter("from today")
        #expect(interactor.state.value.notice?.text == "From (22 Nov 2026) must be on or before to (01 Nov 2026).")
        interactor.applyFilter("max 100")
        interactor.applyFilter("min 500")
        #expect(interactor.state.value.notice?.text == "The minimum cannot be above the maximum (100).")
        #expect(interactor.state.value.filter.minimum == nil)
    }

    @Test func export_writesTheShownRows_asksBeforeReplacing() throws {
        let interactor = loaded()
        interactor.applyFilter("out")
        interactor.export(to: "")
        let text = try #require(repository.files["swippy-transactions-2026-11-22.csv"])
        #expect(text.split(separator: "\r\n").count == 5)
        #expect(interactor.state.value.notice?.text == "Exported 4 transactions to swippy-transactions-2026-11-22.csv.")
        interactor.applyFilter("clear all")
        interactor.export(to: "swippy-transactions-2026-11-22.csv")
        #expect(interactor.state.value.step == .confirmOverwrite("swippy-transactions-2026-11-22.csv"))
        interactor.answerOverwrite(nil)
        #expect(
            interactor.state.value.notice?.text
                == "Answer y to replace swippy-transactions-2026-11-22.csv or n to keep it.")
        interactor.answerOverwrite(.no)
        #expect(repository.files["swippy-transactions-2026-11-22.csv"] == text)
        interactor.export(to: "swippy-transactions-2026-11-22.csv")
        interactor.answerOverwrite(.yes)
        #expect(repository.files["swippy-transactions-2026-11-22.csv"]?.split(separator: "\r\n").count == 7)
    }

    @Test func theExportStep_offersTodaysLocalName_andEnterWritesToIt() {
        let interactor = loaded()
        #expect(interactor.state.value.zone == HistoryFixture.utc)
        #expect(interactor.state.value.exportName.isEmpty)
        clock.now = HistoryFixture.now.addingTimeInterval(-60)
        interactor.open(.export)
        #expect(interactor.state.value.exportName == "swippy-transactions-2026-11-21.csv")
        clock.now = HistoryFixture.now
        interactor.export(to: " ")
        #expect(repository.files["swippy-transactions-2026-11-21.csv"] != nil, "the name offered, not a new one")
    }

    @Test func export_toAnUnwritablePath_saysSo_andStaysOnTheExportScreen() {
        repository.unwritable = ["/root/x.csv"]
        let interactor = loaded()
        interactor.open(.export)
        interactor.export(to: "/root/x.csv")
        #expect(interactor.state.value.notice?.text == "Could not export: permission denied")
        #expect(interactor.state.value.step == .export)
    }

    @Test func report_checksTheRange_andSendsRowsAndTotals() throws {
        let interactor = loaded()
        interactor.sendReport("today")
        #expect(interactor.state.value.notice?.text == "Type the days as FROM to TO, for example 1 Nov 2026 to today.")
        interactor.sendReport("today to 1 Nov 2026")
        #expect(interactor.state.value.notice?.text == "From (22 Nov 2026) must be on or before to (01 Nov 2026).")
        interactor.sendReport("1 Nov 2026 to 2026-12-01")
        #expect(interactor.state.value.notice?.text == "The report cannot end in the future (01 Dec 2026).")
        #expect(repository.reports.isEmpty)
        interactor.sendReport("1 Nov 2026 to today")
        #expect(repository.reports.isEmpty, "nothing is sent before the yes")
        interactor.answerReport(.yes)
        let report = try #require(repository.reports.first)
        #expect(report.subject == "Transaction report 01 Nov 2026 to 22 Nov 2026")
        #expect(
            report.body.contains(
                "21 Nov 2026, 10:00 GMT · Blue Tokai Coffee · flat white · Savings ••4821 · -₹450.00 · REF-t6"))
        #expect(report.body.contains("3 transactions · in ≈ ₹25,000.00 · out ≈ ₹10,050.00 · net ≈ ₹14,950.00"))
        #expect(interactor.state.value.notice?.text == "Report of 3 transactions sent to asha@example.in.")
        #expect(interactor.state.value.step == .list)
    }

    @Test func report_asksFirst_showingWhereTheDaysAndHowMany_andNoSendsNothing() throws {
        let interactor = loaded()
        interactor.search("coffee")
        interactor.open(.report)
        interactor.sendReport("1 Nov 2026 to today")
        guard case .confirmReport(let draft) = interactor.state.value.step else {
            Issue.record("expected the confirmation step, got \(interactor.state.value.step)")
            return
        }
        #expect(draft.address == "asha@example.in")
        #expect(draft.from.text == "01 Nov 2026")
        #expect(draft.to.text == "22 Nov 2026")
        #expect(draft.count == 3, "every transaction of those days, the search aside")
        interactor.answerReport(nil)
        #expect(interactor.state.value.notice?.text == "Type y to send the report to asha@example.in or n to keep it.")
        #expect(interactor.state.value.step == .confirmReport(draft))
        interactor.answerReport(.no)
        #expect(interactor.state.value.notice?.text == "Not sent. Type other days, or b to go back.")
        #expect(interactor.state.value.step == .report)
        #expect(repository.reports.isEmpty)
    }

    @Test func report_thatCannotBeSent_saysWhy_andSendsNothing() {
        repository.reportFails = true
        let interactor = loaded()
        interactor.open(.report)
        interactor.sendReport("1 Nov 2026 to today")
        interactor.answerReport(.yes)
        #expect(interactor.state.value.notice?.text.hasPrefix("Could not send the report: ") == true)
        #expect(interactor.state.value.step == .report)
    }

    @Test func openingARow_showsItsDisputes_andTheChartSumsMonthsOut() {
        let interactor = loaded()
        interactor.openRow(at: 0)
        #expect(interactor.state.value.step == .details("t6"))
        #expect(interactor.state.value.disputes.map(\.id) == ["DSP-1001"])
        interactor.openRow(at: 7)
        #expect(
            interactor.state.value.notice?.text
                == "Unknown choice \"8\". Type a number 1-6, n for the next page, b to go back, or ? for help.")
        interactor.open(.chart)
        #expect(
            interactor.state.value.spending.map(\.month) == [
                "Jun 2026", "Jul 2026", "Aug 2026", "Sep 2026", "Oct 2026", "Nov 2026",
            ])
        #expect(interactor.state.value.spending.map { "\($0.amount)" } == ["0", "0", "0", "50", "1500", "10050"])
    }

    @Test func aFailedLoad_saysWhy() {
        repository.failure = FakeHistoryError.unreadable
        let interactor = loaded()
        #expect(interactor.state.value.phase == .failed("Could not load your transactions: the disk is gone"))
    }
}

@MainActor
@Suite("History interactor: pages by number")
struct HistoryPageNumberTests {
    @Test func pageN_goesThere_orNamesThePagesThereAre() {
        let interactor = HistoryInteractor(
            repository: FakeHistoryRepository(), clock: ManualClock(HistoryFixture.now), zone: HistoryFixture.utc,
            pageSize: 4)
        interactor.load()
        interactor.goToPage("2")
        #expect(interactor.state.value.paging.page == 1)
        for bad in ["3", "0", "x", ""] {
            interactor.goToPage(bad)
            #expect(interactor.state.value.notice?.text == "Choose a page from 1 to 2 (page N), or n and p.")
            #expect(interactor.state.value.paging.page == 1)
        }
    }
}
