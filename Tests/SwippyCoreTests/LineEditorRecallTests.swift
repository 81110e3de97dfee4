import Testing

@testable import SwippyCore

@Suite("LineEditorHistory")
struct LineEditorRecallTests {
    @Test func add_skipsBlankLinesAndARepeatOfTheNewest() {
        var history = LineEditorHistory()
        for line in ["cards", "cards", "", "  ", "transfer", "cards", "cards"] { history.add(line) }
        #expect(history.entries == ["cards", "transfer", "cards"])
    }

    @Test func add_dropsTheOldestBeyondTheLimit() {
        var history = LineEditorHistory(limit: 2)
        for line in ["a", "b", "c"] { history.add(line) }
        #expect(history.entries == ["b", "c"])
        #expect(LineEditorHistory(entries: ["x", "y", "z"], limit: 2).entries == ["y", "z"])
        #expect(LineEditorHistory(limit: 0).limit == 1)
    }
}
