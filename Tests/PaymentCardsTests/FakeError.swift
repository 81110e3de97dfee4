/// An error with fixed words, for failure paths.
struct FakeError: Error, CustomStringConvertible {
    var description: String
}
