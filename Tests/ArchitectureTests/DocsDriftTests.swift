import Foundation
import Testing

@testable import swippy_scaffold

/// The documents a reader trusts are checked against the code, so they cannot drift: each feature README's
/// `## Files` table lists exactly its module's files (the scaffold's too), and README.md names every file the
/// app keeps. (README.md's flag list is checked against the flag table in SwippyAppTests, which can import it.)
@Suite("Docs drift: the READMEs against the code")
struct DocsDriftTests {
    private static var root: URL { RepositoryLayout.root }

    /// The feature modules of Package.swift's `features`.
    private static func features() throws -> [String] {
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        return PackageManifest.features(in: manifest)
    }

    /// The names of the `.swift` files under `Sources/<module>`, subfolders included.
    private static func swiftFiles(of module: String) -> Set<String> {
        let folder = root.appendingPathComponent("Sources/\(module)")
        var names = Set<String>()
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            if url.pathExtension == "swift" { names.insert(url.lastPathComponent) }
        }
        return names
    }

    @Test func everyFeatureReadme_listsExactlyItsModulesSwiftFiles() throws {
        let features = try Self.features()
        #expect(!features.isEmpty, "Package.swift's `features` list was not found")
        var problems: [String] = []
        for feature in features {
            let path = "Sources/\(feature)/README.md"
            let markdown = try? String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
            problems += ReadmeText.problems(readmePath: path, markdown: markdown, files: Self.swiftFiles(of: feature))
        }
        #expect(problems.isEmpty, "\(problems.count) README file tables drift:\n\(problems.joined(separator: "\n"))")
    }

    @Test func theScaffoldsReadme_listsExactlyTheFilesItWrites() throws {
        let plan = try ModuleScaffold.plan(
            "Savings", manifest: ScaffoldTests.manifest, router: ScaffoldTests.router, exists: { _ in false })
        let readme = plan.files.first { $0.path == "Sources/Savings/README.md" }
        let files = plan.files.map(\.path).filter { $0.hasPrefix("Sources/Savings/") && $0.hasSuffix(".swift") }
        let problems = ReadmeText.problems(
            readmePath: "Sources/Savings/README.md", markdown: readme?.contents,
            files: Set(files.map { ($0 as NSString).lastPathComponent }))
        #expect(problems.isEmpty, "the scaffold's README template:\n\(problems.joined(separator: "\n"))")
    }

    @Test func theReadme_namesEveryFileTheAppKeeps() throws {
        let names = try StateFileNames.names(
            root: Self.root, folders: ["Sources/SwippyStorage", "Sources/SwippyApp"])
        #expect(names.contains { $0.parts == [".lock"] }, "the scan found no state file: has the code moved?")
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let spans = ReadmeText.codeSpans(in: readme)
        let unnamed = names.filter { name in !spans.contains { name.isNamed(in: $0) } }
        #expect(
            unnamed.isEmpty,
            """
            README.md names none of these files the code makes (in backticks, in "Files it keeps"):
            \(unnamed.map(\.description).joined(separator: "\n"))
            """)
    }

    // MARK: - The checks themselves, on planted text

    @Test func aFileTable_missingAFileOrNamingAnother_isReportedBothWays() {
        let markdown = """
            # Savings
            ## Files
            | file | what |
            |---|---|
            | `SavingsBuilder.swift`, `SavingsRouter.swift` | builds |
            | `Gone.swift` | a file that left |

            `Prose.swift` outside the table is not the list.
            ## Tests
            | `SavingsTests.swift` | another section |
            """
        #expect(ReadmeText.filesTable(in: markdown) == ["SavingsBuilder.swift", "SavingsRouter.swift", "Gone.swift"])
        let problems = ReadmeText.problems(
            readmePath: "Sources/Savings/README.md", markdown: markdown,
            files: ["SavingsBuilder.swift", "SavingsRouter.swift", "SavingsView+List.swift"])
        #expect(
            problems == [
                "Sources/Savings/README.md: `## Files` does not list SavingsView+List.swift",
                "Sources/Savings/README.md: `## Files` lists Gone.swift, not a file of Sources/Savings",
            ])
        #expect(ReadmeText.problems(readmePath: "R.md", markdown: "# R\n", files: []).count == 1)
        #expect(ReadmeText.problems(readmePath: "R.md", markdown: nil, files: []).count == 1)
    }

    @Test func aFileNameInTheCode_isFoundAndMatchedByPattern() {
        let source = #"""
            /// `appendingPathComponent("comment.txt")` in a comment makes nothing.
            let a = url.deletingLastPathComponent().appendingPathComponent(url.lastPathComponent + ".wal")
            let b = folder.appendingPathComponent("mockdata-\(String(hash, radix: 16)).image")
            let c = URL(fileURLWithPath: home).appendingPathComponent(".cache/swippy")
            let d = (folder as NSString).lastPathComponent + "/"
            """#
        let names = StateFileNames.names(inSource: source, path: "Sources/X/Y.swift")
        #expect(names.map(\.parts) == [[".wal"], ["mockdata-", nil, ".image"], [".cache/swippy"]])
        #expect(names.first?.location == "Sources/X/Y.swift:2")
        #expect(names[0].isNamed(in: "state.json.wal"))
        #expect(!names[0].isNamed(in: "state.json.walrus"))
        #expect(names[1].isNamed(in: "$XDG_CACHE_HOME/swippy/mockdata-<hash>.image"))
        #expect(!names[1].isNamed(in: "mockdata.image"))
        #expect(names[2].isNamed(in: "~/.cache/swippy"))
    }
}
