import Foundation
import SwippyTestSupport
import Testing

/// Piped sessions sign in as the demo user before reaching the home menu.
private let signIn = SwippyProcess.signInAsDemoUser

@Suite("End to end: the foundation")
struct FoundationEndToEndTests {
    @Test func cards_thenSecondCard_listsCardsAndOpensItsActions() throws {
        let output = try SwippyProcess.run(input: signIn + "cards\n2\nq\n")
        #expect(output.status == 0)
        #expect(output.stdout.contains("Millennia Credit Card"))
        #expect(output.stdout.contains("Amazon Pay Credit Card\n======================"))
        #expect(output.stdout.contains("1. View details"))
        #expect(output.stdout.contains("2. View last statement"))
        #expect(!output.stdout.contains("\u{1B}"))
    }

    @Test func help_listsTheHomeWordsAndExitsZero() throws {
        let output = try SwippyProcess.run(["--help"], input: "")
        #expect(output.status == 0)
        #expect(output.stdout.contains("Home menu words:\n  cards"))
        #expect(output.stdout.contains("Usage: swippy [options]"))
        #expect(output.stderr.isEmpty)
    }

    @Test func version_printsOneLine() throws {
        let output = try SwippyProcess.run(["--version"], input: "")
        #expect(output.status == 0)
        #expect(output.stdout == "swippy 0.1.0\n")
    }

    @Test func endOfInput_exitsZero() throws {
        let output = try SwippyProcess.run(input: signIn)
        #expect(output.status == 0)
        #expect(output.stdout.contains("\nSwippy\n======\nHello, Asha Rao."))
        #expect(output.stdout.hasSuffix("Choose an option (1-8) > \n"))
        #expect(output.stderr.isEmpty)
    }

    @Test func endOfInput_deepInside_exitsZero() throws {
        let output = try SwippyProcess.run(input: signIn + "cards\n1\n3")
        #expect(output.status == 0)
        #expect(output.stdout.contains("Millennia Credit Card · last statement"))
    }

    @Test func pipedOutput_hasNoEscapeCodes_evenWithAColourTerminalName() throws {
        let output = try SwippyProcess.run(
            input: signIn + "cards\n1\n3\nb\n?\nq\n", environment: ["TERM": "xterm-256color"])
        #expect(output.status == 0)
        #expect(output.stdout.contains("Fully paid"))
        #expect(!output.stdout.contains("\u{1B}"))
        #expect(!output.stderr.contains("\u{1B}"))
    }

    @Test(.enabled(if: SwippyProcess.terminalAvailable, "needs a pseudo-terminal"))
    func aTerminal_getsColour() throws {
        let output = try SwippyProcess.runOnTerminal(input: signIn + "cards\nq\n", environment: ["TERM": "xterm"])
        #expect(output.status == 0)
        #expect(output.stdout.contains("\u{1B}[42;30m Fully paid \u{1B}[0m"))
    }

    @Test(
        .enabled(if: SwippyProcess.terminalAvailable, "needs a pseudo-terminal"),
        arguments: [
            (["--ephemeral"], ["TERM": "xterm", "NO_COLOR": "1"]),
            (["--ephemeral"], ["TERM": "dumb"]),
            (["--ephemeral", "--no-color"], ["TERM": "xterm"]),
        ] as [([String], [String: String])])
    func aTerminal_withAColourOptOut_getsNoEscapeCodes(arguments: [String], environment: [String: String]) throws {
        let output = try SwippyProcess.runOnTerminal(arguments, input: signIn + "cards\nq\n", environment: environment)
        #expect(output.status == 0)
        #expect(output.stdout.contains("Fully paid"))
        #expect(!output.stdout.contains("\u{1B}"))
    }

    @Test func back_atHome_saysOneLine() throws {
        let output = try SwippyProcess.run(input: signIn + "b\nq\n")
        #expect(output.status == 0)
        #expect(
            output.stdout.contains(
                "Choose an option (1-8) > You are on the home menu. Type q to quit.\nChoose an option (1-8) > "))
    }

    @Test func unknownInput_getsTheHintAndTheSamePrompt() throws {
        let output = try SwippyProcess.run(input: signIn + "cards\nfoo\nq\n")
        #expect(
            output.stdout.contains(
                "Choose a card (1-6) > Unknown choice \"foo\". Type a number 1-6, b to go back, or ? for help.\n"
                    + "Choose a card (1-6) > "))
    }

    @Test func hostileInput_neverCrashes() throws {
        let huge = String(repeating: "9", count: 5000)
        let input =
            signIn
            + ["cards", "-1", "0", huge, "", "   ", "\u{1B}[A", "日本", "7", "n", "p", "1", "99", "b", "b", "b", "q"]
            .joined(separator: "\n") + "\n"
        let output = try SwippyProcess.run(input: input)
        #expect(output.status == 0)
        #expect(output.stderr.isEmpty)
        #expect(output.stdout.contains("Payment cards\n============="))
    }

    @Test func paging_walksThroughEightCardsThreeAPage() throws {
        let data = try DataFiles.cards(8, pageSize: 3)
        let output = try SwippyProcess.run(
            ["--ephemeral", "--data", data.path], input: signIn + "cards\nn\nn\nn\np\n2\nq\n")
        #expect(output.status == 0)
        #expect(output.stdout.contains("1–3 of 8 cards · page 1 of 3"))
        #expect(output.stdout.contains("4–6 of 8 cards · page 2 of 3"))
        #expect(output.stdout.contains("7–8 of 8 cards · page 3 of 3"))
        #expect(output.stdout.contains("Choose a card (1-8) > This is the last page.\n"))
        #expect(output.stdout.contains("  7.  Card 7 "), "numbered across pages")
        // Back on page 2 (4-6), "2" still names the 2nd card of the list: one number, one card, on every page.
        #expect(output.stdout.contains("Card 2\n======"))
    }

    @Test func previous_onTheFirstPage_saysSo() throws {
        let data = try DataFiles.cards(8, pageSize: 3)
        let output = try SwippyProcess.run(["--ephemeral", "--data=\(data.path)"], input: signIn + "cards\np\nq\n")
        #expect(output.stdout.contains("Choose a card (1-8) > This is the first page.\n"))
        #expect(output.stdout.contains("  n  Next page"))
    }

    @Test func theDefaultData_isFoundFromAnotherWorkingDirectory() throws {
        let output = try SwippyProcess.run(
            input: signIn + "cards\nq\n", workingDirectory: try SwippyProcess.temporaryDirectory())
        #expect(output.status == 0)
        #expect(output.stdout.contains("Millennia Credit Card"))
    }
}
