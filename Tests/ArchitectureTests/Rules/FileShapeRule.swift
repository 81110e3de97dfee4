/// Rule 5: one top-level type per Sources file, named as the file; files stay within 300 lines.
///
/// For every file under Sources (all targets, not only features):
/// - more than 300 lines fires (at line 301);
/// - `<Name>.swift` may declare one top-level type (struct, class, enum, actor, protocol), and it must be
///   named `<Name>`; any other top-level type fires;
/// - `*Contracts.swift` may declare any number of protocols and the navigation enums (`…Destination`), nothing
///   else;
/// - `Type+Concern.swift` holds extensions only; a file of extensions only is always fine.
enum FileShapeRule: ArchitectureRule {
    static let name = "file-shape"
    static let maximumLines = 300

    static func violations(in tree: SourceTree) -> [Violation] {
        tree.files.flatMap(violations(in:))
    }

    static func violations(in file: SourceFile) -> [Violation] {
        var found: [Violation] = []
        if file.lineCount > maximumLines {
            found.append(Violation(
                rule: name, path: file.path, line: maximumLines + 1,
                message: "\(file.lineCount) lines: a file stays within \(maximumLines); split it by concern"))
        }
        var namedAsFile = false
        for type in file.declarations where type.isType {
            let message: String?
            if file.name.hasSuffix("Contracts") {
                let allowed = type.kind == "protocol" || (type.kind == "enum" && type.name.hasSuffix("Destination"))
                message = allowed ? nil : "`\(type.kind) \(type.name)` in a Contracts file, which holds only protocols "
                    + "and the navigation enum (…Destination): move it to \(type.name).swift"
            } else if file.isExtensionFile {
                message = "`\(type.kind) \(type.name)` declared in the extension file \(file.name).swift, which holds "
                    + "extensions only: move it to \(type.name).swift"
            } else if type.name == file.name, !namedAsFile {
                namedAsFile = true
                message = nil
            } else {
                message = "`\(type.kind) \(type.name)` in \(file.name).swift: one top-level type per file, named as "
                    + "the file: move it to \(type.name).swift"
            }
            if let message {
                found.append(Violation(rule: name, path: file.path, line: type.line, message: message))
            }
        }
        return found
    }
}
