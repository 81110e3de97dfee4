import Foundation
import SwippyTestSupport
import Testing

@testable import SwippyApp

@Suite("Pages sized to the terminal's height")
struct PageFitTests {
    @Test func rows_comeFromIoctl_thenLINES_elseThereIsNoTerminal() {
        #expect(TerminalFacts.height(ioctlRows: 50, environment: ["LINES": "30"]) == 50)
        #expect(TerminalFacts.height(ioctlRows: nil, environment: ["LINES": "30"]) == 30)
        #expect(TerminalFacts.height(ioctlRows: 0, environment: ["LINES": "x"]) == nil)
        #expect(TerminalFacts.height(ioctlRows: nil, environment: [:]) == nil)
    }

    @Test func aPage_holdsWhatTheTerminalLeaves_orThePageSizeWithoutOne() {
        func rows(_ height: Int?, _ width: Int) -> Int {
            PageFit.rows(height: height, width: width, reserved: PageFit.historyReserved, fallback: 6)
        }
        // Eight lines around the rows, the totals' lines (1 from 120 columns, 2 from 60, 4 below), a line a row
        // from 80 columns and two below.
        #expect(rows(50, 120) == 50 - 8 - 1)
        #expect(rows(75, 80) == 75 - 8 - 2)
        #expect(rows(100, 40) == (100 - 8 - 4) / 2)
        #expect(rows(24, 80) == 14, "issue 37: at least 14 rows at 80×24")
        #expect(rows(30, 100) == 20)
        #expect(rows(20, 60) == 5)
        #expect(rows(20, 40) == 4)
        #expect(rows(10, 80) == PageFit.minimum)
        #expect(rows(nil, 80) == 6)
    }

    @Test func everyOtherList_holdsWhatTheTerminalLeaves_orThePageSizeWithoutOne() {
        #expect(PageFit.listRows(height: 40, fallback: 6) == 40 - PageFit.listReserved)
        #expect(PageFit.listRows(height: 12, fallback: 6) == PageFit.minimum)
        #expect(PageFit.listRows(height: nil, fallback: 6) == 6)
    }

    @Test func exchangeRates_onA40RowTerminal_fillIt_andKeepTwelveWhenPiped() throws {
        let input = SwippyProcess.signInAsDemoUser + "exchange\n1\nq\n"
        let tall = try SwippyProcess.run(input: input, environment: ["LINES": "40", "COLUMNS": "80"])
        #expect(tall.stdout.contains("  1–22 of 42 · page 1 of 2, by code"))
        let piped = try SwippyProcess.run(input: input)
        #expect(piped.stdout.contains("  1–12 of 42 · page 1 of 4, by code"))
    }

    @Test func history_onA50RowTerminal_showsAllItsRows_andStillSixWhenPiped() throws {
        let input = SwippyProcess.signInAsDemoUser + "history\nq\n"
        let tall = try SwippyProcess.run(input: input, environment: ["LINES": "50", "COLUMNS": "120"])
        #expect(tall.stdout.contains("  23 rows\n"), "23 rows fit beside the screen's 9 other lines")
        let small = try SwippyProcess.run(input: input, environment: ["LINES": "24", "COLUMNS": "80"])
        #expect(small.stdout.contains("  1–14 of 23 rows · page 1 of 2\n"), "one line a row at 80 columns")
        let narrow = try SwippyProcess.run(input: input, environment: ["LINES": "20", "COLUMNS": "60"])
        #expect(narrow.stdout.contains("  1–5 of 23 rows · page 1 of 5\n"), "two lines a row at 60 columns")
        #expect(!tall.stdout.contains("page 1 of"))
        let piped = try SwippyProcess.run(input: input)
        #expect(piped.stdout.contains("  1–6 of 23 rows · page 1 of 4\n"))
    }

    @Test func history_inAPseudoTerminalOf50Rows_fitsTheWindow() throws {
        let session = try TerminalSession(["--ephemeral"], columns: 120, rows: 50)
        #expect(session.waitForPrompt(after: 0))
        session.enter("1", nextPrompt: "Login PIN > ")
        session.enter("4826")
        let history = session.enter("history", nextPrompt: "Choose a transaction (1-23) > ")
        #expect(session.text(after: history).contains("  23 rows"))
        session.type("q\r")
        #expect(session.waitForExit() == 0)
    }
}
