import Foundation
import SwippyTestSupport
import Testing

/// Issue 10, item 19: before sign-in, `?` lists only what works there, each listed command does something,
/// and no refusal suggests a command that does not work there.
@Suite("End to end: help and hints before sign-in")
struct SignInHelpEndToEndTests {
    /// The screens before sign-in: the sign-in menu, its PIN step, and registration's first question.
    static let screens = ["menu": "", "PIN step": "1\n", "registration": "4\n"]

    private func output(_ script: String) throws -> String {
        try SwippyProcess.run(input: script + "q\n").stdout
    }

    /// The commands `?` lists on the screen `prefix` leads to: the first word of each "  x, word" line.
    private func listedCommands(after prefix: String) throws -> [String] {
        let text = try output(prefix + "?\n")
        let after = try #require(text.components(separatedBy: "Commands anywhere:\n").last)
        let help = try #require(after.components(separatedBy: "\n\n").first)
        return help.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("  "), let comma = line.firstIndex(of: ",") else { return nil }
            return String(line[line.index(line.startIndex, offsetBy: 2)..<comma])
        }
    }

    @Test func theSignInMenusHelp_listsNeitherBackNorHome() throws {
        let text = try output("?\n")
        #expect(text.contains("  a number   choose that option"))
        #expect(text.contains("  ?, help    show this help"))
        #expect(!text.contains("b, back"))
        #expect(!text.contains("h, home"))
    }

    @Test func theSignInSteps_listBack_butNeverHome() throws {
        #expect(try listedCommands(after: "1\n") == ["b", "?", "q"])
        #expect(try listedCommands(after: "4\n") == ["b", "?", "q"])
    }

    @Test func everyListedCommand_works_onEveryScreenBeforeSignIn() throws {
        for (name, prefix) in Self.screens {
            let base = try output(prefix)
            for command in try listedCommands(after: prefix) where command != "q" {
                // What the app printed after this command: the run without it is a prefix of the run with it.
                let reply = try output(prefix + command + "\n").dropFirst(base.count)
                #expect(!reply.isEmpty, "\(name): \(command) printed nothing")
                #expect(!reply.contains("Unknown choice"), "\(name): \(command)")
                #expect(!reply.contains("There is no home menu"), "\(name): \(command)")
                #expect(!reply.contains("nothing to go back to"), "\(name): \(command)")
            }
        }
    }

    @Test func homeAndBack_onTheSignInMenu_sayWhyInOneLine() throws {
        let text = try output("h\nb\n")
        #expect(text.contains("> There is no home menu before you sign in. Type ? for what works here.\n"))
        #expect(text.contains("> Sign in first (1 and your PIN), or type q to quit.\n"))
    }

    @Test func anUnknownAnswer_onTheSignInMenu_doesNotSuggestB() throws {
        let text = try output("9\n")
        #expect(text.contains("Unknown choice \"9\". Type a number 1-5, or ? for help.\n"))
        #expect(!text.contains("b to go back"))
    }

    @Test func theSignInMenu_saysItsRange() throws {
        #expect(try output("").contains("Choose an option (1-5) > "))
    }
}
