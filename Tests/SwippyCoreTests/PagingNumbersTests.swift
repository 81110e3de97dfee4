import SwippyCore
import Testing

/// The one numbering rule of paged lists: numbers run across pages, and a number chooses its item wherever it is.
@Suite("Paging: numbers across pages")
struct PagingNumbersTests {
    /// Page 2 of a 6-per-page list of 40.
    private let pageTwo = Paging(itemCount: 40, pageSize: 6).showing(6)

    @Test func pageTwo_numbersSevenToTwelve() {
        #expect(pageTwo.page == 1)
        #expect((0..<6).map(pageTwo.number(at:)) == [7, 8, 9, 10, 11, 12])
        #expect(pageTwo.header("card") == "7–12 of 40 cards · page 2 of 7")
        #expect(pageTwo.header() == "7–12 of 40 · page 2 of 7")
        #expect(pageTwo.prompt("Choose a card") == Prompt("Choose a card (1-40)"), "every number it accepts")
    }

    @Test func aNumber_choosesItsItem_onThisPageOrAnother() {
        #expect(pageTwo.choice("9") == 8)
        #expect(pageTwo.choice("1") == 0, "on page 1: chosen anyway")
        #expect(pageTwo.choice("40") == 39)
        for refused in ["0", "41", "-1", "n", "", " 9", "٩", "99999999999999999999"] {
            #expect(pageTwo.choice(refused) == nil, "\(refused)")
        }
    }

    @Test func theUnknownHint_namesTheWholeRange_andPaging() {
        #expect(
            pageTwo.unknownHint("41")
                == "Unknown choice \"41\". Type a number 1-40, n or p for another page, b to go back, or ? for help.")
        #expect(
            pageTwo.unknownHint("")
                == "Nothing typed. Type a number 1-40, n or p for another page, b to go back, or ? for help.")
        let one = Paging(itemCount: 1, pageSize: 6)
        #expect(one.unknownHint("x") == "Unknown choice \"x\". Type 1, b to go back, or ? for help.")
        let none = Paging(itemCount: 0, pageSize: 6)
        #expect(none.unknownHint("x") == "Unknown choice \"x\". Type b to go back, or ? for help.")
    }

    @Test func headers_ofOnePage_ofALastPageOfOne_andOfNothing() {
        #expect(Paging(itemCount: 4, pageSize: 6).header("card") == "4 cards")
        #expect(Paging(itemCount: 1, pageSize: 6).header("card") == "1 card")
        #expect(Paging(itemCount: 0, pageSize: 6).header("card") == "0 cards")
        #expect(Paging(itemCount: 5, pageSize: 20).header() == "1–5 of 5")
        #expect(Paging(itemCount: 0, pageSize: 6).header() == "none")
        let last = Paging(itemCount: 13, pageSize: 6).showing(12)
        #expect(last.header("card") == "13 of 13 cards · page 3 of 3")
        #expect(last.prompt("Choose a card") == Prompt("Choose a card (1-13)"))
    }

    @Test func showing_turnsToThePageHoldingAnItem_bothWays() {
        let paging = Paging(itemCount: 40, pageSize: 6)
        #expect(paging.showing(39).page == 6)
        #expect(paging.showing(39).showing(0).page == 0)
        #expect(paging.showing(12).range == 12..<18)
        #expect(paging.showing(99).page == 6, "past the end: the last page")
    }

    @Test func direction_readsTheWordsOfEveryPagedList() {
        #expect(["n", "N", "next", "Next"].map { Paging.direction($0) } == [true, true, true, true])
        #expect(["p", "prev", "PREVIOUS"].map { Paging.direction($0) } == [false, false, false])
        #expect(["", "nx", "1", "b"].allSatisfy { Paging.direction($0) == nil })
    }

    @Test func direction_withoutLetters_leavesNAndPToAYesNoQuestion() {
        #expect(["next", "Prev", "previous"].map { Paging.direction($0, letters: false) } == [true, false, false])
        #expect(["n", "N", "p", "y"].allSatisfy { Paging.direction($0, letters: false) == nil })
    }

    @Test func answer_readsAPageStep_anItemOnAnyPage_orGivesTheHint() {
        #expect(pageTwo.answer("n") == .turn(forward: true))
        #expect(pageTwo.answer("prev") == .turn(forward: false))
        #expect(pageTwo.answer("9") == .choose(8))
        #expect(pageTwo.answer("1") == .choose(0))
        #expect(pageTwo.answer("41") == .unknown(hint: pageTwo.unknownHint("41")))
        #expect(
            pageTwo.answer("")
                == .unknown(
                    hint: "Nothing typed. Type a number 1-40, n or p for another page, b to go back, or ? for help."))
    }

    @Test func theUnknownHint_offersOnlyThePageStepsThatMove() {
        let first = Paging(itemCount: 40, pageSize: 6)
        #expect(
            first.unknownHint("x")
                == "Unknown choice \"x\". Type a number 1-40, n for the next page, b to go back, or ? for help.")
        let last = first.showing(39)
        #expect(
            last.unknownHint("x")
                == "Unknown choice \"x\". Type a number 1-40, p for the previous page, b to go back, or ? for help.")
    }

    @Test func counts_areGrouped_asMoneyIs() {
        let many = Paging(itemCount: 999_998, pageSize: 6)
        #expect(many.header("row") == "1–6 of 999,998 rows · page 1 of 166,667")
        #expect(many.header("row", grouping: .indian) == "1–6 of 9,99,998 rows · page 1 of 1,66,667")
        let far = many.showing(123_455)
        #expect(far.header() == "123,451–123,456 of 999,998 · page 20,576 of 166,667")
        #expect(Paging(itemCount: 1_200, pageSize: 2_000).header("card") == "1,200 cards")
        #expect(Plural.of(100_000, "card", grouping: .indian) == "1,00,000 cards")
        #expect(Plural.of(999, "card") == "999 cards")
    }
}
