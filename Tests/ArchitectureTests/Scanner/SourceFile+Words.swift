extension SourceFile {
    /// Each identifier (outside comments and strings) with a word in `words` (compared lowercased), once per
    /// line and spelling: with `["store"]`, `walletStore` and `Store` are found, `Restore` and `storefront` not.
    func identifiers(namingAnyOf words: Set<String>) -> [Token] {
        var seen = Set<String>()
        return tokens.filter { token in
            token.isIdentifier
                && Self.words(of: token.text).contains { words.contains($0.lowercased()) }
                && seen.insert("\(token.line) \(token.text)").inserted
        }
    }

    /// `paymentCardsInteractor` → payment, Cards, Interactor; `URLRouter` → URL, Router; `a_store` → a, store.
    static func words(of identifier: String) -> [String] {
        var words: [String] = []
        var current = ""
        let characters = Array(identifier.filter { $0 != "`" })
        for (index, character) in characters.enumerated() {
            if character == "_" || character == "$" {
                if !current.isEmpty { words.append(current) }
                current = ""
                continue
            }
            let nextIsLower = index + 1 < characters.count && characters[index + 1].isLowercase
            let previousIsLower = index > 0 && (characters[index - 1].isLowercase || characters[index - 1].isNumber)
            if character.isUppercase, !current.isEmpty, previousIsLower || nextIsLower {
                words.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}
