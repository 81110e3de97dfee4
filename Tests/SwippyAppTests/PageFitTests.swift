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
        #expect(PageFit.rows(height: 50, width: 120, reserved: PageFit.historyReserved, fallback: 6) == 25)
        #expect(PageFit.rows(height: 75, width: 80, reserved: PageFit.historyReserved, fallback: 6) == 25)
        #expect(PageFit.rows(height: 100, width: 40, reserved: PageFit.historyReserved, fallback: 6) == 25)
        #expect(PageFit.rows(height: 10, width: 80, reserved: PageFit.historyReserved, fallback: 6) == PageFit.minimum)
        #expect(PageFit.rows(height: nil, width: 80, reserved: PageFit.historyReserved, fallback: 6) == 6)
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
        #expect(tall.stdout.contains("  23 rows\n"), "23 rows fit beside the screen's 25 other lines")
        let narrow = try SwippyProcess.run(input: input, environment: ["LINES": "50", "COLUMNS": "80"])
        #expect(narrow.stdout.contains("  1–12 of 23 rows · page 1 of 2\n"), "two lines a row at 80 columns")
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
