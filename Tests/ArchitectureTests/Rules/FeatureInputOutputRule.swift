/// Rule 12: a feature does no I/O. Files, streams, the environment and the process are the data layer's
/// (SwippyData's repositories) and the shell's (SwippyApp); a feature reaches them only through its dependency.
///
/// In every file of a feature but its Views (view purity checks those with the same words), outside comments
/// and strings, it fires on an I/O type (`FileHandle`, `FileManager`, `ProcessInfo`, `Process`, `URLSession`…),
/// a call of an I/O function (`print(`, `readLine(`, `fopen(`, `write(`, `exit(`…; not a method, an enum case or
/// a function the module declares itself) or Foundation's file labels (`contentsOfFile:`, `Data(contentsOf:`).
/// A presenter or a helper that prints is as wrong as a View that does.
enum FeatureInputOutputRule: ArchitectureRule {
    static let name = "feature-io"

    static func violations(in tree: SourceTree) -> [Violation] {
        tree.featureFiles.filter { !$0.baseName.hasSuffix("View") }.flatMap { file in
            file.inputOutput(ownNames: tree.names(declaredIn: file.module)).map { token in
                Violation(
                    rule: name, path: file.path, line: token.line,
                    message: "does I/O with `\(token.text)`: a feature reaches files, streams and the process "
                        + "only through its dependency (SwippyData) and the shell")
            }
        }
    }
}
