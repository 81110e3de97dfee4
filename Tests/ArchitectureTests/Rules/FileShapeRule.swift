/// Rule 5: one main type per Sources file, named as the file, with only the small types it alone uses beside
/// it; files stay within 300 lines.
///
/// For every file under Sources (all targets, not only features):
/// - more than 300 lines fires (at line 301);
/// - `<Name>.swift` that declares types declares one named `<Name>` (its main type); a file whose types are
///   all named otherwise fires at its first type;
/// - another top-level type beside the main type fires when any other file of the module names it, except the
///   main type's own extension files (`<Name>+Concern.swift`): a type others use gets a file of its own;
/// - `*Contracts.swift` holds the module's protocols and navigation enum, and small values its layers share
///   (an error, a menu choice): a non-protocol type there fires past 20 lines;
/// - `Type+Concern.swift` holds extensions only; a file of extensions only is always fine.
enum FileShapeRule: ArchitectureRule {
    static let name = "file-shape"
    static let maximumLines = 300
    /// The longest non-protocol type a Contracts file may hold, in lines.
    static let maximumSharedValueLines = 20

    static func violations(in tree: SourceTree) -> [Violation] {
        tree.files.flatMap { violations(in: $0, tree: tree) }
    }

    static func violations(in file: SourceFile, tree: SourceTree) -> [Violation] {
        var found: [Violation] = []
        if file.lineCount > maximumLines {
            found.append(
                Violation(
                    rule: name, path: file.path, line: maximumLines + 1,
                    message: "\(file.lineCount) lines: a file stays within \(maximumLines); split it by concern"))
        }
        let types = file.declarations.filter(\.isType)
        let hasMainType = types.contains { $0.name == file.name }
        for (index, type) in types.enumerated() {
            if let message = problem(with: type, isFirst: index == 0, hasMainType: hasMainType, in: file, tree) {
                found.append(Violation(rule: name, path: file.path, line: type.line, message: message))
            }
        }
        return found
    }

    private static func problem(
        with type: Declaration, isFirst: Bool, hasMainType: Bool, in file: SourceFile, _ tree: SourceTree
    ) -> String? {
        if file.name.hasSuffix("Contracts") {
            let lines = lineCount(of: type, in: file)
            guard type.kind != "protocol", lines > maximumSharedValueLines else { return nil }
            return "`\(type.kind) \(type.name)` is \(lines) lines in a Contracts file, which holds protocols and "
                + "small shared values (at most \(maximumSharedValueLines) lines): move it to \(type.name).swift"
        }
        if file.isExtensionFile {
            return "`\(type.kind) \(type.name)` declared in the extension file \(file.name).swift, which holds "
                + "extensions only: move it to \(type.name).swift"
        }
        if type.name == file.name { return nil }
        if !hasMainType {
            guard isFirst else { return nil }
            return "`\(type.kind) \(type.name)` in \(file.name).swift: a file's main type is named as the file: "
                + "rename one of them"
        }
        guard let user = otherUser(of: type.name, besides: file, tree) else { return nil }
        return "`\(type.kind) \(type.name)` beside \(file.name) is also used by \(user).swift: a type other files "
            + "use gets a file of its own, \(type.name).swift"
    }

    /// The first file of `file`'s module, other than `file` and its main type's extension files, that names
    /// `typeName` outside comments and strings.
    private static func otherUser(of typeName: String, besides file: SourceFile, _ tree: SourceTree) -> String? {
        tree.files.first { other in
            other.module == file.module && other.path != file.path && other.baseName != file.name
                && other.tokens.contains { $0.text == typeName }
        }?.name
    }

    /// The lines from a type's declaration to its closing brace.
    private static func lineCount(of type: Declaration, in file: SourceFile) -> Int {
        let end = type.body.upperBound < file.tokens.count ? file.tokens[type.body.upperBound].line : type.line
        return end - type.line + 1
    }
}
