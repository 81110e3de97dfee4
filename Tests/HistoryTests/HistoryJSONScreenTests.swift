import SwippyCore
import SwippyData
import SwippyTestSupport
import Testing

@testable import History

/// History's screens drawn by the second View (`--ui json`, `JSONView`): their view models' fields, read back as
/// JSON.
@MainActor
@Suite("History screens through the JSON View")
struct HistoryJSONScreenTests {
    let router = FakeHistoryRouter()

    /// The fixture's history, loaded by the real interactor and then moved by `change`.
    static func state(_ change: (HistoryInteractor) -> Void = { _ in }) -> HistoryState {
        let interactor = HistoryInteractor(
            repository: FakeHistoryRepository(), clock: ManualClock(HistoryFixture.now), zone: HistoryFixture.utc,
            pageSize: 4)
        interactor.load()
        change(interactor)
        return interactor.state.value
    }

    static func drawn<P: ModulePresenter<HistoryViewModel>>(
        _ state: HistoryState, _ make: (any HistoryInteracting) -> P
    ) throws -> JSONScreen {
        try JSONScreen.drawn(make(FakeHistoryInteracting(state)), initial: .initial, render: HistoryView.render)
    }

    func allScreens() throws -> [JSONScreen] {
        [
            try Self.drawn(Self.state(), HistoryListPresenter.init),
            try Self.drawn(Self.state { $0.openRow(at: 0) }) {
                HistoryDetailsPresenter(interactor: $0, router: router)
            },
            try Self.drawn(Self.state { $0.open(.filters) }, HistoryFiltersPresenter.init),
            try Self.drawn(Self.state { $0.open(.chart) }, HistoryChartPresenter.init),
            try Self.drawn(Self.state { $0.open(.export) }, HistoryExportPresenter.init),
            try Self.drawn(Self.state { $0.open(.report) }, HistoryReportPresenter.init),
        ]
    }

    @Test func everyScreenOfTheModule_isDrawnHere() throws {
        let drawn = try allScreens()
        #expect(drawn.allSatisfy { $0.type == "screen" && $0.module == "History" })
        #expect(Set(drawn.compactMap(\.screen)) == (try ScreenCoverage.presenters(ofModule: "History")))
    }

    @Test func theList_isItsRows_aPageLine_andTheTotals() throws {
        let list = try #require(try allScreens().first)
        #expect(list.screen == "HistoryListPresenter")
        #expect(list.text("parts", "0", "value") == "6 transactions · Times in GMT")
        #expect(list.text("parts", "1", "case") == "rows")
        #expect(list.count("parts", "1", "value") == 4)
        #expect(list.text("parts", "1", "value", "1", "counterparty") == "Ravi Kumar")
        #expect(list.text("parts", "1", "value", "1", "amount") == "+₹25,000.00")
        #expect(list.value("parts", "1", "value", "1", "isCredit") as? Bool == true)
        #expect(list.text("parts", "2", "value") == "1–4 of 6 rows · page 1 of 2")
        #expect(list.fieldValues("Net") == ["≈ ₹13,500.00"])
        #expect(list.prompt["words"] as? [String] == ["page"])
    }

    @Test func details_filters_chart_export_andReport_eachShowTheirOwnFields() throws {
        let screens = try allScreens()
        let details = screens[1]
        #expect(details.text("title") == "Transaction")
        #expect(details.fieldValues("Amount") == ["-₹450.00"])
        #expect(details.fieldValues("Dispute") == ["DSP-1001 · open · raised 22 Nov 2026"])
        let filters = screens[2]
        #expect(filters.fieldValues("Search") == ["any"])
        #expect((filters.prompt["words"] as? [String])?.contains("category") == true)
        let chart = screens[3]
        #expect(chart.text("title") == "Monthly spending")
        #expect(chart.count("parts", "1", "value") == 6)
        #expect(chart.text("parts", "1", "value", "5", "amount") == "₹10,050.00")
        let export = screens[4]
        #expect(export.promptText == "File" && export.text("title") == "Export as CSV")
        let report = screens[5]
        #expect(report.promptText == "Days" && report.text("title") == "Email a report")
    }
}
