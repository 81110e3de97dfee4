import Testing

@testable import SwippyCore

@Suite("DisplayWidth")
struct DisplayWidthTests {
    @Test(arguments: [
        ("", 0),
        ("abc", 3),
        ("₹", 1),
        ("₹1,25,000.50", 12),
        ("\u{E9}", 1),
        ("e\u{301}", 1),
        ("Cafe\u{301}", 4),
        ("日本", 4),
        ("한국", 4),
        ("ｱ", 1),
        ("😀", 2),
        ("a\u{200B}b", 2),
        ("\u{1B}[31mred\u{1B}[0m", 3),
        ("\u{1B}[42;30m Fully paid \u{1B}[0m", 12),
        ("tab\there", 7),
    ])
    func of_countsTerminalColumns(text: String, columns: Int) {
        #expect(DisplayWidth.of(text) == columns)
    }

    @Test func of_aCharacter_takesTheWidestOfItsScalars() {
        #expect(DisplayWidth.of(Character("日")) == 2)
        #expect(DisplayWidth.of(Character("e\u{301}")) == 1)
        #expect(DisplayWidth.of(Character("a")) == 1)
    }
}
