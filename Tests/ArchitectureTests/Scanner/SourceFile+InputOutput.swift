extension SourceFile {
    /// The system types that reach files, streams, processes or the network.
    static let inputOutputTypes: Set<String> = [
        "FileManager", "FileHandle", "ProcessInfo", "Process", "Pipe", "URLSession", "InputStream", "OutputStream",
    ]
    /// The free functions that write, read, open files, read the environment or end the process.
    static let inputOutputFunctions: Set<String> = [
        "print", "debugPrint", "dump", "readLine", "fopen", "fclose", "fputs", "fwrite", "fread", "fgets", "fflush",
        "puts", "putchar", "getchar", "getline", "write", "read", "open", "close", "exit", "abort", "getenv",
        "setenv", "system", "popen",
    ]
    /// The argument labels of Foundation's file reads and writes (`String(contentsOfFile:)`, `write(toFile:)`).
    static let inputOutputLabels: Set<String> = ["contentsOfFile", "toFile", "atomically"]

    /// Each place (outside comments and strings) the file does I/O:
    /// - it names an I/O type (`FileHandle.standardError`, `FileManager.default`);
    /// - it calls an I/O function bare or through its module (`print(`, `Swift.print(`, `exit(`): a method
    ///   (`.exit(`), an enum case (`case exit(`) or a function named in `ownNames` (the module's own
    ///   `func write(to:)`, a parameter or constant named `write`) is not one;
    /// - it reads or writes a file by Foundation's labels (`contentsOfFile:`, `toFile:`, `atomically:`, or
    ///   `contentsOf:` right after a type's `(`, as in `Data(contentsOf:`; `append(contentsOf:` is no read).
    func inputOutput(ownNames: Set<String>) -> [Token] {
        let systemModules: Set<String> = ["Swift", "Foundation", "Glibc", "Darwin"]
        return tokens.indices.compactMap { index in
            let token = tokens[index]
            let previous = index > 0 ? tokens[index - 1].text : ""
            let next = index + 1 < tokens.count ? tokens[index + 1].text : ""
            let throughModule = previous == "." && index > 1 && systemModules.contains(tokens[index - 2].text)
            if Self.inputOutputTypes.contains(token.text), previous != "." || throughModule { return token }
            if Self.inputOutputFunctions.contains(token.text), next == "(", !ownNames.contains(token.text),
                !["func", "case"].contains(previous), previous != "." || throughModule
            {
                return token
            }
            if Self.inputOutputLabels.contains(token.text), next == ":" { return token }
            if token.text == "contentsOf", next == ":", previous == "(", index > 1,
                tokens[index - 2].text.first?.isUppercase == true
            {
                return token
            }
            return nil
        }
    }

    /// The names the file declares for functions and their parameters (`func write(to target: String, _ write:
    /// () -> Void)` → `write`, `target`), and for constants and variables (`let print = …` → `print`).
    var declaredNames: Set<String> {
        var names = Set<String>()
        for index in tokens.indices.dropLast() {
            switch tokens[index].text {
            case "let", "var": names.insert(tokens[index + 1].text)
            case "func", "init":
                if tokens[index].text == "func" { names.insert(tokens[index + 1].text) }
                guard let open = tokens[index...].firstIndex(where: { $0.text == "(" || $0.text == "{" }),
                    tokens[open].text == "("
                else { continue }
                var depth = 0
                for position in open..<tokens.count {
                    let text = tokens[position].text
                    if ["(", "["].contains(text) { depth += 1 }
                    if [")", "]"].contains(text) { depth -= 1 }
                    if depth == 0 { break }
                    if depth == 1, text == ":", position > open + 1 { names.insert(tokens[position - 1].text) }
                }
            default: continue
            }
        }
        return names
    }
}
