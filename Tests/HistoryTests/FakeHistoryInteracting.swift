import SwippyCore
import SwippyData

@testable import History

/// An interactor for presenter tests: counts every intent and remembers its argument; a test sets the state
/// with `state.send` (a state made by the real interactor over the fixture, or changed by hand).
@MainActor
final class FakeHistoryInteracting: HistoryInteracting {
    let state: ObservableValue<HistoryState>
    private(set) var loadCallCount = 0
    private(set) var searches: [String] = []
    private(set) var filterLines: [String] = []
    private(set) var clearAllCallCount = 0
    /// The direction of each `turnPage(forward:)`, in order.
    private(set) var turnedPages: [Bool] = []
    private(set) var typedPages: [String] = []
    private(set) var openedRows: [Int] = []
    private(set) var shareCallCount = 0
    private(set) var openedSteps: [HistoryState.Step] = []
    private(set) var exportPaths: [String] = []
    private(set) var overwriteAnswers: [YesNo?] = []
    private(set) var reportRanges: [String] = []
    private(set) var reportAnswers: [YesNo?] = []

    init(_ state: HistoryState = HistoryState(zone: HistoryFixture.utc)) {
        self.state = ObservableValue(state)
    }

    func load() { loadCallCount += 1 }
    func search(_ text: String) { searches.append(text) }
    func applyFilter(_ line: String) { filterLines.append(line) }
    func clearAll() { clearAllCallCount += 1 }
    func turnPage(forward: Bool) { turnedPages.append(forward) }
    func goToPage(_ text: String) { typedPages.append(text) }
    func openRow(at index: Int) { openedRows.append(index) }
    func share() { shareCallCount += 1 }
    func open(_ step: HistoryState.Step) { openedSteps.append(step) }
    func export(to path: String) { exportPaths.append(path) }
    func answerOverwrite(_ answer: YesNo?) { overwriteAnswers.append(answer) }
    func sendReport(_ range: String) { reportRanges.append(range) }
    func answerReport(_ answer: YesNo?) { reportAnswers.append(answer) }
}
