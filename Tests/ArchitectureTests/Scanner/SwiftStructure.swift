/// Reads declarations out of scanned tokens by tracking brace depth.
enum SwiftStructure {
    static let typeKeywords: Set<String> = ["struct", "class", "enum", "actor", "protocol", "extension"]

    /// The declarations at brace depth 0 of `tokens`.
    static func topLevelDeclarations(_ tokens: [Token]) -> [Declaration] {
        declarations(in: tokens, range: tokens.indices)
    }

    /// The declarations directly inside `range` (not nested deeper), e.g. a type's body.
    static func declarations(in tokens: [Token], range: Range<Int>) -> [Declaration] {
        var result: [Declaration] = []
        var depth = 0
        var index = range.lowerBound
        while index < range.upperBound {
            let token = tokens[index]
            if token.text == "{" { depth += 1 }
            if token.text == "}" { depth -= 1 }
            if depth == 0, typeKeywords.contains(token.text), let found = declaration(at: index, in: tokens, range) {
                result.append(found.declaration)
                index = found.end
                continue
            }
            index += 1
        }
        return result
    }

    /// The indices of the tokens of `range` that sit directly in it, not inside nested braces, parentheses or brackets.
    static func directMembers(of tokens: [Token], in range: Range<Int>) -> [Int] {
        var depth = 0
        var members: [Int] = []
        for index in range {
            let text = tokens[index].text
            if text == "}" || text == ")" || text == "]" { depth -= 1 }
            if depth == 0 { members.append(index) }
            if text == "{" || text == "(" || text == "[" { depth += 1 }
        }
        return members
    }

    /// The token range between the `{` at `open` and its matching `}` (exclusive of both).
    static func body(openingAt open: Int, in tokens: [Token], limit: Int) -> Range<Int> {
        var depth = 0
        var index = open
        while index < limit {
            if tokens[index].text == "{" { depth += 1 }
            if tokens[index].text == "}" {
                depth -= 1
                if depth == 0 { return (open + 1)..<index }
            }
            index += 1
        }
        return (open + 1)..<limit
    }

    /// The declaration whose keyword is at `index`, and the index just after it.
    private static func declaration(
        at index: Int, in tokens: [Token], _ range: Range<Int>
    ) -> (declaration: Declaration, end: Int)? {
        if index > range.lowerBound, [".", "import"].contains(tokens[index - 1].text) { return nil }
        var next = index + 1
        guard next < range.upperBound, tokens[next].isIdentifier, !typeKeywords.contains(tokens[next].text) else {
            return nil
        }
        if ["func", "var", "let", "subscript", "init"].contains(tokens[next].text) { return nil }  // `class func`, …
        var name = tokens[next].text
        while next + 2 < range.upperBound, tokens[next + 1].text == ".", tokens[next + 2].isIdentifier {
            name += "." + tokens[next + 2].text
            next += 2
        }
        var open = next + 1
        while open < range.upperBound, tokens[open].text != "{", tokens[open].text != "}" { open += 1 }
        let hasBody = open < range.upperBound && tokens[open].text == "{"
        let body = hasBody ? Self.body(openingAt: open, in: tokens, limit: range.upperBound) : open..<open
        let end = hasBody ? min(range.upperBound, body.upperBound + 1) : max(open, index + 1)
        return (Declaration(kind: tokens[index].text, name: name, line: tokens[index].line, body: body), end)
    }
}
