import Foundation
import SwippyCore
import SwippyData
import SwippyTestSupport
import Testing

@testable import History

@MainActor
@Suite("History views")
struct HistoryViewTests {
    func state(_ change: (HistoryInteractor) -> Void = { _ in }) -> HistoryState {
        let interactor = HistoryInteractor(
            repository: FakeHistoryRepository(), clock: ManualClock(HistoryFixture.now), zone: HistoryFixture.utc,
            pageSize: 4)
        interactor.load()
        change(interactor)
        return interactor.state.value
    }

    @Test func list() {
        let model = HistoryListPresenter.viewModel(for: state())
        #expect(Snapshot.checkScreen(named: "history-list") { HistoryView.render(model, $0) } == nil)
    }

    @Test func list_atEveryWidth_keepsDatesShortNamesLastFourDigitsAndAmountsAligned() {
        let model = HistoryListPresenter.viewModel(for: state())
        #expect(Snapshot.checkWidths(named: "history-list-widths") { HistoryView.render(model, $0) } == nil)
        for width in Snapshot.layoutWidths {
            let lines = HistoryView.render(model, RenderContext(width: width))
            #expect(lines.allSatisfy { DisplayWidth.of($0) <= width }, "\(width)")
            let rows = lines.filter {
                $0.hasSuffix(".00") && $0.range(of: #"^  \d\. "#, options: .regularExpression) != nil
            }
            #expect(rows.count == 4, "each row's first line ends in its amount at \(width)")
            #expect(Set(rows.map { DisplayWidth.of($0) }).count == 1, "amounts end in one column at \(width)")
            #expect(!lines.contains { $0.contains("••4…") }, "a masked number keeps its last four at \(width)")
        }
    }

    @Test func details_shared() {
        let model = HistoryDetailsPresenter.viewModel(
            for: state {
                $0.openRow(at: 0)
                $0.share()
            })
        #expect(Snapshot.checkScreen(named: "history-details") { HistoryView.render(model, $0) } == nil)
    }

    @Test func filters_withNoMatch() {
        let model = HistoryFiltersPresenter.viewModel(
            for: state {
                $0.applyFilter("in")
                $0.applyFilter("category food")
            })
        #expect(Snapshot.checkScreen(named: "history-filters") { HistoryView.render(model, $0) } == nil)
    }

    @Test func chart_utf8AndASCII() {
        let model = HistoryChartPresenter.viewModel(for: state { $0.open(.chart) })
        let lines = [true, false].flatMap { utf8 in
            [80, 40].flatMap { width in
                ["── \(width) columns, \(utf8 ? "UTF-8" : "ASCII") ──"]
                    + HistoryView.render(model, RenderContext(width: width, utf8: utf8))
            }
        }
        #expect(Snapshot.check(lines, named: "history-chart") == nil)
    }
}
