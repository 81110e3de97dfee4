import Testing

@testable import SwippyApp

@Suite("Terminal facts")
struct TerminalFactsTests {
    @Test(
        arguments: [
            (false, [:], true, true),
            (false, ["TERM": "xterm-256color"], true, true),
            (false, ["TERM": "xterm"], false, false),
            (true, ["TERM": "xterm"], true, false),
            (false, ["NO_COLOR": "1"], true, false),
            (false, ["NO_COLOR": "0", "TERM": "xterm"], true, false),
            (false, ["NO_COLOR": ""], true, true),
            (false, ["TERM": "dumb"], true, false),
            (false, ["TERM": "dumb"], false, false),
        ] as [(Bool, [String: String], Bool, Bool)])
    func colorEnabled_onlyOnATerminalWithoutAnOptOut(
        flag: Bool, environment: [String: String], tty: Bool, expected: Bool
    ) {
        #expect(TerminalFacts.colorEnabled(noColorFlag: flag, environment: environment, stdoutIsTTY: tty) == expected)
    }

    @Test(
        arguments: [
            (120, [:], 120),
            (90, ["COLUMNS": "100"], 90),
            (nil, ["COLUMNS": "100"], 100),
            (0, ["COLUMNS": "70"], 70),
            (nil, ["COLUMNS": "abc"], 80),
            (nil, ["COLUMNS": "0"], 80),
            (nil, ["COLUMNS": "-5"], 80),
            (nil, [:], 80),
        ] as [(Int?, [String: String], Int)])
    func width_prefersTheTerminalThenCOLUMNSThenEighty(ioctl: Int?, environment: [String: String], expected: Int) {
        #expect(TerminalFacts.width(ioctlColumns: ioctl, environment: environment) == expected)
    }
}
