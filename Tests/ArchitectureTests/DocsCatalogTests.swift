import Foundation
import Testing

/// The DocC catalog (Sources/SwippyCore/SwippyCore.docc) holds no copy of what it shows: `scripts/docs` fills in
/// the Architecture article from Modules.md's sections, draws the "Pay now" diagram from Modules.md's block, and
/// copies the tutorial's code from Tests/SwippyCoreTests/Tutorial, which SwippyCoreTests compiles and runs. These
/// tests check that everything the catalog names is where scripts/docs takes it from.
@Suite("Docs drift: the DocC catalog against Modules.md and the tutorial's compiled code")
struct DocsCatalogTests {
    private static var root: URL { RepositoryLayout.root }
    private static let catalog = "Sources/SwippyCore/SwippyCore.docc"
    private static let tutorialCode = "Tests/SwippyCoreTests/Tutorial"

    private static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    private static func files(in path: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(path).path).sorted()
    }

    /// The quoted values of `attribute: "…"` in `text`, in order.
    private static func quoted(_ attribute: String, in text: String) -> [String] {
        text.components(separatedBy: "\(attribute): \"").dropFirst().compactMap {
            $0.components(separatedBy: "\"").first
        }
    }

    /// The headings the Architecture article takes from Modules.md, one `<!-- Modules.md: ## … -->` line each.
    private static func takenSections() throws -> [String] {
        try text("\(catalog)/Architecture.md").split(separator: "\n").compactMap { line in
            guard line.hasPrefix("<!-- Modules.md: "), line.hasSuffix(" -->") else { return nil }
            return String(line.dropFirst("<!-- Modules.md: ".count).dropLast(" -->".count))
        }
    }

    /// The lines of Modules.md's section under `heading`, up to the next `## ` heading.
    private static func section(_ heading: String, of modules: String) -> [Substring] {
        let lines = modules.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0 == heading }) else { return [] }
        let rest = lines[(start + 1)...]
        return Array(rest.prefix { !$0.hasPrefix("## ") })
    }

    @Test func theTutorialsCode_isTheFilesSwippyCoreTestsCompiles() throws {
        let compiled = Set(try Self.files(in: Self.tutorialCode).filter { $0.hasSuffix(".swift") })
        let tutorials = try Self.files(in: Self.catalog).filter { $0.hasSuffix(".tutorial") }
        var shown: [String] = []
        for tutorial in tutorials {
            shown += Self.quoted("file", in: try Self.text("\(Self.catalog)/\(tutorial)"))
        }
        #expect(shown.count >= 4, "the tutorial shows its code in at least four steps")
        let missing = shown.filter { !compiled.contains($0) }
        #expect(missing.isEmpty, "tutorial code that \(Self.tutorialCode) does not have: \(missing)")
        #expect(compiled.contains("TipsTutorialTests.swift"), "the tutorial's module has a test suite beside it")
        // A copy kept in the catalog would win over the compiled file, and could drift from it.
        let copies = try Self.files(in: "\(Self.catalog)/Resources").filter { $0.hasSuffix(".swift") }
        #expect(copies.isEmpty, "the catalog keeps copies of the tutorial's code: \(copies)")
    }

    @Test func theArchitectureArticle_takesSectionsModulesMdHas() throws {
        let modules = try Self.text("Modules.md")
        let taken = try Self.takenSections()
        #expect(taken.contains("## The one module shape"), "the article shows the module shape")
        #expect(taken.contains("## The rules"), "the article shows the one way per mechanism")
        for heading in taken {
            #expect(!Self.section(heading, of: modules).isEmpty, "Modules.md has no section \"\(heading)\"")
        }
        // Taken, not copied: no heading of Modules.md is written out in the article itself.
        let article = try Self.text("\(Self.catalog)/Architecture.md").split(separator: "\n")
        let headings = modules.split(separator: "\n").filter { $0.hasPrefix("## ") }
        let copied = article.filter { headings.contains($0) }
        #expect(copied.isEmpty, "the article copies Modules.md's sections instead of naming them: \(copied)")
    }

    @Test func thePayNowDiagram_isModulesMdsGeneratedSequence() throws {
        let modules = try Self.text("Modules.md")
        let sections = try Self.takenSections().map { Self.section($0, of: modules) }
        let withDiagram = sections.first { $0.contains { $0.hasPrefix("<!-- pay-now:") } }
        let lines = try #require(withDiagram, "no section the article takes holds the pay-now diagram")
        let marker = try #require(lines.firstIndex { $0.hasPrefix("<!-- pay-now:") })
        // scripts/docs draws the Mermaid block right after the marker: a sequence diagram, as scripts/diagrams
        // writes it.
        #expect(Array(lines[(marker + 1)...].prefix(2)) == ["```mermaid", "sequenceDiagram"])
        #expect(lines.contains { $0.hasPrefix("    User->>PaymentCardsP: ") }, "the hops start at the card screen")
    }

    @Test func everyImageTheCatalogNames_isInItsResources() throws {
        let resources = Set(try Self.files(in: "\(Self.catalog)/Resources"))
        var named: [String] = []
        for file in try Self.files(in: Self.catalog) where file.hasSuffix(".tutorial") || file.hasSuffix(".md") {
            named += Self.quoted("source", in: try Self.text("\(Self.catalog)/\(file)"))
        }
        #expect(!named.isEmpty)
        #expect(named.filter { !resources.contains($0) }.isEmpty, "images missing from Resources: \(named)")
    }
}
