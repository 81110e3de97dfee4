/// A MockData file derived for a test could not be made.
struct DataFileProblem: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
