import Foundation

/// `swippy-scaffold graph`: the package's module graph as a Mermaid flowchart. The targets are the folders
/// under Sources that Package.swift declares; a target depends on each other target one of its files imports
/// (an `import` at the start of a line, so the templates' indented imports do not count). Targets with the
/// same dependencies share one line, so the nine features read as one row.
enum ModuleGraph {
    /// Each Sources target of the package at `root` with the Sources targets it imports.
    static func dependencies(root: URL) throws -> [String: Set<String>] {
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let declared = PackageManifest.targetNames(in: manifest)
        let sources = root.appendingPathComponent("Sources")
        let targets = try FileManager.default.contentsOfDirectory(atPath: sources.path).filter(declared.contains)
        let byModule = Dictionary(
            uniqueKeysWithValues: targets.map { ($0.replacingOccurrences(of: "-", with: "_"), $0) })
        var graph: [String: Set<String>] = [:]
        for target in targets {
            var imported = Set<String>()
            let folder = sources.appendingPathComponent(target)
            let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
            for file in files where file.hasSuffix(".swift") {
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                for module in imports(in: text) {
                    if let other = byModule[module], other != target { imported.insert(other) }
                }
            }
            graph[target] = imported
        }
        return graph
    }

    /// The modules `text` imports at the start of a line: `import X`, `@testable import X`, `import struct X.Y`.
    static func imports(in text: String) -> [String] {
        text.split(separator: "\n").compactMap { line -> String? in
            guard line.first != " " else { return nil }
            var words = line.split(separator: " ").map(String.init)
            if words.first == "@testable" { words.removeFirst() }
            guard words.first == "import", words.count > 1 else { return nil }
            let name = words.count > 2 && importKinds.contains(words[1]) ? words[2] : words[1]
            return String(name.prefix { $0 != "." })
        }
    }

    /// The graph as Mermaid: `graph TD`, then one `A & B --> C & D` line per set of targets sharing their
    /// dependencies (targets with none only as nodes), in name order.
    static func mermaid(_ graph: [String: Set<String>]) -> String {
        let groups = Dictionary(grouping: graph.keys.sorted()) { graph[$0]?.sorted() ?? [] }
        let lines = groups.sorted { ($0.value.first ?? "") < ($1.value.first ?? "") }.map { dependencies, targets in
            let sources = targets.map(node).joined(separator: " & ")
            return dependencies.isEmpty ? sources : sources + " --> " + dependencies.map(node).joined(separator: " & ")
        }
        return (["graph TD"] + lines.map { "    " + $0 }).joined(separator: "\n")
    }

    /// A node id Mermaid accepts, labelled with the target's name when it has a `-`: `swippy_bench[swippy-bench]`.
    private static func node(_ target: String) -> String {
        target.contains("-") ? target.replacingOccurrences(of: "-", with: "_") + "[" + target + "]" : target
    }

    private static let importKinds: Set<String> = [
        "struct", "class", "enum", "protocol", "typealias", "func", "var", "let", "actor",
    ]
}
