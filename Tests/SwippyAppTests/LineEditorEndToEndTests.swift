import Foundation
import SwippyTestSupport
import Testing

@testable import SwippyApp

#if canImport(Glibc)
    import Glibc
#endif

/// The line editor, key by key, in the real binary on a pseudo-terminal. On the first (sign-in) screen
/// an unknown answer comes back as `Unknown choice "…"`: exactly the line the app received.
@Suite("End to end: the line editor on a terminal", .enabled(if: SwippyProcess.terminalAvailable))
struct LineEditorEndToEndTests {
    static let cardsPrompt = "Choose a card (1-6) > "
    static let left = "\u{1B}[D", right = "\u{1B}[C", up = "\u{1B}[A", down = "\u{1B}[B", delete = "\u{1B}[3~"

    /// A session at its first prompt.
    private func started(columns: UInt16 = 80) throws -> TerminalSession {
        let session = try TerminalSession(columns: columns)
        #expect(session.waitForPrompt(after: 0), "no prompt: \(session.text)")
        return session
    }

    /// A session signed in as the demo user, at the home prompt.
    private func signedIn() throws -> TerminalSession {
        let session = try started()
        session.enter("1", nextPrompt: "Login PIN > ")
        let home = session.enter("4826")
        #expect(session.text(after: home).contains("Hello, Asha Rao."))
        return session
    }

    /// The answer the sign-in screen echoes for the line typed as `keys`.
    private func received(_ session: TerminalSession, _ keys: String) -> String {
        let start = session.enter(keys)
        let after = session.text(after: start)
        // On a terminal the answer is wrapped at word boundaries, so the quote may start the next row.
        guard let range = after.range(of: #"Unknown choice\s+""#, options: .regularExpression) else {
            return "(no answer) \(after)"
        }
        return String(after[range.upperBound...].prefix { $0 != "\"" })
    }

    private func quit(_ session: TerminalSession) -> Int32? {
        session.type("q\r")
        return session.waitForExit()
    }

    @Test func leftRightAndBothBackspaces_fixATypo() throws {
        let session = try started()
        // cardz ← (before z) ⌫ (d goes) d → ⌫(0x08, z goes) s
        #expect(received(session, "cardz" + Self.left + "\u{7F}d" + Self.right + "\u{08}s") == "cards")
        #expect(quit(session) == 0)
    }

    @Test(
        arguments: [
            ("\u{1B}[H", "\u{1B}[F"), ("\u{1B}OH", "\u{1B}OF"), ("\u{1B}[1~", "\u{1B}[4~"), ("\u{01}", "\u{05}"),
        ])
    func homeAndEnd_moveToTheEnds(home: String, end: String) throws {
        let session = try started()
        #expect(received(session, "ard" + home + "c" + end + "s") == "cards")
        #expect(quit(session) == 0)
    }

    @Test func deleteAndControlD_deleteUnderTheCursor() throws {
        let session = try started()
        #expect(received(session, "cxards\u{01}" + Self.right + Self.delete) == "cards")
        #expect(received(session, "cardsx" + Self.left + "\u{04}") == "cards")
        #expect(quit(session) == 0)
    }

    @Test func controlU_controlW_andControlK_kill() throws {
        let session = try started()
        #expect(received(session, "cardsjunk" + String(repeating: Self.left, count: 4) + "\u{0B}") == "cards")
        #expect(received(session, "junk junk\u{15}cards") == "cards")
        #expect(received(session, "zz junk\u{17}cards") == "zz cards")
        #expect(quit(session) == 0)
    }

    @Test func unknownEscapeSequences_areSwallowedWhole() throws {
        let session = try started()
        let start = session.mark
        // ↑ with no history (the issue's `Unknown choice "[A"`), F5, Shift-Tab, F1, Alt-x, Page Up.
        let nothing = session.enter(Self.up)
        #expect(session.text(after: nothing).contains("Nothing typed."))
        #expect(received(session, "ca\u{1B}[15~\u{1B}[Zrd\u{1B}OP\u{1B}xs\u{1B}[5~") == "cards")
        #expect(!session.text(after: start).contains("\"["))
        #expect(!session.text(after: start).contains("~"))
        #expect(quit(session) == 0)
    }

    @Test func wideCharacters_placeTheCursorTwoColumnsEach() throws {
        let session = try started()
        let start = session.mark
        #expect(received(session, "日本" + Self.left + "x") == "日x本")
        // After ←, the cursor sits after 日: the prompt's 25 columns and 2.
        #expect(session.text(after: start).contains("\rChoose an option (1-5) > 日本\u{1B}[K\r\u{1B}[27C"))
        #expect(quit(session) == 0)
    }

    @Test func aLineAndAPromptWiderThanTheTerminal_stayOnOneRow() throws {
        let session = try started(columns: 30)
        let typed = String(repeating: "abcdefghij", count: 6)
        let start = session.mark
        #expect(received(session, typed) == typed.prefix(20) + "…")  // the app's hint shows 20 characters
        let rows = session.text(after: start).components(separatedBy: "\r").filter { $0.contains("(1-5) > ") }
        #expect(!rows.isEmpty)
        #expect(rows.allSatisfy { $0.replacingOccurrences(of: "\u{1B}[K", with: "").count <= 29 })
        session.type("q\r")
        #expect(session.waitForExit() == 0)

        let narrow = try TerminalSession(columns: 12)
        #expect(narrow.waitFor("\r…5) > \u{1B}[K"), "the 25-column prompt is shortened on 12 columns")
        narrow.type("q\r")
        #expect(narrow.waitForExit() == 0)
    }

    @Test func upAndDown_recallThisSessionsCommands() throws {
        let session = try signedIn()
        session.enter("cards", nextPrompt: Self.cardsPrompt)
        session.enter("h")
        // History: 1, cards, h. ↑↑ is "cards"; ↑↑↑↓ too.
        let cards = session.enter(Self.up + Self.up, nextPrompt: Self.cardsPrompt)
        #expect(session.text(after: cards).contains("Payment cards"))
        session.enter("h")
        let again = session.enter(Self.up + Self.up + Self.up + Self.down, nextPrompt: Self.cardsPrompt)
        #expect(session.text(after: again).contains("Payment cards"))
        #expect(quit(session) == 0)
    }

    @Test func aPIN_isNeverShown_andNeverRecalled() throws {
        let session = try started()
        session.enter("1", nextPrompt: "Login PIN > ")
        session.enter("4826")
        // ↑ gives "1" (home: option 1, Payment cards), not the PIN; ↑↑ stays at "1" with a bell.
        let recalled = session.enter(Self.up + Self.up, nextPrompt: Self.cardsPrompt)
        #expect(session.text(after: recalled).contains("Payment cards"))
        #expect(session.text(after: recalled).contains("\u{07}"))
        #expect(quit(session) == 0)
        #expect(!session.text.contains("4826"))
        #expect(!session.text.contains("482"))
    }

    @Test func tab_completesTheHomeWords() async throws {
        let session = try signedIn()
        let candidates = session.mark
        session.type("h\t")
        // Every home word and command starting with "h" (help, home, and any feature word such as history).
        let words = await SwippyMain.completionWords.filter { $0.hasPrefix("h") }
        #expect(words.count > 1)
        #expect(session.waitFor("\r\n" + words.joined(separator: "  ") + "\r", after: candidates))
        #expect(session.waitFor("\rChoose an option (1-8) > h\u{1B}[K", after: candidates), "the prompt is drawn again")
        session.type("\u{15}")
        let nothing = session.mark
        session.type("zzz\t")
        #expect(session.waitFor("\u{07}", after: nothing))
        #expect(!session.text(after: nothing).contains("\t"))
        session.type("\u{15}")
        let transfer = session.enter("tra\t", nextPrompt: "Choose an account (1-4) > ")
        #expect(session.text(after: transfer).contains("Send money"))
        #expect(quit(session) == 0)
    }

    @Test func tab_onAnotherScreen_completesThatScreensWords_notTheHomeWords() throws {
        let session = try signedIn()
        session.enter("history", nextPrompt: "Choose a transaction (1-23) > ")
        let filters = session.enter("f", nextPrompt: "Filter (b when done) > ")
        #expect(session.text(after: filters).contains("Filters"))
        let one = session.mark
        session.type("cur\t")
        #expect(session.waitFor("\rFilter (b when done) > currency\u{1B}[K", after: one))
        session.type("\u{15}")
        let several = session.mark
        session.type("c\t")
        #expect(session.waitFor("\r\ncurrency  category  clear\r", after: several))
        session.type("\u{15}")
        let home = session.mark
        session.type("tra\t")
        #expect(session.waitFor("\u{07}", after: home), "a home word is not offered on the filters screen")
        #expect(!session.text(after: home).contains("transfer"))
        session.type("\u{15}")
        let applied = session.enter("out", nextPrompt: "Filter (b when done) > ")
        #expect(session.text(after: applied).contains("money out"))
        #expect(quit(session) == 0)
    }
}
