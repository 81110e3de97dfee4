import Foundation
import Testing

/// SwippyCore's README gives one vocabulary for finishing and confirming; every feature module speaks it.
@Suite("One vocabulary for finishing and confirming")
struct PromptVocabularyTests {
    /// Wordings the vocabulary replaced, and what to use instead.
    static let replaced: [(pattern: String, instead: String)] = [
        ("Press Enter to go back", "Prompt.back (b leaves a finished screen)"),
        ("Prompt(\"Type b to go back\")", "Prompt.back"),
        ("[\"Yes, ", "Prompt.confirm (a question answered y or n, not a numbered Yes/No menu)"),
        ("[\"No, ", "Prompt.confirm (a question answered y or n, not a numbered Yes/No menu)"),
    ]

    @Test func everyFeature_usesTheOneVocabulary() throws {
        let tree = try RepositoryLayout.sources()
        #expect(tree.featureFiles.count > 50)
        for file in tree.featureFiles {
            let text = try String(
                contentsOf: RepositoryLayout.root.appendingPathComponent(file.path), encoding: .utf8)
            for (pattern, instead) in Self.replaced where text.contains(pattern) {
                Issue.record("\(file.path) says \(pattern): use \(instead)")
            }
        }
    }

    @Test func theVocabulary_isWrittenInSwippyCoresReadme() throws {
        let readme = try String(
            contentsOf: RepositoryLayout.root.appendingPathComponent("Sources/SwippyCore/README.md"), encoding: .utf8)
        for name in ["Prompt.back", "Prompt.confirm", "Prompt.choice"] {
            #expect(readme.contains(name), "SwippyCore's README does not name \(name)")
        }
    }
}
