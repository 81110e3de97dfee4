import SwippyCore
import Testing

@Suite("ChoicePicker: one rule for choosing from a long list by typing")
struct ChoicePickerTests {
    /// Words whose "code" is their first three letters, upper-cased: an exact code is that alone.
    static let words = ["apple", "apricot", "banana", "blueberry", "cherry", "date", "fig"]

    static func candidates(_ query: String) -> [String] {
        let wanted = query.lowercased()
        if let exact = words.first(where: { $0.prefix(3) == wanted }) { return [exact] }
        return words.filter { $0.contains(wanted) }
    }

    func picker(pageSize: Int = 10) -> ChoicePicker<String> {
        ChoicePicker(offered: ["cherry", "fig"], noun: "fruit", pageSize: pageSize)
    }

    @Test func anExactCode_orTheOnlyMatch_isChosenAtOnce() {
        var picker = picker()
        #expect(picker.answer("ban", candidates: Self.candidates) == .chosen("banana"))
        #expect(picker.answer("  blue ", candidates: Self.candidates) == .chosen("blueberry"))
        #expect(picker.query.isEmpty)
        #expect(picker.items == ["cherry", "fig"])
    }

    @Test func severalMatches_areListedNumbered_andANumberChoosesFromThem() {
        var picker = picker()
        #expect(picker.answer("ap", candidates: Self.candidates) == .listed)
        #expect(picker.query == "ap")
        #expect(picker.visible == ["apple", "apricot"])
        #expect(picker.prompt.text == "Choose a fruit (1-2), or type a code or name to search")
        #expect(picker.answer("2", candidates: Self.candidates) == .chosen("apricot"))
    }

    @Test func noMatch_orNothingTyped_isRefusedInOneLine_andTheListStays() {
        var picker = picker()
        #expect(
            picker.answer("zzz", candidates: Self.candidates)
                == .refused("No fruit matches \"zzz\"; try a code like EUR or a name."))
        #expect(
            picker.answer(" ", candidates: Self.candidates)
                == .refused(
                    "Type a fruit's number, or a code or a name to search."))
        #expect(picker.items == ["cherry", "fig"])
    }

    @Test func aNumberPastTheList_isRefused_neverSearched() {
        var picker = picker()
        var searched = false
        let answer = picker.answer("12") { _ in
            searched = true
            return []
        }
        #expect(
            answer == .refused("There is no fruit 12 on the list: type a number 1-2, or a code or name to search."))
        #expect(!searched)
    }

    @Test func aLongList_isPaged_numberedAcrossPages_andNPTurnOnlyThen() {
        var picker = picker(pageSize: 3)
        // On a single page n is a search (only banana has an n), not a page turn.
        #expect(picker.answer("n", candidates: Self.candidates) == .chosen("banana"))
        #expect(picker.answer("a", candidates: Self.candidates) == .listed)
        #expect(picker.items == ["apple", "apricot", "banana", "date"])
        #expect(picker.visible == ["apple", "apricot", "banana"])
        #expect(picker.pageLine == "1–3 of 4 · page 1 of 2 · n next")
        #expect(picker.answer("n", candidates: Self.candidates) == .listed)
        #expect(picker.visible == ["date"])
        #expect(picker.paging.number(at: 0) == 4)
        #expect(picker.pageLine == "4 of 4 · page 2 of 2 · p previous")
        #expect(picker.answer("n", candidates: Self.candidates) == .refused("This is the last page."))
        #expect(picker.answer("1", candidates: Self.candidates) == .chosen("apple"))
        #expect(picker.answer("p", candidates: Self.candidates) == .listed)
        #expect(picker.visible == ["apple", "apricot", "banana"])
    }

    @Test func clear_listsTheOfferedItemsAgain() {
        var picker = picker()
        _ = picker.answer("ap", candidates: Self.candidates)
        picker.clear()
        #expect(picker.query.isEmpty)
        #expect(picker.items == ["cherry", "fig"])
        #expect(picker.pageLine == nil)
    }
}
