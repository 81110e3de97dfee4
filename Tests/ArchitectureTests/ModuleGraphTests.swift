import Foundation
import Testing

@testable import swippy_scaffold

/// `swippy-scaffold graph`: the module graph it writes, and the copy Modules.md embeds.
@Suite("Module graph")
struct ModuleGraphTests {
    @Test func theGraphEmbeddedInModulesMd_isWhatTheCommandWritesNow() throws {
        let text = try String(
            contentsOf: RepositoryLayout.root.appendingPathComponent("Modules.md"), encoding: .utf8)
        let embedded = try #require(Self.block(after: "<!-- module-graph:", in: text), "no module graph in Modules.md")
        let now = ModuleGraph.mermaid(try ModuleGraph.dependencies(root: RepositoryLayout.root))
        #expect(embedded == now, "Modules.md's module graph is stale: run Scripts/diagrams")
    }

    @Test func theGraphsEdges_areTheImportsTheArchitectureScannerFinds() throws {
        let graph = try ModuleGraph.dependencies(root: RepositoryLayout.root)
        let tree = try RepositoryLayout.sources()
        let modules = Dictionary(
            uniqueKeysWithValues: graph.keys.map { ($0.replacingOccurrences(of: "-", with: "_"), $0) })
        for (target, dependencies) in graph {
            let scanned = Set(
                tree.files.filter { $0.module == target }.flatMap(\.imports).compactMap { modules[$0.module] }
            ).subtracting([target])
            #expect(scanned == dependencies, "\(target)")
        }
        #expect(graph["SwippyApp"]?.contains("Transfer") == true)
        #expect(graph["Transfer"] == ["SwippyCore", "SwippyData"])
    }

    @Test func targetsWithTheSameDependencies_shareOneLine_andADashedNameGetsALabel() {
        let graph: [String: Set<String>] = [
            "Beta": ["Core"], "Alpha": ["Core"], "Core": [], "app-tool": ["Alpha", "Core"],
        ]
        #expect(
            ModuleGraph.mermaid(graph) == """
                graph TD
                    Alpha & Beta --> Core
                    Core
                    app_tool[app-tool] --> Alpha & Core
                """)
    }

    @Test func imports_countOnlyThoseAtTheStartOfALine() {
        let text = """
            import Foundation
            @testable import SwippyCore
            import struct SwippyData.Money
            // import History
                import Transfer
            let template = "import Dispute"
            """
        #expect(ModuleGraph.imports(in: text) == ["Foundation", "SwippyCore", "SwippyData"])
    }

    /// The lines of the ```mermaid block after the line starting with `marker`.
    static func block(after marker: String, in text: String) -> String? {
        let lines = text.components(separatedBy: "\n")
        guard let start = lines.firstIndex(where: { $0.hasPrefix(marker) }), start + 1 < lines.count,
            lines[start + 1] == "```mermaid",
            let end = lines[(start + 2)...].firstIndex(of: "```")
        else { return nil }
        return lines[(start + 2)..<end].joined(separator: "\n")
    }
}
