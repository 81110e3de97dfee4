/// One place where the code breaks an architecture rule.
struct Violation: Equatable, CustomStringConvertible {
    var rule: String
    var path: String
    var line: Int
    var message: String

    var description: String { "\(path):\(line): [\(rule)] \(message)" }

    /// Where the violation is, `path:line`, as the fixture tests compare it.
    var location: String { "\(path):\(line)" }
}
