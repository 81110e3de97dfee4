import Foundation
import SwippyTestSupport
import Testing

@testable import SwippyApp

/// Under a locale that is not UTF-8 no byte above 0x7F reaches stdout or stderr: whole sessions of every
/// module, with the same sessions under UTF-8 as the control (they do draw ₹, •, ·, – and …).
@Suite("End to end: ASCII when the locale is not UTF-8")
struct ASCIILocaleEndToEndTests {
    /// One session per module: its screens, a page turn, a detail, a chart, help, a refusal.
    static let sessions: [String: [String]] = [
        "cards": ["cards", "1", "b", "n", "?", "zz", "h"],
        "transfer": ["transfer", "1", "1", "1", "500", "Rent", "b", "b", "b", "b", "h"],
        "dispute": ["dispute", "1", "1", "b", "b", "2", "b", "3", "b", "4", "b", "h"],
        "profile": ["profile", "1", "b", "2", "b", "h"],
        "accounts": ["accounts", "1", "b", "2", "b", "h"],
        "history": ["history", "1", "b", "n", "/coffee", "/", "f", "b", "c", "b", "h"],
        "credit": ["credit", "1", "b", "2", "b", "3", "b", "h"],
        "exchange": ["exchange", "1", "n", "eur", "b", "b", "3", "100 EUR to JPY", "b", "4", "b", "h"],
    ]

    static func run(_ steps: [String], locale: [String: String]) throws -> SwippyProcess.Output {
        try SwippyProcess.run(
            ["--ephemeral"], input: SwippyProcess.signInAsDemoUser + (steps + ["q"]).joined(separator: "\n") + "\n",
            environment: locale.merging(["COLUMNS": "60"]) { $1 })
    }

    static func nonASCII(_ text: String) -> [String] {
        text.split(separator: "\n").filter { $0.utf8.contains { $0 > 0x7F } }.map(String.init)
    }

    @Test(arguments: sessions.keys.sorted())
    func aWholeSession_writesOnlyASCII_underLCALLC(module: String) throws {
        let steps = try #require(Self.sessions[module])
        let control = try Self.run(steps, locale: ["LANG": "C.UTF-8"])
        #expect(!Self.nonASCII(control.stdout).isEmpty, "under UTF-8 the same session draws non-ASCII")
        let ascii = try Self.run(steps, locale: ["LANG": "en_IN.UTF-8", "LC_ALL": "C"])
        #expect(ascii.status == 0)
        #expect(Self.nonASCII(ascii.stdout) == [], "\(module)")
        #expect(Self.nonASCII(ascii.stderr) == [], "\(module)")
        #expect(ascii.stdout.contains("Choose an option"))
    }

    @Test func money_fallsBackToISOCodes_andMarksToASCII() throws {
        let output = try Self.run(["cards", "h", "history"], locale: ["LC_CTYPE": "C", "LANG": "C"])
        #expect(output.stdout.contains("INR "))
        #expect(output.stdout.contains("**"), "a masked number keeps its last four after the bullets")
        #expect(!output.stdout.contains("₹"))
        let help = try SwippyProcess.run(["--help"], input: "", environment: ["LC_ALL": "POSIX"])
        #expect(Self.nonASCII(help.stdout) == [])
    }
}
