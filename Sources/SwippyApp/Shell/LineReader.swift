/// Reads one line at a time; nil means end of input.
@MainActor
protocol LineReader: AnyObject {
    func readLine(secret: Bool) -> String?
    /// Reads one line, offering `completions` to Tab on a terminal (the words the screen on top accepts).
    func readLine(secret: Bool, completions: [String]) -> String?
}

extension LineReader {
    /// A reader without a line editor has nothing to complete.
    func readLine(secret: Bool, completions: [String]) -> String? { readLine(secret: secret) }
}
