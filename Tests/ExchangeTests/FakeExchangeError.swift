struct FakeExchangeError: Error, CustomStringConvertible {
    var description: String { "disk full" }
}
