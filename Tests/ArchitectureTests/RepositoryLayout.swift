import Foundation

/// Where the trees the rules read live: the repository's own Sources, and the planted fixtures.
enum RepositoryLayout {
    /// The repository root, found from this file (Tests/ArchitectureTests/RepositoryLayout.swift).
    static var root: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    /// The real Sources tree with the features Package.swift declares.
    static func sources() throws -> SourceTree {
        try SourceTree.load(root: root)
    }

    /// A planted tree under Tests/ArchitectureTests/Fixtures/`name` (files end in `.swift.txt`, so nothing
    /// compiles them; the folder is also excluded from the target in Package.swift).
    static func fixture(_ name: String) throws -> SourceTree {
        try SourceTree.load(root: root.appendingPathComponent("Tests/ArchitectureTests/Fixtures/\(name)"))
    }
}
