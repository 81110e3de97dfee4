extension SourceFile {
    /// One `import` of the file: the module named and the line it is on.
    struct Import {
        var module: String
        var line: Int
    }

    /// Every `import X`, `@testable import X` and `import struct X.Y` of the file, in order. Imports in comments
    /// or strings do not count (the scanner blanked them), nor a member named `import` (`x.import`).
    var imports: [Import] {
        tokens.indices.compactMap { index in
            guard tokens[index].text == "import", index == 0 || tokens[index - 1].text != "." else { return nil }
            var next = index + 1
            if next < tokens.count, Self.importKinds.contains(tokens[next].text) { next += 1 }
            guard next < tokens.count else { return nil }
            return Import(module: tokens[next].text, line: tokens[index].line)
        }
    }

    private static let importKinds: Set<String> = [
        "struct", "class", "enum", "protocol", "typealias", "func", "var", "let", "actor",
    ]
}
