import Foundation

/// Creates a feature module and wires it into the app: its sources and tests, its data adapter and router
/// extension in SwippyApp, its home entry in AppRouter.swift and its entry in Package.swift's `features`.
enum ModuleScaffold {
    /// What scaffolding `name` changes: the files to create, and the new Package.swift and AppRouter.swift text.
    struct Plan: Equatable {
        var files: [GeneratedFile]
        var manifest: String
        var router: String
        /// The home word that opens the module.
        var word: String
    }

    /// Every file of a new module `name`: its sources, the app's adapter and router extension, then tests.
    static func files(for name: ModuleName) -> [GeneratedFile] {
        SourceTemplates.files(name) + AppTemplates.files(name) + TestTemplates.files(name)
            + SnapshotTemplates.files(name)
    }

    /// The plan for `rawName` given the current `manifest` and `router` (AppRouter.swift); `exists` tells
    /// whether a path is taken. Pure: it reads and writes nothing itself.
    static func plan(_ rawName: String, manifest: String, router: String, exists: (String) -> Bool) throws -> Plan {
        let name = try ModuleName(validating: rawName, manifest: manifest)
        let files = files(for: name)
        let folders = ["Sources/\(name.name)", "Tests/\(name.name)Tests", "Tests/Snapshots/\(name.name)Tests"]
        for path in folders + files.map(\.path) where exists(path) {
            throw ScaffoldError(message: "\(path) already exists; the scaffold never overwrites")
        }
        return Plan(
            files: files, manifest: try PackageManifest.addingFeature(name.name, to: manifest),
            router: try AppWiring.addingHomeEntry(name, to: router), word: name.kebab)
    }

    /// Scaffolds `rawName` into the package at `root`; returns the lines to print.
    static func run(_ rawName: String, root: URL) throws -> [String] {
        let fileManager = FileManager.default
        let manifestURL = root.appendingPathComponent("Package.swift")
        let routerURL = root.appendingPathComponent(AppWiring.routerPath)
        guard let manifest = try? String(contentsOf: manifestURL, encoding: .utf8) else {
            throw ScaffoldError(message: "no Package.swift in \(root.path): run it from the repository root")
        }
        guard let router = try? String(contentsOf: routerURL, encoding: .utf8) else {
            throw ScaffoldError(message: "no \(AppWiring.routerPath) in \(root.path): run it from the repository root")
        }
        let plan = try plan(rawName, manifest: manifest, router: router) {
            fileManager.fileExists(atPath: root.appendingPathComponent($0).path)
        }
        do {
            for file in plan.files {
                let url = root.appendingPathComponent(file.path)
                try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.contents.utf8).write(to: url, options: .withoutOverwriting)
            }
            try Data(plan.router.utf8).write(to: routerURL, options: .atomic)
            try Data(plan.manifest.utf8).write(to: manifestURL, options: .atomic)
        } catch {
            throw ScaffoldError(message: "could not write the module: \(error.localizedDescription)", exitCode: 74)
        }
        return plan.files.map { "created \($0.path)" } + [
            "added the home entry \"\(plan.word)\" to AppRouter.features in \(AppWiring.routerPath)",
            "added \"\(rawName)\" to `let features` in Package.swift",
            "next: swift build && swift test --filter \(rawName)Tests",
        ]
    }
}
