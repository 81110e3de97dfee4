/// Reads one line at a time; nil means end of input.
@MainActor
protocol LineReader: AnyObject {
    func readLine(secret: Bool) -> String?
}
