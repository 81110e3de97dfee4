import Foundation
import SwippyCore
import SwippyData
import SwippyTestSupport
import Testing

@testable import History

/// Issue 37: History's list fits the window it is drawn in and keeps one layout on every page. A long history
/// (more rows than the sample its widths are measured on), long names on some pages, a much larger amount on a
/// page the sample does not reach: at 100×30, 80×24, 60×20 and 40×20, with the rows a page holds there, every
/// page has its amounts ending in one column, no line wider than the window and room for a notice and the prompt.
@MainActor
@Suite("History fits its window, one layout per list")
struct HistoryFitTests {
    /// The window sizes and the rows a page holds in each (`PageFit.rows`, checked in SwippyAppTests).
    static let sizes: [(width: Int, height: Int, rows: Int)] = [(100, 30, 20), (80, 24, 14), (60, 20, 5), (40, 20, 4)]

    /// 300 rows, newest first; every seventh a long counterparty and note; row 250 a large amount.
    static let history: [Transaction] = (0..<300).map { index in
        let long = index % 7 == 3
        return Transaction(
            id: "t\(index)", date: HistoryFixture.now.addingTimeInterval(Double(-3_600 * (index + 1))),
            accountID: index % 2 == 0 ? "A1" : "A2", direction: index % 5 == 0 ? .credit : .debit,
            amount: index == 250 ? 12_34_567 : Decimal(100 + index * 37), currency: "INR",
            counterparty: long ? "Green Acres Apartments Owners Welfare Association" : "Shop \(index)",
            category: "shopping", note: long ? "maintenance for the quarter, with arrears" : "",
            reference: "REF-\(index)")
    }

    private func state(pageSize: Int, page: Int) -> HistoryState {
        let interactor = HistoryInteractor(
            repository: FakeHistoryRepository(history: Self.history), clock: ManualClock(HistoryFixture.now),
            zone: HistoryFixture.utc, pageSize: pageSize)
        interactor.load()
        interactor.goToPage("\(page)")
        return interactor.state.value
    }

    @Test func everyPage_keepsItsAmountsInOneColumn_andFitsTheWindow() {
        for size in Self.sizes {
            let context = RenderContext(width: size.width, height: size.height)
            let pageOfLargeAmount = 250 / size.rows + 1
            var edges: Set<Int> = []
            for page in [1, 2, pageOfLargeAmount] {
                let model = HistoryListPresenter.viewModel(for: state(pageSize: size.rows, page: page))
                let lines = HistoryView.render(model, context)
                let rows = lines.filter {
                    $0.range(of: #"^ *\d+\. .*[0-9]\.[0-9][0-9]$"#, options: .regularExpression) != nil
                }
                #expect(rows.count == size.rows, "page \(page) at \(size.width)×\(size.height): \(lines)")
                edges.formUnion(rows.map { DisplayWidth.of($0) })
                #expect(lines.allSatisfy { DisplayWidth.of($0) <= size.width })
                #expect(lines.count + HistoryView.linesBelow <= size.height, "page \(page): \(lines.count) lines")
                #expect(lines.contains { $0.contains("Totals of all 300 transactions") })
            }
            #expect(lines(at: context, page: pageOfLargeAmount, rows: size.rows).contains("₹12,34,567.00"))
            #expect(edges.count == 1, "amounts end in columns \(edges.sorted()) at \(size.width)×\(size.height)")
        }
    }

    private func lines(at context: RenderContext, page: Int, rows: Int) -> String {
        let model = HistoryListPresenter.viewModel(for: state(pageSize: rows, page: page))
        return HistoryView.render(model, context).joined(separator: "\n")
    }

    @Test func theColumnWidths_comeFromABoundedSample_spreadOverTheWholeList() {
        #expect(HistoryListPresenter.sampleIndices(23) == Array(0..<23))
        let million = HistoryListPresenter.sampleIndices(1_000_000)
        #expect(million.count == HistoryListPresenter.sampleSize)
        #expect(million.first == 0 && million.last == 999_999)
        #expect(million == million.sorted() && Set(million).count == million.count)
    }

    @Test func twoPages_atFourSizes_matchTheirSnapshot() {
        var snapshot: [String] = []
        for size in Self.sizes {
            for page in [1, 2] {
                let model = HistoryListPresenter.viewModel(for: state(pageSize: size.rows, page: page))
                snapshot +=
                    ["── \(size.width)×\(size.height), page \(page) ──"]
                    + HistoryView.render(model, RenderContext(width: size.width, height: size.height))
            }
        }
        #expect(Snapshot.check(snapshot, named: "history-fit") == nil)
    }
}
