/// One Swift file of a Sources tree, scanned once.
struct SourceFile {
    /// Path from the repository root, e.g. `Sources/Transfer/TransferView.swift`, as shown in failures.
    var path: String
    /// The target folder under Sources, e.g. `Transfer`.
    var module: String
    /// The file name without `.swift`, e.g. `TransferView` or `Money+Format`.
    var name: String
    var lineCount: Int
    var tokens: [Token]
    var declarations: [Declaration]

    /// Scans `text`, the file at `path` (`Sources/<Module>/…/<Name>.swift`; a fixture may add `.txt`).
    init(path: String, text: String) {
        var path = path
        if path.hasSuffix(".txt") { path.removeLast(4) }
        self.path = path
        let components = path.split(separator: "/").map(String.init)
        let sourcesIndex = components.firstIndex(of: "Sources") ?? -1
        module = sourcesIndex + 1 < components.count - 1 ? components[sourcesIndex + 1] : ""
        var name = components.last ?? path
        if name.hasSuffix(".swift") { name.removeLast(6) }
        self.name = name
        lineCount =
            text.split(separator: "\n", omittingEmptySubsequences: false).count
            - (text.hasSuffix("\n") ? 1 : 0)
        tokens = SwiftScanner.tokens(SwiftScanner.strip(text))
        declarations = SwiftStructure.topLevelDeclarations(tokens)
    }

    /// The part of the name before `+`: `Money` for `Money+Format`.
    var baseName: String {
        String(name.split(separator: "+", maxSplits: 1).first ?? Substring(name))
    }

    /// True for an extension file, `Type+Concern.swift`.
    var isExtensionFile: Bool { name.contains("+") }
}
