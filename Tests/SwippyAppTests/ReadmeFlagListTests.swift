import Foundation
import SwippyTestSupport
import Testing

@testable import SwippyApp

/// README.md's flag list is the one flag table rendered (`CommandLineFlag.markdownList`), and says each flag in
/// the words the man page prints, so the README, `--help` and `--man` cannot drift apart.
@MainActor
@Suite("README's flag list and the man page")
struct ReadmeFlagListTests {
    /// README.md's lines from the flag list's start marker to its end marker, both included; nil without them.
    static func readmeFlagList() throws -> String? {
        let readme = try String(contentsOf: RepositoryFiles.root.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = readme.components(separatedBy: "\n")
        guard let start = lines.firstIndex(of: CommandLineFlag.markdownStart),
            let end = lines[start...].firstIndex(of: CommandLineFlag.markdownEnd)
        else { return nil }
        return lines[start...end].joined(separator: "\n")
    }

    @Test func theReadmesFlagList_isTheFlagTableRendered() throws {
        let list = try #require(try Self.readmeFlagList(), "README.md has no `\(CommandLineFlag.markdownStart)` block")
        #expect(
            list == CommandLineFlag.markdownList,
            """
            README.md's flag list differs from CommandLineFlag.all; put this in its place:
            \(CommandLineFlag.markdownList)
            """)
    }

    @Test func everyFlag_isInTheList_andTheManPage_inTheSameWords() {
        let page = ManPage.page(features: AppRouter.features.map { ($0.word, $0.title) })
        let list = CommandLineFlag.markdownList
        for flag in CommandLineFlag.all {
            let words = flag.words
            #expect(list.contains("- `\(flag.synopsis)`: \(words)\n"), "\(flag.long)")
            #expect(page.contains("\n" + ManPage.roff(words) + "\n"), "\(flag.long)")
        }
    }
}
