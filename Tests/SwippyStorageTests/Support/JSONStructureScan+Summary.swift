@testable import SwippyStorage

extension JSONStructureScan.Outcome {
    /// What an outcome says, for comparing: the problem, the syntax error and every large container (with how
    /// many marks it has when `marks`: two scans side by side may add one, so tests across cores leave them out).
    func summary(marks: Bool = false) -> [String] {
        var lines = [
            "problem: \(problem.map { "\($0.path): \($0.message)" } ?? "none")",
            "syntax: \(syntaxError.map(String.init) ?? "none")",
        ]
        for (start, span) in spans.sorted(by: { $0.key < $1.key }) {
            lines.append("span \(start)..<\(span.end): \(span.count)" + (marks ? ", \(span.marks.count) marks" : ""))
        }
        return lines
    }
}
