import Foundation

@testable import swippy_scaffold

/// The Swift files under a Sources folder, and the feature modules Package.swift declares.
struct SourceTree {
    var features: [String]
    var files: [SourceFile]

    init(features: [String], files: [SourceFile]) {
        self.features = features
        self.files = files
    }

    /// Reads `root/Package.swift` (or `Package.swift.txt`) and every `.swift` (or `.swift.txt`) file under
    /// `root/Sources`, in path order.
    static func load(root: URL) throws -> SourceTree {
        let fileManager = FileManager.default
        let manifestURL =
            ["Package.swift", "Package.swift.txt"]
            .map { root.appendingPathComponent($0) }
            .first { fileManager.fileExists(atPath: $0.path) } ?? root.appendingPathComponent("Package.swift")
        let manifest = try String(contentsOf: manifestURL, encoding: .utf8)
        let sources = root.appendingPathComponent("Sources")
        let prefix = root.standardizedFileURL.path + "/"
        var files: [SourceFile] = []
        let enumerator = fileManager.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard url.path.hasSuffix(".swift") || url.path.hasSuffix(".swift.txt") else { continue }
            let path = String(url.standardizedFileURL.path.dropFirst(prefix.count))
            files.append(SourceFile(path: path, text: try String(contentsOf: url, encoding: .utf8)))
        }
        files.sort { $0.path < $1.path }
        return SourceTree(features: PackageManifest.features(in: manifest), files: files)
    }

    /// The files of feature modules.
    var featureFiles: [SourceFile] {
        files.filter { features.contains($0.module) }
    }

    /// The names of the functions, parameters, constants and variables the files of `module` declare.
    func names(declaredIn module: String) -> Set<String> {
        files.filter { $0.module == module }.reduce(into: []) { $0.formUnion($1.declaredNames) }
    }
}
