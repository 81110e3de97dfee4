/// Reads one line at a time; nil means end of input.
@MainActor
protocol LineReader: AnyObject {
    func readLine(secret: Bool) -> String?
    /// Reads one line, offering `completions` to Tab on a terminal (the words the screen on top accepts).
    func readLine(secret: Bool, completions: [String]) -> String?
    /// Reads one line, or gives up (`.idle`) when `idleSeconds` pass without a key; a reader that cannot wait
    /// (piped input, a terminal without the line editor) waits for ever.
    func readLine(secret: Bool, completions: [String], idleSeconds: Double?) -> LineRead
}

extension LineReader {
    /// A reader without a line editor has nothing to complete.
    func readLine(secret: Bool, completions: [String]) -> String? { readLine(secret: secret) }

    /// A reader that cannot wait reads as before.
    func readLine(secret: Bool, completions: [String], idleSeconds: Double?) -> LineRead {
        readLine(secret: secret, completions: completions).map(LineRead.line) ?? .endOfInput
    }
}
