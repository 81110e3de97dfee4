/// The error a failing fake repository throws.
struct SaveFailed: Error, CustomStringConvertible {
    var description: String { "disk full" }
}
