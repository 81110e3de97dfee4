/// A tiny Swift source scanner: enough to read structure, not to compile.
///
/// `strip` blanks comments and the contents of string literals (single-line, multi-line `"""` and raw `#"…"#`
/// strings) with spaces, keeping every newline so line numbers stay true. Code inside a string
/// interpolation `\( … )` is kept, since it is code. `tokens` then splits the stripped text into names and
/// punctuation marks, each with its line.
enum SwiftScanner {
    private enum Context {
        /// Plain code; inside an interpolation, `parens` counts the open parentheses since `\(`.
        case code(parens: Int?)
        case string(hashes: Int, multiline: Bool)
    }

    /// `text` with comments and string contents replaced by spaces (quotes and newlines kept).
    static func strip(_ text: String) -> String {
        let source = Array(text.unicodeScalars)
        var output = String.UnicodeScalarView()
        var stack: [Context] = [.code(parens: nil)]
        var index = 0
        func at(_ offset: Int) -> Unicode.Scalar? {
            index + offset < source.count ? source[index + offset] : nil
        }
        func blank(_ scalar: Unicode.Scalar) {
            output.append(scalar == "\n" ? "\n" : " ")
        }
        while index < source.count {
            let scalar = source[index]
            switch stack[stack.count - 1] {
            case .code(let parens):
                if scalar == "/", at(1) == "/" {
                    while index < source.count, source[index] != "\n" {
                        blank(source[index])
                        index += 1
                    }
                    continue
                }
                if scalar == "/", at(1) == "*" {
                    index = skipBlockComment(source, from: index, into: &output)
                    continue
                }
                if scalar == "#" || scalar == "\"" {
                    var hashes = 0
                    while at(hashes) == "#" { hashes += 1 }
                    if at(hashes) == "\"" {
                        let multiline = at(hashes + 1) == "\"" && at(hashes + 2) == "\""
                        let length = hashes + (multiline ? 3 : 1)
                        for offset in 0..<length { output.append(source[index + offset]) }
                        index += length
                        stack.append(.string(hashes: hashes, multiline: multiline))
                        continue
                    }
                }
                if let parens {
                    if scalar == "(" {
                        stack[stack.count - 1] = .code(parens: parens + 1)
                    } else if scalar == ")" {
                        if parens == 0 {
                            stack.removeLast()
                            output.append(" ")
                            index += 1
                            continue
                        }
                        stack[stack.count - 1] = .code(parens: parens - 1)
                    }
                }
                output.append(scalar)
                index += 1
            case .string(let hashes, let multiline):
                if scalar == "\\" {
                    var count = 0
                    while count < hashes, at(1 + count) == "#" { count += 1 }
                    if count == hashes, let next = at(1 + count) {
                        for _ in 0...count { output.append(" ") }
                        index += 1 + count
                        if next == "(" {
                            output.append(" ")
                            index += 1
                            stack.append(.code(parens: 0))
                        } else {
                            blank(next)
                            index += 1
                        }
                        continue
                    }
                }
                if scalar == "\"" {
                    let quotes = multiline ? 3 : 1
                    let closes =
                        (0..<quotes).allSatisfy { at($0) == "\"" }
                        && (0..<hashes).allSatisfy { at(quotes + $0) == "#" }
                    if closes {
                        for offset in 0..<(quotes + hashes) { output.append(source[index + offset]) }
                        index += quotes + hashes
                        stack.removeLast()
                        continue
                    }
                }
                if scalar == "\n", !multiline {
                    stack.removeLast()  // an unterminated literal ends with its line
                }
                blank(scalar)
                index += 1
            }
        }
        return String(output)
    }

    /// The names and punctuation marks of stripped source, with their lines.
    static func tokens(_ stripped: String) -> [Token] {
        var tokens: [Token] = []
        var line = 1
        var current = ""
        var currentLine = 1
        var inBackticks = false
        func flush() {
            if !current.isEmpty { tokens.append(Token(text: current, line: currentLine)) }
            current = ""
        }
        for scalar in stripped.unicodeScalars {
            if inBackticks {
                current.unicodeScalars.append(scalar)
                if scalar == "`" {
                    inBackticks = false
                    flush()
                }
                continue
            }
            if scalar == "`" {
                flush()
                currentLine = line
                current = "`"
                inBackticks = true
            } else if scalar == "_" || scalar == "$" || scalar.properties.isAlphabetic
                || (!current.isEmpty && scalar.properties.numericType != nil)
            {
                if current.isEmpty { currentLine = line }
                current.unicodeScalars.append(scalar)
            } else {
                flush()
                if scalar == "\n" {
                    line += 1
                } else if !scalar.properties.isWhitespace {
                    tokens.append(Token(text: String(scalar), line: line))
                }
            }
        }
        flush()
        return tokens
    }

    /// Skips a (possibly nested) block comment starting at `start`, blanking it; returns the index after it.
    private static func skipBlockComment(
        _ source: [Unicode.Scalar], from start: Int, into output: inout String.UnicodeScalarView
    ) -> Int {
        var index = start
        var depth = 0
        repeat {
            let next = index + 1 < source.count ? source[index + 1] : nil
            if source[index] == "/", next == "*" {
                depth += 1
                output.append(contentsOf: "  ".unicodeScalars)
                index += 2
            } else if source[index] == "*", next == "/" {
                depth -= 1
                output.append(contentsOf: "  ".unicodeScalars)
                index += 2
            } else {
                output.append(source[index] == "\n" ? "\n" : " ")
                index += 1
            }
        } while depth > 0 && index < source.count
        return index
    }
}
