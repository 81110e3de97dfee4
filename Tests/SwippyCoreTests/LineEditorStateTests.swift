import Testing

@testable import SwippyCore

@Suite("LineEditorState")
struct LineEditorStateTests {
    /// Applies `keys` (text as characters) and returns the state and the last outcome.
    @discardableResult
    private func type(_ state: inout LineEditorState, _ keys: [LineEditorKey]) -> LineEditorOutcome? {
        var last: LineEditorOutcome?
        for key in keys { last = state.apply(key) }
        return last
    }

    private func chars(_ text: String) -> [LineEditorKey] { text.map { .character($0) } }

    @Test func typing_insertsAtTheCursor() {
        var state = LineEditorState()
        #expect(type(&state, chars("cardz")) == .redraw)
        #expect(state.text == "cardz" && state.cursor == 5)
        type(&state, [.left, .backspace] + chars("s"))
        #expect(state.text == "carsz" && state.cursor == 4)
    }

    @Test func cardzLeftBackspace_becomesCards() {
        // The end-to-end example: "cardz", ←, ← … as a person fixes a typo in the middle.
        var state = LineEditorState()
        type(&state, chars("cardz") + [.backspace] + chars("s"))
        #expect(state.text == "cards")
        var middle = LineEditorState()
        type(&middle, chars("cadrs") + [.left, .left, .backspace, .right] + chars("d"))
        #expect(middle.text == "cards")
    }

    @Test func leftAndRight_stopAtTheEnds() {
        var state = LineEditorState()
        #expect(state.apply(.left) == .unchanged)
        type(&state, chars("ab"))
        #expect(state.apply(.right) == .unchanged)
        type(&state, [.left, .left])
        #expect(state.cursor == 0)
        #expect(state.apply(.left) == .unchanged)
    }

    @Test func homeAndEnd_moveToTheEnds() {
        var state = LineEditorState()
        type(&state, chars("transfer"))
        #expect(state.apply(.home) == .redraw && state.cursor == 0)
        #expect(state.apply(.home) == .unchanged)
        type(&state, chars(">"))
        #expect(state.text == ">transfer" && state.cursor == 1)
        #expect(state.apply(.end) == .redraw && state.cursor == 9)
    }

    @Test func backspaceAndDelete_removeBeforeAndUnderTheCursor() {
        var state = LineEditorState()
        #expect(state.apply(.backspace) == .bell)
        #expect(state.apply(.delete) == .bell)
        type(&state, chars("abcd") + [.home, .delete])
        #expect(state.text == "bcd" && state.cursor == 0)
        #expect(state.apply(.backspace) == .bell)
        type(&state, [.end, .backspace])
        #expect(state.text == "bc" && state.cursor == 2)
        #expect(state.apply(.delete) == .bell)
    }

    @Test func controlD_endsInputOnlyOnAnEmptyLine_elseDeletesUnderTheCursor() {
        var empty = LineEditorState()
        #expect(empty.apply(.controlD) == .endOfInput)
        var state = LineEditorState()
        type(&state, chars("abc") + [.left])
        #expect(state.apply(.controlD) == .redraw)
        #expect(state.text == "ab")
        #expect(state.apply(.controlD) == .bell)
        #expect(state.text == "ab")
    }

    @Test func controlU_killsToTheStart_controlK_toTheEnd() {
        var state = LineEditorState()
        type(&state, chars("hello world") + [.left, .left, .left])
        #expect(state.apply(.killToStart) == .redraw)
        #expect(state.text == "rld" && state.cursor == 0)
        #expect(state.apply(.killToStart) == .unchanged)
        type(&state, [.right, .killToEnd])
        #expect(state.text == "r" && state.cursor == 1)
    }

    @Test func controlW_killsThePreviousWordAndTheSpacesAfterIt() {
        var state = LineEditorState()
        type(&state, chars("pay  rahul  now  "))
        type(&state, [.killWord])
        #expect(state.text == "pay  rahul  ")
        type(&state, [.left, .left, .killWord])
        #expect(state.text == "pay    " && state.cursor == 5)
        type(&state, [.killWord])
        #expect(state.text == "  " && state.cursor == 0)
        #expect(state.apply(.killWord) == .unchanged)
    }

    @Test func wideAndCombiningCharacters_areOneCharacterEach() {
        var state = LineEditorState()
        type(&state, chars("日本") + [.character("e"), .character("\u{301}")])
        #expect(state.characters == ["日", "本", "e\u{301}"])
        #expect(state.cursor == 3)
        type(&state, [.backspace, .left, .backspace])
        #expect(state.text == "本" && state.cursor == 0)
    }

    @Test func upAndDown_walkTheHistory_andKeepTheNewLine() {
        var state = LineEditorState(history: ["cards", "transfer"])
        type(&state, chars("pro"))
        #expect(state.apply(.up) == .redraw)
        #expect(state.text == "transfer" && state.cursor == 8)
        type(&state, [.up])
        #expect(state.text == "cards")
        #expect(state.apply(.up) == .bell)
        #expect(state.text == "cards")
        type(&state, [.down, .down])
        #expect(state.text == "pro")
        #expect(state.apply(.down) == .bell)
    }

    @Test func editingARecalledLine_doesNotChangeTheHistory() {
        var state = LineEditorState(history: ["cards", "transfer"])
        type(&state, [.up, .backspace, .backspace] + chars("XY"))
        #expect(state.text == "transfXY")
        type(&state, [.up, .down])
        #expect(state.text == "transfer")
        #expect(state.history == ["cards", "transfer"])
        #expect(state.apply(.enter) == .submit("transfer"))
    }

    @Test func noHistory_upRingsTheBell() {
        var state = LineEditorState()
        #expect(state.apply(.up) == .bell)
        #expect(state.apply(.down) == .bell)
    }

    @Test func tab_completesAUniquePrefix() {
        var state = LineEditorState(completions: ["cards", "transfer", "dispute"])
        type(&state, chars("tra"))
        #expect(state.apply(.tab) == .redraw)
        #expect(state.text == "transfer" && state.cursor == 8)
        #expect(state.apply(.tab) == .unchanged)
        var upper = LineEditorState(completions: ["cards", "transfer"])
        type(&upper, chars("  TR"))
        #expect(upper.apply(.tab) == .redraw)
        #expect(upper.text == "transfer")
    }

    @Test func tab_withSeveralMatches_extendsToWhatTheyShareAndListsThem() {
        var state = LineEditorState(completions: ["help", "home", "history", "cards", "home"])
        type(&state, chars("h"))
        #expect(state.apply(.tab) == .candidates(["help", "home", "history"]))
        #expect(state.text == "h")
        var shared = LineEditorState(completions: ["accounts", "accept"])
        type(&shared, chars("a"))
        #expect(shared.apply(.tab) == .candidates(["accounts", "accept"]))
        #expect(shared.text == "acc" && shared.cursor == 3)
        var empty = LineEditorState(completions: ["cards", "back"])
        #expect(empty.apply(.tab) == .candidates(["cards", "back"]))
    }

    @Test func tab_withNoMatch_ringsTheBellAndChangesNothing() {
        var state = LineEditorState(completions: ["cards", "transfer"])
        type(&state, chars("xyz"))
        #expect(state.apply(.tab) == .bell)
        #expect(state.text == "xyz")
        type(&state, [.home])
        #expect(state.apply(.tab) == .bell)  // only at the end of the line
        var twoWords = LineEditorState(completions: ["cards"])
        type(&twoWords, chars("pay c"))
        #expect(twoWords.apply(.tab) == .bell)
        var none = LineEditorState()
        #expect(none.apply(.tab) == .bell)
    }

    @Test func enterInterruptAndUnknownKeys() {
        var state = LineEditorState()
        type(&state, chars("q"))
        #expect(state.apply(.ignored) == .unchanged)
        #expect(state.text == "q")
        #expect(state.apply(.interrupt) == .interrupt)
        #expect(state.apply(.enter) == .submit("q"))
    }
}
