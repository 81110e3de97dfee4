import Testing

@testable import SwippyCore

@Suite("TextLayout")
struct TextLayoutTests {
    let plain60 = RenderContext(width: 60)
    let plain20 = RenderContext(width: 20)
    let colour60 = RenderContext(width: 60, colorEnabled: true)

    // MARK: - Title and section

    @Test func title_isUnderlinedToItsOwnWidth() {
        #expect(TextLayout.title("Payment cards", plain60) == ["Payment cards", "============="])
    }

    @Test func title_underlineMeasuresDisplayWidthNotCharacters() {
        #expect(TextLayout.title("日本", plain60) == ["日本", "===="])
        #expect(TextLayout.title("Cafe\u{301}", plain60) == ["Cafe\u{301}", "===="])
        #expect(TextLayout.title("₹ dues", plain60) == ["₹ dues", "======"])
    }

    @Test func title_widerThanTheScreen_isTruncatedWithAnEllipsis() {
        let lines = TextLayout.title("A title that is much longer than twenty", plain20)
        #expect(lines == ["A title that is muc…", String(repeating: "=", count: 20)])
    }

    @Test func title_withColour_paintsTheTextButNotTheRule() {
        let lines = TextLayout.title("Cards", colour60)
        #expect(lines == ["\u{1B}[1mCards\u{1B}[0m", "====="])
    }

    @Test func section_isUnderlinedWithDashes() {
        #expect(TextLayout.section("Transactions", plain60) == ["Transactions", "------------"])
    }

    // MARK: - Columns

    @Test func columns_lineUpByDisplayWidthWithRupeeAccentsAndWideText() {
        let rows = [
            ["Coffee", "₹20.00", "paid"],
            ["Caf\u{E9}", "₹1,250.00", "due"],
            ["Cafe\u{301}", "₹5.00", "due"],
            ["日本", "₹0.50", "free"],
        ]
        let lines = TextLayout.columns(rows, alignments: [.left, .right, .left], plain60)
        #expect(
            lines == [
                "Coffee     ₹20.00  paid",
                "Caf\u{E9}    ₹1,250.00  due",
                "Cafe\u{301}        ₹5.00  due",
                "日本        ₹0.50  free",
            ])
        for (line, row) in zip(lines, rows) {
            #expect(DisplayWidth.of(line) - DisplayWidth.of(row[2]) == 19)
        }
    }

    @Test func columns_indentAndGap_areApplied() {
        let lines = TextLayout.columns([["a", "b"], ["ccc", "d"]], gap: 3, indent: 4, plain60)
        #expect(lines == ["    a     b", "    ccc   d"])
    }

    @Test func columns_lastColumnLeftAligned_isNotPadded() {
        let lines = TextLayout.columns([["a", "x"], ["b", "longer"]], plain60)
        #expect(lines == ["a  x", "b  longer"])
    }

    @Test func columns_rowsOfDifferentLengths_areAllowed() {
        let lines = TextLayout.columns([["one"], ["two", "2"]], plain60)
        #expect(lines == ["one", "two  2"])
    }

    @Test func columns_aRowWiderThanTheScreen_isTruncatedWithAnEllipsis() {
        let lines = TextLayout.columns([["Name", "A very long description that goes on"]], plain20)
        #expect(lines == ["Name  A very long d…"])
        #expect(DisplayWidth.of(lines[0]) == 20)
    }

    @Test func columns_noRows_giveNoLines() {
        #expect(TextLayout.columns([], plain60).isEmpty)
    }

    @Test func fields_alignTheirLabels() {
        let lines = TextLayout.fields([("Bank", "HDFC Bank"), ("Network", "VISA")], plain60)
        #expect(lines == ["  Bank     HDFC Bank", "  Network  VISA"])
    }

    // MARK: - Pad and truncate

    @Test(arguments: [
        ("Hello", 5, "Hello"),
        ("Hello!", 5, "Hell…"),
        ("日本語テキスト", 5, "日本…"),
        ("日本語", 6, "日本語"),
        ("Cafe\u{301} au lait", 5, "Cafe\u{301}…"),
        ("abc", 1, "…"),
        ("abc", 0, ""),
        ("", 3, ""),
    ])
    func truncate_cutsToTheDisplayWidthEndingInAnEllipsis(text: String, width: Int, expected: String) {
        let result = TextLayout.truncate(text, to: width)
        #expect(result == expected)
        #expect(DisplayWidth.of(result) <= max(width, 0))
    }

    @Test func pad_measuresDisplayWidth() {
        #expect(TextLayout.pad("日本", to: 6) == "日本  ")
        #expect(TextLayout.pad("₹5", to: 5, .right) == "   ₹5")
        #expect(TextLayout.pad("toolong", to: 3) == "toolong")
    }

    // MARK: - Wrap

    @Test func wrap_breaksBetweenWordsAtTheWidth() {
        let lines = TextLayout.wrap("the quick brown fox jumps over the lazy dog", plain20)
        #expect(lines == ["the quick brown fox", "jumps over the lazy", "dog"])
    }

    @Test func wrap_withIndent_indentsEveryLineAndKeepsWithinTheWidth() {
        let lines = TextLayout.wrap("the quick brown fox jumps over the lazy dog", indent: 2, plain20)
        #expect(lines == ["  the quick brown", "  fox jumps over the", "  lazy dog"])
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 20 })
    }

    @Test func wrap_breaksAWordLongerThanTheWidth() {
        let long = String(repeating: "x", count: 25)
        let lines = TextLayout.wrap("a " + long, plain20)
        #expect(lines == ["a", String(repeating: "x", count: 20), "xxxxx"])
    }

    @Test func wrap_breaksWideTextByDisplayWidth() {
        let lines = TextLayout.wrap(String(repeating: "日本", count: 6), plain20)
        #expect(lines == [String(repeating: "日本", count: 5), "日本"])
    }

    @Test func wrap_collapsesRepeatedSpaces() {
        #expect(TextLayout.wrap("a    b", plain20) == ["a b"])
    }

    @Test func wrap_emptyText_givesOneEmptyLine() {
        #expect(TextLayout.wrap("", plain20) == [""])
        #expect(TextLayout.wrap("   ", indent: 2, plain20) == ["  "])
    }

    // MARK: - Pill, menu and states

    @Test func pill_withColourOff_isThePlainWords() {
        #expect(TextLayout.pill("Fully paid", .good, plain60) == "Fully paid")
        #expect(TextLayout.pill("Due in 6 days", .bad, plain60) == "Due in 6 days")
    }

    @Test func pill_withColourOn_hasEscapeCodesAroundTheWords() {
        #expect(TextLayout.pill("Fully paid", .good, colour60) == "\u{1B}[42;30m Fully paid \u{1B}[0m")
        #expect(TextLayout.pill("Due", .bad, colour60) == "\u{1B}[41;97m Due \u{1B}[0m")
        #expect(TextLayout.pill("Soon", .warning, colour60) == "\u{1B}[43;30m Soon \u{1B}[0m")
        #expect(TextLayout.pill("None", .muted, colour60) == "\u{1B}[47;30m None \u{1B}[0m")
    }

    @Test func menu_numbersOptionsFromOne() {
        #expect(TextLayout.menu(["View details", "Pay now"], plain60) == ["  1. View details", "  2. Pay now"])
    }

    @Test func menu_withTenOrMoreOptions_rightAlignsTheNumbers() {
        let lines = TextLayout.menu((1...10).map { "Option \($0)" }, plain60)
        #expect(lines.first == "   1. Option 1")
        #expect(lines.last == "  10. Option 10")
    }

    @Test func menu_anOptionWiderThanTheScreen_isTruncated() {
        let lines = TextLayout.menu(["An option with a very long label"], plain20)
        #expect(lines == ["  1. An option with…"])
    }

    @Test func menu_noOptions_giveNoLines() {
        #expect(TextLayout.menu([], plain60).isEmpty)
    }

    @Test func loadingEmptyAndError_areIndentedLines() {
        #expect(TextLayout.loading("your cards", plain60) == ["  Loading your cards…"])
        #expect(TextLayout.empty("You have no payment cards yet.", plain60) == ["  You have no payment cards yet."])
        #expect(TextLayout.error("disk full", plain60) == ["  Error: disk full"])
    }

    @Test func error_withColour_paintsOnlyTheWordError() {
        #expect(TextLayout.error("disk full", colour60) == ["  \u{1B}[31mError: \u{1B}[0mdisk full"])
    }

    @Test func truncating_keepsAMaskedNumberWhole_andCutsTheNameBeforeIt() {
        #expect(TextLayout.truncate("Savings Account ••4821", to: 12) == "Savi… ••4821")
        #expect(TextLayout.truncate("Millennia Credit Card ••1234", to: 20) == "Millennia Cr… ••1234")
        #expect(TextLayout.truncate("Gold Card **7812", to: 12, ellipsis: "...") == "Go... **7812")
        #expect(TextLayout.truncate("Starbucks Coffee", to: 10) == "Starbucks…", "no masked number: cut at the end")
        #expect(TextLayout.truncate("Savings ••4821", to: 7) == "Saving…", "too narrow to keep it: cut as before")
    }
}
