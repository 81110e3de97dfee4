import Foundation

/// Creates a feature module: its sources, its tests and its entry in Package.swift's `features`.
enum ModuleScaffold {
    /// What scaffolding `name` changes: the files to create and the new Package.swift text.
    struct Plan: Equatable {
        var files: [GeneratedFile]
        var manifest: String
    }

    /// Every file of a new module `name`, sources first, then tests.
    static func files(for name: ModuleName) -> [GeneratedFile] {
        SourceTemplates.files(name) + TestTemplates.files(name) + SnapshotTemplates.files(name)
    }

    /// The plan for `rawName` given the current `manifest`; `exists` tells whether a path is taken.
    /// Pure: it reads and writes nothing itself.
    static func plan(_ rawName: String, manifest: String, exists: (String) -> Bool) throws -> Plan {
        let name = try ModuleName(validating: rawName, manifest: manifest)
        for folder in ["Sources/\(name.name)", "Tests/\(name.name)Tests", "Tests/Snapshots/\(name.name)Tests"]
        where exists(folder) {
            throw ScaffoldError(message: "\(folder) already exists; the scaffold never overwrites")
        }
        return Plan(files: files(for: name), manifest: try PackageManifest.addingFeature(name.name, to: manifest))
    }

    /// Scaffolds `rawName` into the package at `root`; returns the lines to print.
    static func run(_ rawName: String, root: URL) throws -> [String] {
        let fileManager = FileManager.default
        let manifestURL = root.appendingPathComponent("Package.swift")
        guard let manifest = try? String(contentsOf: manifestURL, encoding: .utf8) else {
            throw ScaffoldError(message: "no Package.swift in \(root.path): run it from the repository root")
        }
        let plan = try plan(rawName, manifest: manifest) {
            fileManager.fileExists(atPath: root.appendingPathComponent($0).path)
        }
        do {
            for file in plan.files {
                let url = root.appendingPathComponent(file.path)
                try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.contents.utf8).write(to: url, options: .withoutOverwriting)
            }
            try Data(plan.manifest.utf8).write(to: manifestURL, options: .atomic)
        } catch {
            throw ScaffoldError(message: "could not write the module: \(error.localizedDescription)", exitCode: 74)
        }
        return plan.files.map { "created \($0.path)" } + [
            "added \"\(rawName)\" to `let features` in Package.swift",
            "next: swift build && swift test --filter \(rawName)Tests",
        ]
    }
}
