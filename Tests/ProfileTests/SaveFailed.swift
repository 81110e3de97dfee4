/// The error a failing repository throws.
struct SaveFailed: Error, CustomStringConvertible {
    var description: String { "disk full" }
}
