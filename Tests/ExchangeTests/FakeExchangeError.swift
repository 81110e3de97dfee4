/// An error with fixed words, for failure paths.
struct FakeExchangeError: Error, CustomStringConvertible {
    var description: String
}
