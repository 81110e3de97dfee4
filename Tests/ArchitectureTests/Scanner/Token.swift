/// One word or punctuation mark of Swift source whose comments and string literals were blanked.
struct Token: Equatable {
    var text: String
    /// 1-based line in the original file.
    var line: Int

    /// True for a name or keyword (letters, digits, `_`, `$`, or a back-ticked name), false for punctuation.
    var isIdentifier: Bool {
        guard let first = text.unicodeScalars.first else { return false }
        return first == "_" || first == "$" || first == "`" || first.properties.isAlphabetic
    }
}
