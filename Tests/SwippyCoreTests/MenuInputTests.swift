import Testing

@testable import SwippyCore

@Suite("MenuInput")
struct MenuInputTests {
    @Test(arguments: [
        ("1", 3, 0 as Int?),
        ("3", 3, 2),
        ("01", 3, 0),
        ("4", 3, nil),
        ("0", 3, nil),
        ("-1", 3, nil),
        ("abc", 3, nil),
        ("1a", 3, nil),
        ("1.0", 3, nil),
        ("99999999999999999999", 3, nil),
        ("9223372036854775808", 3, nil),
        (" 1", 3, nil),
        ("1 ", 3, nil),
        ("", 3, nil),
        ("١", 3, nil),
        ("1", 0, nil),
        ("1", 1, 0),
        ("12", 12, 11),
        ("8,152", 9_99_998, 8_151),
        ("9,99,998", 9_99_998, 9_99_997),
        ("999,998", 9_99_998, 9_99_997),
        ("1,000,000", 1_000_000, 999_999),
        ("1000000", 1_000_000, 999_999),
        ("10,00,000", 1_000_000, 999_999),
        ("8,15", 9_99_998, nil),
        ("81,52", 9_99_998, nil),
        (",152", 9_99_998, nil),
        ("8,152,", 9_99_998, nil),
        ("8,,152", 9_99_998, nil),
        ("1234,567", 9_99_998, nil),
        ("1,2,345", 9_99_998, nil),
        ("8, 152", 9_99_998, nil),
        ("1000000000", 2_000_000_000, nil),
    ])
    func choice_acceptsOnlyANumberFromOneToCount(input: String, count: Int, expected: Int?) {
        #expect(MenuInput.choice(input, count: count) == expected)
    }

    @Test func unknownHint_namesTheRangeOfNumbers() {
        #expect(
            MenuInput.unknownHint("xyz", count: 3)
                == "Unknown choice \"xyz\". Type a number 1-3, b to go back, or ? for help.")
    }

    @Test func unknownHint_withOneOption_offersJustOne() {
        #expect(MenuInput.unknownHint("9", count: 1) == "Unknown choice \"9\". Type 1, b to go back, or ? for help.")
    }

    @Test func unknownHint_withNoOptions_offersOnlyBackAndHelp() {
        #expect(MenuInput.unknownHint("x", count: 0) == "Unknown choice \"x\". Type b to go back, or ? for help.")
    }

    @Test func unknownHint_shortensLongInput() {
        let input = String(repeating: "a", count: 30)
        let hint = MenuInput.unknownHint(input, count: 2)
        #expect(
            hint
                == "Unknown choice \"\(String(repeating: "a", count: 20))…\". Type a number 1-2, b to go "
                + "back, or ? for help."
        )
        #expect(!hint.contains("\n"))
    }

    @Test func echo_keepsShortInput_andCutsLongInputAtTwentyCharacters() {
        #expect(MenuInput.echo("eur") == "eur")
        #expect(MenuInput.echo(String(repeating: "b", count: 20)) == String(repeating: "b", count: 20))
        #expect(MenuInput.echo(String(repeating: "b", count: 300)) == String(repeating: "b", count: 20) + "…")
    }
}
