import Foundation
import SwippyCore
import SwippyTestSupport
import Testing

@testable import SwippyApp

/// `--help` fits the terminal it is printed on, says the values of every flag that takes a word, and `--help` and
/// the man page list every environment variable the sources read, from the one table.
struct HelpFitAndEnvironmentTests {
    static let features = [("transfer", "Send money"), ("history", "History")]

    @Test(arguments: [30, 40, 60, 80, 126])
    func helpText_hasNoLineWiderThanTheTerminal(width: Int) {
        let lines = CommandLineOptions.helpText(features: Self.features, width: width).split(separator: "\n")
        let widest = lines.map { DisplayWidth.of(String($0)) }.max() ?? 0
        #expect(widest <= width)
        #expect(lines.count > 40)
    }

    @Test func helpText_wrapsALongFlag_underItsDescription() {
        let lines = CommandLineOptions.helpText(features: [], width: 60).split(separator: "\n").map(String.init)
        let index = lines.firstIndex { $0.hasPrefix("  --no-cache") }
        let first = index.map { lines[$0] } ?? ""
        #expect(first.hasPrefix("  --no-cache        Parse the data file"))
        let next = index.map { lines[$0 + 1] } ?? ""
        #expect(next.hasPrefix(String(repeating: " ", count: 20)) && next.dropFirst(20).first?.isLetter == true)
    }

    @Test func helpText_onANarrowTerminal_putsDescriptionsUnderTheirFlag() {
        let lines = CommandLineOptions.helpText(features: [], width: 40).split(separator: "\n").map(String.init)
        let index = lines.firstIndex { $0 == "  --trace-format FORMAT" }
        #expect(index.map { lines[$0 + 1].hasPrefix("      Trace (turning it on)") } == true)
    }

    @Test func everyFlagTakingAWord_saysItsValues_inHelpManAndReadmeList() {
        #expect(CommandLineFlag.all.contains { if case .word = $0.value { true } else { false } })
        let help = CommandLineOptions.helpText(features: [], width: 200)
        let page = ManPage.page(features: [])
        for flag in CommandLineFlag.all {
            guard case .word(let name, let values) = flag.value else { continue }
            let said =
                flag.summary.contains(CommandLineOptions.oneOf(values))
                ? flag.summary : "\(name) is \(CommandLineOptions.oneOf(values))"
            #expect(help.contains(said), "\(flag.long)")
            #expect(page.contains(ManPage.roff(said)), "\(flag.long)")
            #expect(CommandLineFlag.markdownList.contains(said), "\(flag.long)")
        }
    }

    @Test func oneOf_joinsWithCommasAndOr() {
        #expect(CommandLineOptions.oneOf([]) == "")
        #expect(CommandLineOptions.oneOf(["text"]) == "text")
        #expect(CommandLineOptions.oneOf(["text", "mermaid"]) == "text or mermaid")
        #expect(CommandLineOptions.oneOf(["bash", "zsh", "fish"]) == "bash, zsh or fish")
    }

    @Test func everyEnvironmentVariable_isInHelpAndTheManPage() {
        let help = CommandLineOptions.helpText(features: [], width: 200)
        let page = ManPage.page(features: [])
        for variable in EnvironmentVariable.all {
            #expect(help.contains("  " + variable.heading), "\(variable.heading)")
            #expect(page.contains(".B " + ManPage.roff(variable.heading) + "\n"), "\(variable.heading)")
        }
    }

    /// Every name the sources read from the environment (`environment["NAME"]`, a `"SWIPPY_…"` literal, or a
    /// list of names read together) is in the table: a new variable cannot go undocumented.
    @Test func everyVariableTheSourcesRead_isInTheTable() throws {
        let documented = Set(EnvironmentVariable.all.flatMap(\.names))
        let read = try Self.variablesReadInSources()
        #expect(read.contains("XDG_CACHE_HOME"))
        #expect(read.contains("SWIPPY_TRACE"))
        #expect(read.contains("LC_CTYPE"))
        let missing = read.subtracting(documented).subtracting(["PATH"])
        #expect(missing.isEmpty, "read but not in EnvironmentVariable.all: \(missing.sorted())")
    }

    static func variablesReadInSources() throws -> Set<String> {
        let sources = RepositoryFiles.root.appendingPathComponent("Sources")
        let patterns = try [
            #"environment\["([A-Z][A-Z0-9_]+)"\]"#, #""(SWIPPY_[A-Z0-9_]+)""#,
            #"\[("[A-Z][A-Z0-9_]+"(?:, "[A-Z][A-Z0-9_]+")+)\]\.lazy\.compactMap \{ environment"#,
        ].map { pattern in try NSRegularExpression(pattern: pattern) }
        var names = Set<String>()
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let url = files?.nextObject() as? URL {
            guard url.pathExtension == "swift", !url.path.contains("/swippy-bench/") else { continue }
            let text = try String(contentsOf: url, encoding: .utf8)
            let range = NSRange(text.startIndex..., in: text)
            for pattern in patterns {
                for match in pattern.matches(in: text, range: range) {
                    guard let found = Range(match.range(at: 1), in: text) else { continue }
                    for name in text[found].split(separator: ",") {
                        names.insert(name.trimmingCharacters(in: CharacterSet(charactersIn: "\" ")))
                    }
                }
            }
        }
        return names
    }
}

/// README.md's Environment section names every variable of the one table.
struct ReadmeEnvironmentTests {
    @Test func theReadmesEnvironmentSection_namesEveryVariable() throws {
        let readme = try String(contentsOf: RepositoryFiles.root.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "\n## Environment\n").dropFirst().first)
        let body = section.components(separatedBy: "\n## ").first ?? ""
        for name in EnvironmentVariable.all.flatMap(\.names) {
            #expect(body.contains("`\(name)"), "README.md's Environment section leaves out \(name)")
        }
    }
}
