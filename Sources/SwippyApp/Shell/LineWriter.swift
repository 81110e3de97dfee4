/// Writes text; `flush` makes a prompt visible before reading.
@MainActor
protocol LineWriter: AnyObject {
    func write(_ text: String)
    func flush()
}
